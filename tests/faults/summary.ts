/**
 * The fault suites' tally: each suite adds how many cases it tried to test-results/faults.json,
 * which `npm run test:faults` and the main test command print.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

export const summaryFile = join(import.meta.dirname, '..', '..', 'test-results', 'faults.json');

export function readFaults(): Record<string, number> {
  try {
    return JSON.parse(readFileSync(summaryFile, 'utf8')) as Record<string, number>;
  } catch {
    return {};
  }
}

/** Adds `count` tried cases under `kind`. */
export function recordFaults(kind: string, count: number): void {
  const tally = readFaults();
  tally[kind] = (tally[kind] ?? 0) + count;
  mkdirSync(dirname(summaryFile), { recursive: true });
  writeFileSync(summaryFile, `${JSON.stringify(tally, null, 2)}\n`);
}
