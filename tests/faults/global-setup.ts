/** Starts the fault tally afresh and prints it when the fault suites end. */
import { rmSync } from 'node:fs';
import { readFaults, summaryFile } from './summary';

export default function setup() {
  rmSync(summaryFile, { force: true });
  return () => {
    const tally = readFaults();
    const parts = Object.entries(tally).map(([kind, count]) => `${count} ${kind}`);
    console.log(`\nFaults tried: ${parts.join(', ') || 'none'} (any failure is listed above).`);
  };
}
