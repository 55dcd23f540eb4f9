/** The production server and the test server send the same Content-Security-Policy. */
import { describe, expect, it } from 'vitest';
import { CONTENT_SECURITY_POLICY as TEST_SERVER_POLICY } from '../../scripts/serve/serve';
import { CONTENT_SECURITY_POLICY } from './headers';

describe('the server headers', () => {
  it('are the strict policy the static deployment and the test server send', () => {
    expect(CONTENT_SECURITY_POLICY).toBe(TEST_SERVER_POLICY);
    expect(CONTENT_SECURITY_POLICY).toContain("script-src 'self'");
    expect(CONTENT_SECURITY_POLICY).not.toContain('unsafe-eval');
  });
});
