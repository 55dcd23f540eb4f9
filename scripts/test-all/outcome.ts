/** What one step of `npm test` counted, read from its vitest JSON report (scripts/test-all/test-all.ts). */
import { existsSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';

export interface StepOutcome {
  passed: number;
  failed: number;
  skipped: number;
  note?: string;
  /** The tests that failed, as `file > test`, listed under the summary so a CI log's tail names them. */
  failures?: string[];
}

interface VitestJsonReport {
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  numTodoTests?: number;
  testResults?: {
    name?: string;
    status?: string;
    assertionResults?: { status?: string; fullName?: string; title?: string }[];
  }[];
}

/**
 * Counts a vitest run from its JSON report, and names its failed tests by their file (relative to
 * `root`) and full name; a file that failed outside any test counts as one failure.
 */
export function vitestOutcome(reportPath: string, exitCode: number, root: string): StepOutcome {
  if (!existsSync(reportPath)) {
    return { passed: 0, failed: 1, skipped: 0, note: `no report (exit code ${exitCode})` };
  }
  let report: VitestJsonReport;
  try {
    report = JSON.parse(readFileSync(reportPath, 'utf8')) as VitestJsonReport;
  } catch (error) {
    return { passed: 0, failed: 1, skipped: 0, note: `unreadable report: ${(error as Error).message}` };
  }
  const passed = report.numPassedTests ?? 0;
  let failed = report.numFailedTests ?? 0;
  const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
  const notes: string[] = [];
  const brokenFiles = (report.testResults ?? []).filter(
    (file) =>
      file.status === 'failed' && !(file.assertionResults ?? []).some((test) => test.status === 'failed'),
  );
  if (brokenFiles.length > 0) {
    failed += brokenFiles.length;
    notes.push(`${brokenFiles.length} file(s) failed outside tests`);
  }
  if (exitCode !== 0 && failed === 0) {
    failed = 1;
    notes.push(`vitest exited with code ${exitCode}`);
  }
  if (passed + failed + skipped === 0) notes.push('no tests found');
  const failures = (report.testResults ?? []).flatMap((file) => {
    const where = relative(root, file.name ?? '');
    const tests = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    if (tests.length === 0) return file.status === 'failed' ? [`${where} (outside any test)`] : [];
    return tests.map((test) => `${where} > ${test.fullName ?? test.title ?? ''}`);
  });
  return { passed, failed, skipped, note: notes.join('; ') || undefined, failures };
}
