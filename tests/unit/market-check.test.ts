/**
 * The market file and the disclosure statement as `npm run validate` checks them: a market file
 * without one of its caps, and a loan confirmation that lost its disclosure statement, are each named
 * at their file and line.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkConfigFolder, formatProblems } from '../../scripts/descriptors/config-check';
import { copyConfigs, type ConfigCopy } from '../config-copy';

let copy: ConfigCopy | undefined;
afterEach(() => {
  if (copy) rmSync(copy.work, { recursive: true, force: true });
  copy = undefined;
});

const errors = async (folder: string) =>
  formatProblems((await checkConfigFolder(folder)).filter((p) => p.level === 'error'))
    .split('\n')
    .filter(Boolean);

/** The 1-based line of the first line of `text` that holds `needle`. */
const lineWith = (text: string, needle: string) => text.split('\n').findIndex((l) => l.includes(needle)) + 1;

describe('the market file and the disclosure statement', () => {
  it('the project passes', async () => {
    expect(await errors('screen-configs')).toEqual([]);
  });

  it('names a market file with a cap missing at its file and line', async () => {
    copy = copyConfigs('market-cap');
    const file = join(copy.configs, 'market', 'ph.json');
    const market = JSON.parse(readFileSync(file, 'utf8')) as {
      coveredLoan: { caps: Record<string, unknown> };
    };
    delete market.coveredLoan.caps.eirMonthly;
    const text = JSON.stringify(market, null, 2);
    writeFileSync(file, text);
    const said = await errors(copy.configs);
    expect(said).toEqual([
      expect.stringMatching(
        new RegExp(
          `market/ph\\.json:${lineWith(text, '"caps"')}: The covered-loan caps set no "eirMonthly" cap \\(the highest effective interest rate per 30-day month\\).* — at /coveredLoan/caps$`,
        ),
      ),
    ]);
  });

  it('names a loan confirmation without the disclosure statement at the call that takes out the loan', async () => {
    copy = copyConfigs('no-disclosure');
    const file = join(copy.configs, 'confirm-use.json');
    const screen = JSON.parse(readFileSync(file, 'utf8')) as { body: { ref?: string }[] };
    screen.body = screen.body.filter((node) => node.ref !== 'loan-disclosure');
    const text = JSON.stringify(screen, null, 2);
    writeFileSync(file, text);
    const said = (await errors(copy.configs)).filter((line) => line.includes('disclosure statement'));
    expect(said).toEqual([
      expect.stringMatching(
        new RegExp(
          `confirm-use\\.json:${lineWith(text, '"endpoint": "loanDetailPush"') - 2}: The screen "confirm-use" takes out a loan \\(it calls loanDetailPush\\) but shows no disclosure statement.* — at /body/\\d+/children/0/onClick/0$`,
        ),
      ),
    ]);
  });

  it('names a mobile number input that no longer follows the market file', async () => {
    copy = copyConfigs('mobile-rule');
    const file = join(copy.configs, 'register.json');
    const text = readFileSync(file, 'utf8').replace('"^09\\\\d{9}$"', '"^1\\\\d{10}$"');
    writeFileSync(file, text);
    const said = (await errors(copy.configs)).filter((line) => line.includes('mobile number rule'));
    expect(said).toEqual([
      expect.stringMatching(
        /register\.json:\d+: The mobile number input "phone" does not follow the market's mobile number rule .*give it a rule with "pattern": "\^09\\\\d\{9\}\$" — at \/body\/\d+\/children\/0$/,
      ),
    ]);
  });
});
