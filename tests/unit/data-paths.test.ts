/**
 * `npm run validate` checks what a binding reads from a source's answer against the response schema
 * of the source's endpoint (src/api/contracts): a misspelt field is reported with the file, the line,
 * the JSON path and a did-you-mean, instead of an empty label on the borrower's screen.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkFile, contracts, formatProblems } from '../../scripts/descriptors/config-check';
import { dataPathProblem as problemOf } from '../../src/engine/check/data-paths';
import { copyConfigs } from '../config-copy';

const endpoints = {
  names: [],
  changesState: () => false,
  listedIn: '',
  documentedIn: 'docs/reference.md',
  ...contracts,
};
/** What the checker says of `data.<source>.<path>` read from an answer of `endpoint`, with the API's contracts. */
const dataPathProblem = (source: string, endpoint: string, path: string[]) =>
  problemOf({ source, endpoint, path }, endpoints);
const folders: string[] = [];

afterEach(() => {
  while (folders.length) rmSync(folders.pop()!, { recursive: true, force: true });
});

/** The printed lines of `validate <file>` after `change` is applied to a copy of one screen. */
async function validate(name: string, change: (text: string) => string) {
  const { work, configs } = copyConfigs('data-paths');
  folders.push(work);
  const file = join(configs, name);
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
          `confirm-use\\.json:${line}: The [\\w ]+ reads data\\.loan\\.amout, but loanDetailConfirm answers no field "amout" in data\\.loan \\(did you mean 'amount'\\?\\): fix the path .* — at /[\\w/]+$`,
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

  it('a misspelt field of an item in an each over a source', async () => {
    const { lines, source } = await validate('bind-bank.json', (text) =>
      text.replace('"key": "{{ item.code }}"', '"key": "{{ item.cdoe }}"'),
    );
    expect(lines).toContainEqual(
      expect.stringContaining(
        `bind-bank.json:${lineOf(source, 'item.cdoe')}: The each "bank-items" reads item.cdoe (an item of data.bank.items), but cardInit answers no field "cdoe" in data.bank.items.0 (did you mean 'code'?)`,
      ),
    );
  });

  it('a misspelt field of an item in an each nested in another (tabs, then their items)', async () => {
    const { lines } = await validate('complaint-list.json', (text) =>
      text.replace('"detail": "{{ item.content }}"', '"detail": "{{ item.contnet }}"'),
    );
    expect(lines.join('\n')).toContain(
      `reads item.contnet (an item of data.list.tabs.0.items), but problemList answers no field "contnet" in data.list.tabs.0.items.0 (did you mean 'content'?)`,
    );
  });

  it("a call's params against the endpoint's request: unknown names, missing ones, literals of the wrong type", async () => {
    // The call of loanDetailPush (not the fragment's params above it).
    const push = await validate('confirm-use.json', (text) => {
      const at = text.indexOf('"endpoint": "loanDetailPush"');
      return (
        text.slice(0, at) +
        text
          .slice(at)
          .replace('"termUnit": "{{ data.loan.termUnit }}"', '"termUnti": "{{ data.loan.termUnit }}"')
      );
    });
    const line = lineOf(push.source, '"termUnti"');
    expect(line).toBeGreaterThan(0);
    expect(push.lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `confirm-use\\.json:${line}: The call action to loanDetailPush gives loanDetailPush a param "termUnti" it does not take \\(did you mean 'termUnit'\\?\\).* — at /[\\w/]+/params/termUnti$`,
        ),
      ),
    );
    expect(push.lines.join('\n')).toContain(
      'does not give loanDetailPush the param "termUnit" it needs: add it to "params"',
    );
    const contact = await validate('customer-service.json', (text) =>
      text.replace('"overall": 30', '"overall": "thirty"'),
    );
    expect(contact.lines.join('\n')).toContain(
      `gives contactKfInfo's param "overall" the value "thirty", but it must be integer`,
    );
  });

  it('the bundled screens read only what their endpoints answer', async () => {
    for (const name of [
      'confirm-use.json',
      'repay-period.json',
      'loan-detail.json',
      'complaint-list.json',
      'bind-bank.json',
      'pay-way.json',
    ]) {
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
