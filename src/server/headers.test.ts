/** The server's Content-Security-Policy: scripts from the page's own origin only. */
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY } from './headers';

describe('the server headers', () => {
  it("allow scripts from the page's origin only, and nothing evaluated or inline", () => {
    const directives = new Map(
      CONTENT_SECURITY_POLICY.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values] as const;
      }),
    );
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval/);
  });
});
