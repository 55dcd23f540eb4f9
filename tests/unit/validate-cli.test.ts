/**
 * `npm run validate` on broken configs: every message names the file, the line and JSON path, and
 * what to do (the expected value, a did-you-mean, or the fix). Each case breaks one screen of a copy
 * of screen-configs/ in a temporary folder.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { main } from '../../scripts/descriptors/validate';
import { copyConfigs, FILLED_IN, fillInLender } from '../config-copy';
import {
  checkConfigFolder,
  checkFile,
  formatProblems,
  type FileProblem,
} from '../../scripts/descriptors/config-check';

const root = resolve(import.meta.dirname, '../..');
const folders: string[] = [];

type Json = Record<string, any>;

/** A copy of screen-configs/ (routes.json, app.json, fragments and screens) in a temporary folder. */
function copyOfConfigs(): string {
  const copy = copyConfigs('validate');
  folders.push(copy.work);
  return copy.configs;
}

/** Applies `change` to one JSON file of the folder and writes it back, pretty-printed. */
function edit(folder: string, name: string, change: (value: Json) => void): string {
  const file = join(folder, name);
  const value = JSON.parse(readFileSync(file, 'utf8')) as Json;
  change(value);
  writeFileSync(file, JSON.stringify(value, null, 2));
  return file;
}

/** A problem of the copy in another language (checked in tests/unit/translations-cli.test.ts). */
const inEnglishOnly = (p: FileProblem) => !/^[a-z]{2,3}: /.test(p.message);

interface Report {
  problems: FileProblem[];
  /** The printed lines. */
  lines: string[];
  /** The lines of the broken file. */
  source: string[];
}

/** What `validate <file>` reports after `change` is applied to screen `name` (bind-bank.json by default). */
async function report(change: (screen: Json) => void, name = 'bind-bank.json'): Promise<Report> {
  const file = edit(copyOfConfigs(), name, change);
  const problems = await checkFile(file);
  return {
    problems,
    lines: formatProblems(problems).split('\n').filter(Boolean),
    source: readFileSync(file, 'utf8').split('\n'),
  };
}

/** The 1-based number of the first line of `source` containing `needle`. */
function lineOf(source: string[], needle: string): number {
  const line = source.findIndex((l) => l.includes(needle)) + 1;
  expect(line, `no line contains ${needle}`).toBeGreaterThan(0);
  return line;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One printed line is exactly `…/<file>:<line>: <rest>`. */
function expectLine(lines: string[], file: string, line: number, rest: string) {
  expect(lines).toContainEqual(
    expect.stringMatching(new RegExp(`${escape(file)}:${line}: ${escape(rest)}$`)),
  );
}

const errors = (problems: readonly FileProblem[]) => problems.filter((p) => p.level === 'error');

afterEach(() => {
  while (folders.length) rmSync(folders.pop()!, { recursive: true, force: true });
});

describe('npm run validate: what a schema checks, said plainly', () => {
  it('a prop of the wrong type: what was expected and what was found, at the line of the value', async () => {
    const { lines, source } = await report((s) => {
      s.body[1].gap = 'wide';
    });
    expectLine(
      lines,
      'bind-bank.json',
      lineOf(source, '"gap": "wide"'),
      'The stack has "gap": "wide", but it must be a number — at /body/1/gap',
    );
  });

  it('an unknown widget type: did you mean', async () => {
    const { lines, source } = await report((s) => {
      s.body[0].type = 'tab';
    });
    expectLine(
      lines,
      'bind-bank.json',
      lineOf(source, '"type": "tab"'),
      "A widget has an unknown type 'tab' (did you mean 'tabs'?) — at /body/0/type",
    );
  });

  it.each([
    ['Pay {{ state.cardType', 'unclosed binding in "Pay {{ state.cardType": close it with }}'],
    ['Pay {{ state.cardType }', 'unclosed binding in "Pay {{ state.cardType }": close it with }}'],
    [
      'Pay { state.cardType }',
      '"{ state.cardType }" in "Pay { state.cardType }" is written with single braces: write {{ state.cardType }}',
    ],
    ['Pay state.cardType }}', 'stray }} in "Pay state.cardType }}": open the binding with {{'],
  ])('a binding written with a brace missing (%s): what to write, at its line', async (text, message) => {
    const { lines, source } = await report((s) => {
      expect(s.body[2].children[0].id).toBe('next');
      s.body[2].children[0].text = text;
    });
    expectLine(
      lines,
      'bind-bank.json',
      lineOf(source, JSON.stringify(text)),
      `The button "next" has a bad binding: ${message} — at /body/2/children/0/text`,
    );
  });

  it('a misspelt prop: did you mean', async () => {
    const { lines, source } = await report((s) => {
      s.body[0].lable = s.body[0].label;
      delete s.body[0].label;
    });
    expectLine(
      lines,
      'bind-bank.json',
      lineOf(source, '"lable"'),
      "The tabs \"card-type\" has no property 'lable' (did you mean 'label'?) — at /body/0/lable",
    );
  });

  it('an unknown action type: did you mean', async () => {
    const { lines, source } = await report((s) => {
      s.onEnter[0].type = 'brigde';
    });
    expectLine(
      lines,
      'bind-bank.json',
      lineOf(source, '"brigde"'),
      "An action has an unknown type 'brigde' (did you mean 'bridge'?) — at /onEnter/0/type",
    );
  });

  it('a missing required copy: what to add to which widget', async () => {
    const { lines, source } = await report((s) => {
      delete s.body[2].children[0].text;
    });
    expectLine(
      lines,
      'bind-bank.json',
      lineOf(source, '"id": "next"') - 2,
      `The button "next" is missing "text": add it — at /body/2/children/0`,
    );
  });
});

describe('npm run validate: what no schema can check', () => {
  it('an endpoint not in the API catalogue: the name it probably meant', async () => {
    const { lines, source } = await report((s) => {
      s.sources[0].endpoint = 'cardInt';
    });
    expectLine(
      lines,
      'bind-bank.json',
      lineOf(source, '"cardInt"'),
      `Source "bank" names an unknown endpoint "cardInt" (did you mean 'cardInit'?): use a name of the API catalogue (src/api/endpoints.ts) — at /sources/0/endpoint`,
    );
  });

  it('a source whose endpoint changes state on the server (a payment) is refused', async () => {
    const { lines, source, problems } = await report((s) => {
      s.sources[0].endpoint = 'repaymentHuichao';
    });
    expectLine(
      lines,
      'bind-bank.json',
      lineOf(source, '"repaymentHuichao"'),
      `Source "bank" loads "repaymentHuichao", which changes state on the server (src/api/endpoints.ts): a source runs on every entry, reload and Back; call it from an action the user starts (a button's onClick) instead — at /sources/0/endpoint`,
    );
    expect(errors(problems).length).toBeGreaterThan(0);
  });

  /** The pay screen's own payment commit (its Pay button's call), copied. */
  const commitOf = (s: Json): Json => {
    const text = JSON.stringify(s.body);
    const at = text.indexOf('{"type":"call","endpoint":"repaymentCommit"');
    expect(at).toBeGreaterThan(-1);
    let depth = 0;
    for (let i = at; i < text.length; i += 1) {
      depth += text[i] === '{' ? 1 : text[i] === '}' ? -1 : 0;
      if (!depth) return JSON.parse(text.slice(at, i + 1)) as Json;
    }
    throw new Error('unreachable');
  };
  const lastLineOf = (source: string[], needle: string) =>
    source.findLastIndex((l) => l.includes(needle)) + 1;

  it('a payment from the OK of a dialog the screen opens on entry is refused, once, at the call', async () => {
    const { lines, source, problems } = await report((s) => {
      s.onEnter.push({ type: 'dialog', title: 'Welcome', confirmText: 'OK', onConfirm: [commitOf(s)] });
    }, 'pay-way.json');
    const said = `The call action to repaymentCommit changes state on the server ("repaymentCommit", src/api/endpoints.ts), and this action runs from a button of a dialog that no tap opened: the dialog opens when the screen opens, on every entry, reload and Back: call it only from the actions of a tap (a button's onClick, or a dialog's onConfirm when a tap opened the dialog) — at /onEnter/1/onConfirm/0/endpoint`;
    expectLine(lines, 'pay-way.json', lineOf(source, '"repaymentCommit"'), said);
    expect(errors(problems).filter((p) => p.message.includes('changes state'))).toHaveLength(1);
  });

  it('a payment from the onClose of a modal the screen opens on entry is refused, once, at the call', async () => {
    const { lines, source, problems } = await report((s) => {
      s.body.push({
        type: 'modal',
        modalId: 'welcome',
        title: 'Welcome',
        closeIcon: true,
        children: [{ type: 'text', text: 'Welcome back' }],
        onClose: [commitOf(s)],
      });
      s.onEnter.push({ type: 'modal', modalId: 'welcome', open: true });
    }, 'pay-way.json');
    // pay-way's body has five nodes: the modal is the sixth.
    const at = '/body/5/onClose/0/endpoint';
    const said = `The call action to repaymentCommit changes state on the server ("repaymentCommit", src/api/endpoints.ts), and this action runs when the modal "welcome" closes, and no tap opened that modal: the action at /onEnter/1 opens it when the screen opens, on every entry, reload and Back: call it only from the actions of a tap (a button's onClick, or a dialog's onConfirm when a tap opened the dialog) — at ${at}`;
    expectLine(lines, 'pay-way.json', lastLineOf(source, '"repaymentCommit"'), said);
    expect(errors(problems).filter((p) => p.message.includes('changes state'))).toHaveLength(1);
  });

  it('an endpoint of a widget or a track action is checked the same way', async () => {
    const { lines, source } = await report((s) => {
      s.body[2].children[0].onClick.unshift({ type: 'track', endpoint: 'trackClik' });
    });
    expectLine(
      lines,
      'bind-bank.json',
      lineOf(source, '"trackClik"'),
      `The track action to trackClik names an unknown endpoint "trackClik" (did you mean 'trackClick'?): use a name of the API catalogue (src/api/endpoints.ts) — at /body/2/children/0/onClick/0/endpoint`,
    );
  });

  it('a state key the screen never declares or writes', async () => {
    const { lines, source } = await report((s) => {
      s.body.push({ type: 'text', text: 'Type {{ state.cardTipe }}' });
    });
    expectLine(
      lines,
      'bind-bank.json',
      lineOf(source, 'state.cardTipe'),
      `The text reads state.cardTipe, which is not declared or written in this screen (did you mean 'cardType'?): add "cardTipe" with its initial value to the "state" of the screen — at /body/3/text`,
    );
  });

  it('state written by a set-state action counts as declared, and so does state a widget is bound to when declared', async () => {
    const { problems } = await report((s) => {
      s.state.agreed = false;
      s.body.push({ type: 'checkbox', bind: 'state.agreed', label: 'I agree' });
      s.onEnter.push({ type: 'set-state', target: 'state.seen', value: true });
      s.body.push({ type: 'text', text: '{{ state.agreed }} {{ state.seen }}' });
    });
    // The new label has no Filipino yet: that is the languages' check, not this one.
    expect(formatProblems(errors(problems).filter(inEnglishOnly))).toBe('');
  });

  it('a widget bound to state the screen never declares: it would start empty', async () => {
    const { lines, source } = await report((s) => {
      s.body.push({ type: 'checkbox', bind: 'state.agred', label: 'I agree' });
      s.body.push({ type: 'text', text: '{{ state.agred }}' });
    });
    expectLine(
      lines,
      'bind-bank.json',
      lineOf(source, '"bind": "state.agred"'),
      `The checkbox "I agree" is bound to state.agred, which is not declared in this screen: add "agred" with its initial value to the "state" of the screen — at /body/3/bind`,
    );
  });

  it('a form field no input of the screen has', async () => {
    const { lines, source } = await report((s) => {
      s.body.push({ type: 'text', text: 'You wrote {{ form.detial }}' });
    }, 'complain-page-next.json');
    expectLine(
      lines,
      'complain-page-next.json',
      lineOf(source, 'form.detial'),
      `The text reads form.detial, but there is no input with "field": "detial" in this screen (did you mean 'detail'?): fix the name or add an input with that field — at /body/4/text`,
    );
  });

  it('a form read is accepted when a field name is itself a binding ("{{ item.code }}")', async () => {
    const { problems } = await report((s) => {
      s.body.push({ type: 'text', text: '{{ form.accountNo }}' });
    });
    expect(formatProblems(errors(problems))).toBe('');
  });

  it('a source the screen does not load', async () => {
    const { lines, source } = await report((s) => {
      s.body.push({ type: 'text', text: '{{ data.bnk.name }}' });
    });
    expectLine(
      lines,
      'bind-bank.json',
      lineOf(source, 'data.bnk'),
      `The text reads data.bnk, but there is no source with "id": "bnk" in this screen (sources: bank) (did you mean 'bank'?): fix the name or add the source — at /body/3/text`,
    );
  });

  it('a root that does not exist, and a local value read where it is always empty', async () => {
    const { lines, problems, source } = await report((s) => {
      s.body.push({ type: 'text', text: '{{ stat.cardType }}' });
      s.body.push({ type: 'text', text: 'Hi {{ item.title }}' });
    });
    expectLine(
      lines,
      'bind-bank.json',
      lineOf(source, 'stat.cardType'),
      "The text reads 'stat', which is not a binding root (did you mean 'state'?): use one of query, session, state, form, data, flow, item, index, event, result, error, params, app — at /body/3/text",
    );
    expectLine(
      lines,
      'bind-bank.json',
      lineOf(source, 'Hi {{ item.title }}'),
      'warning: The text reads item outside an "each" template or case, where it is always empty — at /body/4/text',
    );
    expect(problems.find((p) => p.path === '/body/4/text')?.level).toBe('warning');
  });

  it('a navigation to a path routes.json does not have: the route it probably meant', async () => {
    const { lines, source } = await report((s) => {
      s.onEnter.push({ type: 'navigate', to: '/loanDetai' });
    });
    expectLine(
      lines,
      'bind-bank.json',
      lineOf(source, '"/loanDetai"'),
      `The navigate action to /loanDetai goes to "/loanDetai", but no route in routes.json has that path (did you mean '/loanDetail'?): fix the path or add the route to routes.json — at /onEnter/1/to`,
    );
  });

  it("routes come from the folder's own routes.json, and a hash must name one of its hash routes", async () => {
    const folder = copyOfConfigs();
    edit(folder, 'routes.json', (r) => {
      r.routes.push({ path: '/newPage', screen: 'about-us' });
    });
    const file = edit(folder, 'bind-bank.json', (s) => {
      s.onEnter.push(
        { type: 'navigate', to: '/newPage' },
        { type: 'navigate', to: '/payWay', hash: '/borowDetail/' },
      );
    });
    const problems = await checkFile(file);
    const lines = formatProblems(problems).split('\n');
    expect(lines.filter((l) => l.includes('/onEnter/1'))).toEqual([]);
    expectLine(
      lines,
      'bind-bank.json',
      lineOf(readFileSync(file, 'utf8').split('\n'), '"/borowDetail/"'),
      `The navigate action to /payWay goes to the hash "/borowDetail/", but no route of /payWay has it (did you mean '/borrowDetail/'?), so 'pay-way' shows instead: use one of "/borrowDetail/", "/addnormalcard", "/alipayrepayment" or add the route to routes.json — at /onEnter/2/hash`,
    );
  });

  it('a fragment with no file in fragments/: the fragment it probably meant', async () => {
    const { lines, source } = await report((s) => {
      s.body.push({ type: 'fragment', ref: 'payment-methd' });
    });
    expect(lines).toContainEqual(
      expect.stringMatching(
        new RegExp(
          `bind-bank\\.json:${lineOf(source, '"payment-methd"')}: The fragment includes fragment 'payment-methd', which does not exist: no .*fragments/payment-methd\\.json \\(did you mean 'payment-method'\\?\\); fix the ref or create the file — at /body/3/ref$`,
        ),
      ),
    );
  });

  it('a param the fragment does not declare', async () => {
    const { lines, source } = await report((s) => {
      s.body.push({ type: 'fragment', ref: 'detail-rows', with: { titel: 'Details', rows: [] } });
    });
    expectLine(
      lines,
      'bind-bank.json',
      lineOf(source, '"titel"'),
      `The fragment passes 'titel', which fragment 'detail-rows' has no param for (did you mean 'title'?): it reads only the params it declares (title, rows); fix the name or add it to the fragment's "params" — at /body/3/with/titel`,
    );
  });

  it("a fragment's binding is checked against every screen including it, and reported in the fragment", async () => {
    const folder = copyOfConfigs();
    const fragment = edit(folder, 'fragments/payment-method.json', (f) => {
      f.body.push({ type: 'text', text: '{{ state.chanel }}' });
    });
    const problems = await checkConfigFolder(folder);
    expectLine(
      formatProblems(problems).split('\n'),
      'fragments/payment-method.json',
      lineOf(readFileSync(fragment, 'utf8').split('\n'), 'state.chanel'),
      `The text reads state.chanel, which is not declared or written in screens 'repay-delay', 'repay-period' (which include this fragment) (did you mean 'channel'?): add "chanel" with its initial value to the "state" of each of them — at /body/3/text`,
    );
  });

  it('a bridge message the native shell does not understand: did you mean', async () => {
    const { lines, source } = await report((s) => {
      s.onEnter[0].message = 'startBnak';
    });
    expectLine(
      lines,
      'bind-bank.json',
      lineOf(source, '"startBnak"'),
      `The bridge action posts an unknown bridge message "startBnak" (did you mean 'startBank'?): the native shell understands to, closeWebview, toHome, toMine, offToLogin, callTelephone, toRate, confirmBurialPoint, startBank, endBank, toProductDetail — at /onEnter/0/message`,
    );
  });

  it('empty required copy: a button without words, a rule without a message', async () => {
    const { lines, source } = await report((s) => {
      s.body[2].children[0].text = ' ';
      s.body[1].children[0].template.rules[0].message = '';
    });
    expectLine(
      lines,
      'bind-bank.json',
      lineOf(source, '"text": " "'),
      'The button "next" has an empty "text": write it (an empty one shows nothing) — at /body/2/children/0/text',
    );
    expectLine(
      lines,
      'bind-bank.json',
      lineOf(source, '"message": ""'),
      'The text input has an empty "message": write it (an empty one shows nothing) — at /body/1/children/0/template/rules/0/message',
    );
  });

  it('a modal with neither a title nor a label', async () => {
    const { lines, source } = await report((s) => {
      s.body.push({ type: 'modal', modalId: 'tips', children: [{ type: 'text', text: 'Hi' }] });
    });
    expectLine(
      lines,
      'bind-bank.json',
      lineOf(source, '"modalId": "tips"') - 2,
      'The modal needs a "title" or a "label" (its name for screen readers): add one — at /body/3',
    );
  });

  it('unused state is a warning, not an error', async () => {
    const { problems, lines, source } = await report((s) => {
      s.state.unused = 1;
    });
    expect(errors(problems)).toEqual([]);
    expectLine(
      lines,
      'bind-bank.json',
      lineOf(source, '"unused"'),
      `warning: The screen declares state.unused but never reads it: remove it, or use it in a binding or a widget's "bind" — at /state/unused`,
    );
  });

  it('a screen no route shows is reported as unreachable (a warning)', async () => {
    const folder = copyOfConfigs();
    writeFileSync(
      join(folder, 'orphan.json'),
      JSON.stringify({
        $schema: '../schemas/screen.schema.json',
        id: 'orphan',
        body: [{ type: 'text', text: 'Hi' }],
      }),
    );
    const problems = await checkConfigFolder(folder);
    expect(errors(problems).filter(inEnglishOnly)).toEqual([]);
    expect(formatProblems(problems)).toMatch(
      /orphan\.json: warning: The screen is shown by no route in routes\.json, so no link, navigation or deep link can open it: add a route \{"path": "\/…", "screen": "orphan"\} or remove the file(\n|$)/,
    );
  });
});

describe('the validate command', () => {
  const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  /** The command itself, as an operator or CI runs it. */
  const command = (...args: string[]) =>
    spawnSync(process.execPath, [tsx, 'scripts/descriptors/validate.ts', ...args], {
      cwd: root,
      encoding: 'utf8',
    });
  /** The command's `main` run here: its exit code and what it prints. */
  async function validate(...args: string[]) {
    const printed: string[] = [];
    const log = vi.spyOn(console, 'log').mockImplementation((text: string) => void printed.push(`${text}\n`));
    try {
      return { status: await main(args), stdout: printed.join('') };
    } finally {
      log.mockRestore();
    }
  }

  it('exits 1 on an error and prints `file:line: message — at JSON path`', () => {
    const file = edit(copyOfConfigs(), 'bind-bank.json', (s) => {
      s.body[0].type = 'tab';
    });
    const run = command(file);
    expect(run.status).toBe(1);
    const line = lineOf(readFileSync(file, 'utf8').split('\n'), '"type": "tab"');
    expect(run.stdout).toMatch(
      new RegExp(
        `bind-bank\\.json:${line}: A widget has an unknown type 'tab' \\(did you mean 'tabs'\\?\\) — at /body/0/type\\n`,
      ),
    );
    expect(run.stdout).toMatch(/\n1 error\(s\), 0 warning\(s\)\n$/);
  }, 60_000);

  it('exits 0 when there are only warnings', async () => {
    const folder = fillInLender(copyOfConfigs());
    edit(folder, 'bind-bank.json', (s) => {
      s.state.unused = 1;
    });
    const run = await validate(folder);
    expect(run.stdout).toMatch(
      /bind-bank\.json:\d+: warning: The screen declares state\.unused but never reads it: .* — at \/state\/unused\n/,
    );
    expect(run.stdout).toMatch(/\n0 error\(s\), 1 warning\(s\)\n$/);
    expect(run.status).toBe(0);
  }, 60_000);

  it('passes screen-configs/ (the default) with exit code 0', async () => {
    const run = await validate();
    const lines = run.stdout.trimEnd().split('\n');
    // Until an operator fills in the lender's details, the one warning is about them.
    for (const line of lines.slice(0, -1))
      expect(line).toMatch(
        /^screen-configs\/app\.json:\d+: warning: The file still holds placeholders: lender\/name "\[Lender name\] Lending Corporation", .*: fill in the real values here/,
      );
    expect(lines.at(-1)).toBe(`0 error(s), ${lines.length - 1} warning(s)`);
    expect(lines.length).toBeLessThanOrEqual(2);
    expect(run.status).toBe(0);
  }, 60_000);

  it('--release (the workbench’s Save): an English edit whose translation is stale is a warning, not an error', async () => {
    const folder = copyOfConfigs();
    const file = edit(folder, 'about-us.json', (s) => (s.title = 'About the lender'));
    const stale =
      /about-us\.json:\d+: (warning: )?fil: stale translation: .*"About us", the English is now "About the lender"/;
    const strict = await validate(file);
    expect(strict.stdout).toMatch(stale);
    expect(strict.stdout).not.toMatch(/warning: fil: stale/);
    expect(strict.status).toBe(1);
    const asRelease = await validate('--release', file);
    expect(asRelease.stdout).toMatch(/about-us\.json:\d+: warning: fil: stale translation: /);
    expect(asRelease.status).toBe(0);
  }, 60_000);

  it('refuses a translation that reads the session, at its line in the catalogue, naming the binding', async () => {
    const folder = copyOfConfigs();
    const catalogue = edit(folder, 'languages/fil/loan-detail.json', (c) => {
      c.strings['/title'].fil = 'Detalye ng Order {{ session.sessionId }}';
    });
    const run = await validate(folder);
    const line = lineOf(readFileSync(catalogue, 'utf8').split('\n'), 'session.sessionId');
    expect(run.stdout).toMatch(
      new RegExp(
        `languages/fil/loan-detail\\.json:${line}: fil: the translation reads \\{\\{ session\\.sessionId \\}\\}, which its English "Order Details" does not: .* — at /strings/~1title/fil\\n`,
      ),
    );
    // Named once, in the catalogue: the English file is not to blame.
    expect(run.stdout.split('\n').filter((l) => l.includes('session.sessionId'))).toHaveLength(1);
    expect(run.stdout).not.toMatch(/fil: no translation of "Order Details"/);
    expect(run.status).toBe(1);
  }, 60_000);

  it("warns while the lender's details in app.json hold a placeholder, and not once they are filled in", async () => {
    const folder = copyOfConfigs();
    const app = edit(folder, 'app.json', (a) => {
      a.lender.secRegistrationNo = 'CS201912345';
      delete a.grievanceOfficer;
      delete a.policyDate;
    });
    const run = await validate(folder);
    const line = lineOf(readFileSync(app, 'utf8').split('\n'), '"lender"');
    expect(run.stdout).toContain(
      `app.json:${line}: warning: The lender still holds placeholders: name "[Lender name] Lending Corporation", certificateOfAuthorityNo "[CA no.]", `,
    );
    expect(run.stdout).not.toContain('secRegistrationNo');
    expect(run.status).toBe(0);
    expect((await validate(fillInLender(folder))).stdout).not.toContain('placeholders');
  }, 60_000);

  it('--no-placeholders (a release build) refuses each placeholder of app.json at its line, naming its key', async () => {
    const folder = copyOfConfigs();
    const app = edit(folder, 'app.json', (a) => {
      a.lender = { ...FILLED_IN.lender, certificateOfAuthorityNo: '[CA no.]' };
      a.grievanceOfficer = FILLED_IN.grievanceOfficer;
      a.policyDate = FILLED_IN.policyDate;
    });
    const run = await validate('--no-placeholders', folder);
    const line = lineOf(readFileSync(app, 'utf8').split('\n'), '"certificateOfAuthorityNo"');
    expect(run.stdout).toContain(
      `app.json:${line}: app.json's lender.certificateOfAuthorityNo still holds the placeholder "[CA no.]": a release shows the real value, so fill it in first — at /lender/certificateOfAuthorityNo\n`,
    );
    expect(run.stdout).toMatch(/\n1 error\(s\), 0 warning\(s\)\n$/);
    expect(run.status).toBe(1);
    fillInLender(folder);
    const filled = await validate('--no-placeholders', folder);
    expect(filled.stdout).toMatch(/^0 error\(s\), 0 warning\(s\)\n$/);
    expect(filled.status).toBe(0);
  }, 60_000);
});
