import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { vitestOutcome } from './outcome.ts';

const root = '/project';

function report(content: unknown): string {
  const path = join(mkdtempSync(join(tmpdir(), 'outcome-')), 'report.json');
  writeFileSync(path, JSON.stringify(content));
  return path;
}

describe('vitestOutcome', () => {
  it('names each failed test by its file and full name, and a file that failed outside any test', () => {
    const outcome = vitestOutcome(
      report({
        numPassedTests: 2,
        numFailedTests: 1,
        testResults: [
          {
            name: '/project/tests/e2e/every-route.e2e.ts',
            status: 'failed',
            assertionResults: [
              { status: 'passed', fullName: 'every route /payWay in en' },
              { status: 'failed', fullName: 'every route /aboutUs in fil' },
            ],
          },
          { name: '/project/tests/unit/docs.test.ts', status: 'failed', assertionResults: [] },
          {
            name: '/project/tests/unit/ok.test.ts',
            status: 'passed',
            assertionResults: [{ status: 'passed' }],
          },
        ],
      }),
      1,
      root,
    );
    expect(outcome.failures).toEqual([
      'tests/e2e/every-route.e2e.ts > every route /aboutUs in fil',
      'tests/unit/docs.test.ts (outside any test)',
    ]);
    expect(outcome).toMatchObject({ passed: 2, failed: 2 });
  });

  it('names no test when every test passed', () => {
    const outcome = vitestOutcome(
      report({ numPassedTests: 1, testResults: [{ name: '/project/a.test.ts', status: 'passed' }] }),
      0,
      root,
    );
    expect(outcome).toMatchObject({ passed: 1, failed: 0, failures: [] });
  });
});
