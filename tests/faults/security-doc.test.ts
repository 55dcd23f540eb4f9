/** docs/security.md is the table of tests/faults/families.ts, as the last fault run wrote it. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { families, renderSecurityDoc } from './families';
import { securityDocFile } from './global-setup';

describe('docs/security.md', () => {
  it('is current: it names every attack family and case the fault suites try', () => {
    const committed = readFileSync(securityDocFile, 'utf8');
    expect(committed, 'run `npm run test:faults` to write docs/security.md anew').toBe(renderSecurityDoc());
    for (const family of families) expect(committed).toContain(`| ${family.name} |`);
  });
});
