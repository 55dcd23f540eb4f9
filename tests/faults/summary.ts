/**
 * The fault suites' tally: each suite adds how many cases it tried, which `npm run test:faults` and
 * the main test command print. The suites run in parallel workers: each record is a file of its own
 * under test-results/faults/ (one shared file lost the records written at the same moment).
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const summaryFile = join(import.meta.dirname, '..', '..', 'test-results', 'faults');

export function readFaults(): Record<string, number> {
  const tally: Record<string, number> = {};
  let files: string[];
  try {
    files = readdirSync(summaryFile).filter((name) => name.endsWith('.json'));
  } catch {
    return tally;
  }
  for (const name of files.sort()) {
    try {
      const { kind, count } = JSON.parse(readFileSync(join(summaryFile, name), 'utf8')) as {
        kind: string;
        count: number;
      };
      tally[kind] = (tally[kind] ?? 0) + count;
    } catch {
      // a record being written: counted by the next read
    }
  }
  return tally;
}

let records = 0;

/** Adds `count` tried cases under `kind`. */
export function recordFaults(kind: string, count: number): void {
  mkdirSync(summaryFile, { recursive: true });
  records += 1;
  const file = join(summaryFile, `${process.pid}-${Date.now()}-${records}.json`);
  writeFileSync(file, `${JSON.stringify({ kind, count })}\n`);
}
