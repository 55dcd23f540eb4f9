/**
 * Starts the fault tally afresh, prints it when the fault suites end, and writes docs/security.md
 * from the families the suites try (families.ts); security-doc.test.ts checks the committed one.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderSecurityDoc } from './families';
import { readFaults, summaryFile } from './summary';

export const securityDocFile = join(import.meta.dirname, '..', '..', 'docs', 'security.md');

/** Writes docs/security.md when it differs from what the families say; true when it was rewritten. */
export function writeSecurityDoc(): boolean {
  const text = renderSecurityDoc();
  let current = '';
  try {
    current = readFileSync(securityDocFile, 'utf8');
  } catch {
    // not written yet
  }
  if (current === text) return false;
  writeFileSync(securityDocFile, text);
  return true;
}

export default function setup() {
  rmSync(summaryFile, { recursive: true, force: true });
  return () => {
    const tally = readFaults();
    const parts = Object.entries(tally).map(([kind, count]) => `${count} ${kind}`);
    console.log(`\nFaults tried: ${parts.join(', ') || 'none'} (any failure is listed above).`);
    if (writeSecurityDoc())
      console.log('docs/security.md was out of date: written anew from tests/faults/families.ts.');
  };
}
