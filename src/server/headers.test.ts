/** The server's Content-Security-Policy: scripts from the page's origin, and its one inline script by hash. */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY, pagePolicy } from './headers';

const directivesOf = (policy: string) =>
  new Map(
    policy.split(';').map((d) => {
      const [name, ...values] = d.trim().split(/\s+/);
      return [name, values] as const;
    }),
  );

describe('the server headers', () => {
  it("allow scripts from the page's origin only, and nothing evaluated or inline", () => {
    const directives = directivesOf(CONTENT_SECURITY_POLICY);
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(CONTENT_SECURITY_POLICY).not.toMatch(/unsafe-eval|unsafe-inline'?\s*;?\s*$/);
  });

  it('allow a page its own inline script by the hash of its text, and no data block or other text', () => {
    const keeper = '(function(){window.keptTaps={taps:[]}})();';
    const page = [
      '<head><script>' + keeper + '</script><script defer src="/webview-check.js"></script></head>',
      '<body><script type="application/json" id="served-state">{"a":1}</script></body>',
    ].join('');
    const scriptSrc = directivesOf(pagePolicy(page)).get('script-src');
    const hash = createHash('sha256').update(keeper).digest('base64');
    expect(scriptSrc).toEqual(["'self'", `'sha256-${hash}'`]);
    // Another text (a script changed or injected) is not the one allowed.
    expect(pagePolicy(page.replace('taps:[]', 'taps:[1]'))).not.toContain(hash);
    expect(pagePolicy('<head></head>')).toBe(CONTENT_SECURITY_POLICY);
  });
});
