/**
 * `npm run validate` on broken configs: every message names the file, the line and JSON path, and
 * what to do (the expected value, a did-you-mean, or the fix).
 */
import { spawnSync } from 'node:child_process';
import {
  copyFileSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkConfigFolder, checkFile, formatProblems } from '../../scripts/config-check';

const root = resolve(import.meta.dirname, '../..');
const configs = join(root, 'screen-configs');
const folders: string[] = [];

/** A copy of screen-configs/ (routes, app, fragments and one screen) with `change` applied to bind-bank. */
function brokenFolder(change: (screen: Record<string, any>) => void): { folder: string; file: string } {
  const folder = mkdtempSync(join(tmpdir(), 'validate-'));
  folders.push(folder);
  mkdirSync(join(folder, 'fragments'));
  for (const f of ['routes.json', 'app.json']) copyFileSync(join(configs, f), join(folder, f));
  for (const f of readdirSync(join(configs, 'fragments')))
    copyFileSync(join(configs, 'fragments', f), join(folder, 'fragments', f));
  for (const f of readdirSync(configs).filter((f) => f.endsWith('.json') && f !== 'bind-bank.json'))
    copyFileSync(join(configs, f), join(folder, f));
  const screen = JSON.parse(readFileSync(join(configs, 'bind-bank.json'), 'utf8')) as Record<string, any>;
  change(screen);
  const file = join(folder, 'bind-bank.json');
  writeFileSync(file, JSON.stringify(screen, null, 2));
  return { folder, file };
}

/** What `validate` prints for bind-bank.json after `change`, and the file's lines. */
async function report(
  change: (screen: Record<string, any>) => void,
): Promise<{ lines: string[]; source: string[] }> {
  const { file } = brokenFolder(change);
  const problems = await checkFile(file);
  return {
    lines: formatProblems(problems).split('\n').filter(Boolean),
    source: readFileSync(file, 'utf8').split('\n'),
  };
}

/** The 1-based line of the first line of the file containing `needle`. */
const lineOf = (source: string[], needle: string) => source.findIndex((l) => l.includes(needle)) + 1;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** One printed line ends with `bind-bank.json:<line>: <rest>`. */
function expectReported(lines: string[], line: number, rest: string) {
  expect(line).toBeGreaterThan(0);
  expect(lines).toContainEqual(
    expect.stringMatching(new RegExp(`bind-bank\\.json:${line}: ${escape(rest)}$`)),
  );
}

afterEach(() => {
  while (folders.length) rmSync(folders.pop()!, { recursive: true, force: true });
});

describe('npm run validate', () => {
  it('a wrong type: what was expected and what was found, at the line of the value', async () => {
    const { lines, source } = await report((s) => {
      s.body[1].gap = 'wide';
    });
    expectReported(lines, lineOf(source, '"gap": "wide"'), '/body/1/gap: expected number, found "wide"');
  });

  it('an unknown widget type: did you mean', async () => {
    const { lines, source } = await report((s) => {
      s.body[0].type = 'tab';
    });
    expectReported(
      lines,
      lineOf(source, '"type": "tab"'),
      "/body/0/type: unknown widget type 'tab' (did you mean 'tabs'?)",
    );
  });

  it('a misspelt prop: did you mean', async () => {
    const { lines, source } = await report((s) => {
      s.body[0].lable = s.body[0].label;
      delete s.body[0].label;
    });
    expectReported(
      lines,
      lineOf(source, '"lable"'),
      "/body/0/lable: unknown property 'lable' (did you mean 'label'?)",
    );
  });

  it('an unknown action type: did you mean', async () => {
    const { lines, source } = await report((s) => {
      s.onEnter[0].type = 'brigde';
    });
    expectReported(
      lines,
      lineOf(source, '"brigde"'),
      "/onEnter/0/type: unknown action type 'brigde' (did you mean 'bridge'?)",
    );
  });

  it('a missing endpoint: the catalogue name it probably meant', async () => {
    const { lines, source } = await report((s) => {
      s.sources[0].endpoint = 'cardInt';
    });
    expect(lines.join('\n')).toMatch(
      new RegExp(
        `bind-bank\\.json:${lineOf(source, '"cardInt"')}: /sources/0/endpoint: expected one of .*"cardInit".*found "cardInt" \\(did you mean 'cardInit'\\?\\)`,
      ),
    );
  });

  it('an unknown route in navigate: the route it probably meant', async () => {
    const { lines, source } = await report((s) => {
      s.onEnter.push({ type: 'navigate', to: '/loanDetai' });
    });
    expect(lines.join('\n')).toMatch(
      new RegExp(
        `bind-bank\\.json:${lineOf(source, '"/loanDetai"')}: /onEnter/1/to: expected one of .*found "/loanDetai" \\(did you mean '/loanDetail'\\?\\)`,
      ),
    );
  });

  it('an unknown fragment and an unknown bridge message: did you mean', async () => {
    const { lines, source } = await report((s) => {
      s.body.push({ type: 'fragment', ref: 'payment-methd' });
      s.onEnter[0].message = 'startBnak';
    });
    expectReported(
      lines,
      lineOf(source, '"payment-methd"'),
      "/body/3/ref: unknown fragment 'payment-methd' (no screen-configs/fragments/payment-methd.json) (did you mean 'payment-method'?)",
    );
    expect(lines.join('\n')).toMatch(
      /\/onEnter\/0\/message: expected one of .*found "startBnak" \(did you mean 'startBank'\?\)/,
    );
  });

  it('dangling bindings: undeclared state, a source that does not exist, a root that does not exist', async () => {
    const { lines, source } = await report((s) => {
      s.body.push({ type: 'text', text: '{{ state.cardTipe }} {{ data.bnk.name }} {{ stat.x }}' });
    });
    const line = lineOf(source, 'cardTipe');
    expectReported(
      lines,
      line,
      `/body/3/text: reads state.cardTipe, which this screen never declares or writes: add "cardTipe" to "state" (did you mean 'cardType'?)`,
    );
    expectReported(
      lines,
      line,
      `/body/3/text: reads data.bnk, but no source has "id": "bnk" (sources: bank) (did you mean 'bank'?)`,
    );
    expect(lines.join('\n')).toContain("reads 'stat', which is not a binding root");
  });

  it('a form field no input declares', async () => {
    const { lines, source } = await report((s) => {
      // A screen whose fields are all written out (not built from server items).
      s.body[1] = { type: 'text-input', field: 'accountNo', label: 'Account number' };
      s.body.push({ type: 'text', text: 'You typed {{ form.acountNo }}' });
    });
    expectReported(
      lines,
      lineOf(source, 'form.acountNo'),
      `/body/3/text: reads form.acountNo, but no input of this screen has "field": "acountNo" (did you mean 'accountNo'?)`,
    );
  });

  it('missing or empty copy', async () => {
    const { lines, source } = await report((s) => {
      s.body[2].children[0].text = ' ';
      delete s.body[0].bind;
    });
    expectReported(
      lines,
      lineOf(source, '"text": " "'),
      "/body/2/children/0/text: 'text' of button is empty: a borrower would see nothing; write the text",
    );
    expect(lines.join('\n')).toContain("/body/0: missing required property 'bind'");
  });

  it('unused state is a warning, not an error', async () => {
    const { file } = brokenFolder((s) => {
      s.state.unused = 1;
    });
    const problems = await checkFile(file);
    expect(problems.filter((p) => p.level === 'error')).toEqual([]);
    expect(formatProblems(problems)).toMatch(
      /bind-bank\.json:\d+: \/state\/unused: warning: state\.unused is declared but never read or bound/,
    );
  });

  it('a screen no route shows is reported as unreachable', async () => {
    const { folder } = brokenFolder(() => undefined);
    writeFileSync(
      join(folder, 'orphan.json'),
      JSON.stringify({
        $schema: '../schemas/screen.schema.json',
        id: 'orphan',
        body: [{ type: 'text', text: 'Hi' }],
      }),
    );
    const problems = await checkConfigFolder(folder);
    expect(formatProblems(problems)).toContain(
      "orphan.json: /: warning: no route in routes.json shows 'orphan': the screen cannot be opened",
    );
  });

  it('the CLI: exit 1 with the problems for a broken file, exit 0 for screen-configs/', () => {
    const { file } = brokenFolder((s) => {
      s.body[0].type = 'tab';
    });
    const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
    const broken = spawnSync(process.execPath, [tsx, 'scripts/validate.ts', file], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(broken.status).toBe(1);
    expect(broken.stdout).toMatch(/bind-bank\.json:\d+: \/body\/0\/type: unknown widget type 'tab'/);
    expect(broken.stdout).toMatch(/\d+ error\(s\)/);
    const good = spawnSync(process.execPath, [tsx, 'scripts/validate.ts'], { cwd: root, encoding: 'utf8' });
    expect(good.stdout).toContain('0 error(s)');
    expect(good.status).toBe(0);
  }, 60_000);
});
