/**
 * `npm run validate` checks what a binding reads from a source's answer against the response schema
 * of the source's endpoint (src/api/contracts): a misspelt field is reported with the file, the line,
 * the JSON path and a did-you-mean, instead of an empty label on the borrower's screen.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkFile, formatProblems } from '../../scripts/config-check';
import { dataPathProblem } from '../../scripts/data-paths';

const root = resolve(import.meta.dirname, '../..');
const folders: string[] = [];

afterEach(() => {
  while (folders.length) rmSync(folders.pop()!, { recursive: true, force: true });
});

/** The printed lines of `validate <file>` after `change` is applied to a copy of one screen. */
async function validate(name: string, change: (text: string) => string) {
  const folder = mkdtempSync(join(tmpdir(), 'data-paths-'));
  folders.push(folder);
  cpSync(join(root, 'screen-configs'), folder, { recursive: true });
  const file = join(folder, name);
  const changed = change(readFileSync(file, 'utf8'));
  writeFileSync(file, changed);
  const problems = await checkFile(file);
  return {
    lines: formatProblems(problems.filter((p) => p.level === 'error'))
      .split('\n')
      .filter(Boolean),
    source: changed.split('\n'),
  };
}

const lineOf = (source: string[], needle: string) => source.findIndex((l) => l.includes(needle)) + 1;

describe('npm run validate: data paths against the answers of the endpoints', () => {
  it('a misspelt field of a source: file, line, JSON path and did-you-mean', async () => {
    const { lines, source } = await validate('confirm-use.json', (text) =>
      text.replace('"amount": "{{ data.loan.amount }}",', '"amount": "{{ data.loan.amout }}",'),
    );
    const line = lineOf(source, 'data.loan.amout');
    expect(line).toBeGreaterThan(0);
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `confirm-use\\.json:${line}: /[\\w/]+: reads data\\.loan\\.amout, but loanDetailConfirm answers no field "amout" in data\\.loan \\(did you mean 'amount'\\?\\): fix the path`,
        ),
      ),
    );
  });

  it('a misspelt field inside a list item of a source', async () => {
    const { lines } = await validate('repay-period.json', (text) =>
      text.replace(
        '"text": "{{ data.repay.repayDate | date }}"',
        '"text": "{{ data.repay.repayList.0.nmae }}"',
      ),
    );
    expect(lines.join('\n')).toContain(
      `reads data.repay.repayList.0.nmae, but loanPlayDetail answers no field "nmae" in data.repay.repayList.0 (did you mean 'name'?)`,
    );
  });

  it('the bundled screens read only what their endpoints answer', async () => {
    for (const name of ['confirm-use.json', 'repay-period.json', 'loan-detail.json', 'complaint-list.json']) {
      const { lines } = await validate(name, (text) => text);
      expect(
        lines.filter((l) => l.includes(' answers no ')),
        name,
      ).toEqual([]);
    }
  });

  it('walks lists, unions and lengths; an answer no screen is meant to read is not checked', () => {
    expect(dataPathProblem('list', 'problemList', ['tabs', '0', 'items', 'length'])).toBeUndefined();
    expect(dataPathProblem('repay', 'loanPlayDetail', ['delayInfo', 'delayAmount'])).toBeUndefined();
    expect(
      dataPathProblem('repay', 'loanPlayDetail', ['defDetail', 'payNotice', 'Pay at 7-Eleven']),
    ).toBeUndefined();
    expect(dataPathProblem('agreements', 'contract', ['0', 'title'])).toBeUndefined();
    expect(dataPathProblem('agreements', 'contract', ['0', 'titel'])).toContain("(did you mean 'title'?)");
    expect(dataPathProblem('ev', 'eventSave', ['anything', 'at', 'all'])).toBeUndefined();
    expect(dataPathProblem('loan', 'loanDetailConfirm', ['amount', 'value'])).toContain(
      'answers no field "value" in data.loan.amount',
    );
  });
});
