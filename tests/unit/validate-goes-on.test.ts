/**
 * `npm run validate` never falls over on a config: a file it cannot read (missing, not JSON) or a
 * fragment that does not exist is one message at the file and line of the mistake, and the run goes
 * on to report the rest. The command is run as an operator and VS Code's task run it.
 */
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyConfigs } from '../config-copy';

const root = resolve(import.meta.dirname, '../..');
const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const validate = join(root, 'scripts', 'descriptors', 'validate.ts');
const works: string[] = [];
afterEach(() => {
  while (works.length) rmSync(works.pop()!, { recursive: true, force: true });
});

/** Replaces `from` (which must be there) with `to` in a file. */
function replaceIn(file: string, from: string, to: string) {
  const text = readFileSync(file, 'utf8');
  expect(text).toContain(from);
  writeFileSync(file, text.replace(from, to));
}

/** The 1-based line of the first line of a file holding `needle`. */
const lineOf = (file: string, needle: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .findIndex((l) => l.includes(needle)) + 1;

/** A copy of screen-configs/ with a misspelt fragment on a node passing `with` params, and an unknown widget type elsewhere. */
function brokenCopy() {
  const { work, configs } = copyConfigs('goes-on');
  works.push(work);
  const period = join(configs, 'repay-period.json');
  const bank = join(configs, 'bind-bank.json');
  replaceIn(period, '"ref": "payment-method",', '"ref": "payment-methods",');
  expect(JSON.parse(readFileSync(period, 'utf8')).body.some((n: { with?: unknown }) => n.with)).toBe(true);
  replaceIn(bank, '"type": "tabs"', '"type": "tab"');
  const rel = (file: string) => relative(root, file);
  return { configs, period, bank, rel };
}

describe('npm run validate goes on', () => {
  it('names a misspelt fragment passing `with` once, at its line, and still reports the other mistakes', () => {
    const { configs, period, bank, rel } = brokenCopy();
    const run = spawnSync(process.execPath, [tsx, validate, configs], { cwd: root, encoding: 'utf8' });
    expect(run.stderr).not.toContain('validate failed');
    expect(run.status).toBe(1);
    const lines = run.stdout.trimEnd().split('\n');
    const fragment = lines.filter((l) => l.includes('payment-methods'));
    expect(fragment).toEqual([
      `${rel(period)}:${lineOf(period, '"payment-methods"')}: The fragment includes fragment 'payment-methods', which does not exist: no ${rel(configs)}/fragments/payment-methods.json (did you mean 'payment-method'?); fix the ref or create the file — at /body/4/ref`,
    ]);
    expect(lines).toContainEqual(
      `${rel(bank)}:${lineOf(bank, '"type": "tab"')}: A widget has an unknown type 'tab' (did you mean 'tabs'?) — at /body/0/type`,
    );
    expect(lines.at(-1)).toMatch(/^2 error\(s\), \d+ warning\(s\)$/);
  });

  it('keeps the editor’s background task alive: the round ends with its totals and the next save is checked', async () => {
    const { configs, period, bank } = brokenCopy();
    const child = spawn(process.execPath, [tsx, validate, '--watch', configs], { cwd: root });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const totals = () => out.split('\n').filter((l) => /^\d+ error\(s\), \d+ warning\(s\)$/.test(l));
    try {
      await expect.poll(() => totals().length, { timeout: 40_000, interval: 200 }).toBe(1);
      expect(out).toContain('which does not exist: no ');
      replaceIn(bank, '"type": "tab"', '"type": "tabs"');
      await expect.poll(() => totals().length, { timeout: 40_000, interval: 200 }).toBe(2);
      expect(totals()[1]).toMatch(/^1 error\(s\)/);
      expect(out.split('Checking screen configs…').at(-1)).toContain(
        `${lineOf(period, '"payment-methods"')}: The fragment`,
      );
    } finally {
      child.kill();
    }
  });
});
