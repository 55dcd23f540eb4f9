/**
 * The planted-mistakes table of docs/operators.md, asked of the tools themselves: `npm run validate`
 * names every mistake at its line, the editor names every one a schema can see, and the preview and
 * a remote config on the phone (the engine's checker with the app's catalogues) refuse the same
 * mistakes as `npm run validate`. (`npm run docs:check` fails when the table in the docs is not what
 * the tools say today.)
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ask, MISTAKES } from '../../scripts/descriptors/mistakes';

const doc = readFileSync(resolve(import.meta.dirname, '../../docs/operators.md'), 'utf8');
/**
 * `line: The … — at /json/path`: the line, the message in plain words (a translation's names its
 * language first: `fil: no translation of …`), then the path.
 */
const atALine = /^\d+: (warning: )?([A-Z]|[a-z]{2,3}: [a-z]).*?( — at \/\S*)?$/;

describe('planted mistakes', () => {
  it('are at least twenty, each a row of the operators’ table', () => {
    expect(MISTAKES.length).toBeGreaterThanOrEqual(20);
    for (const mistake of MISTAKES) expect(doc).toContain(`| ${mistake.name} |`);
  });

  it.each(MISTAKES.map((m) => [m.name, m] as const))('%s: named at its line', async (_name, mistake) => {
    const said = await ask(mistake);
    expect(said.validate.length).toBeGreaterThan(0);
    expect(said.validate.every((line) => atALine.test(line))).toBe(true);
    // The preview says what the CLI says, line for line; a phone refuses a remote config with an error.
    expect([...said.preview].sort()).toEqual([...said.validate].sort());
    // Copy a release has not translated shows in English on the phone (a release's languages are partial).
    const errors = said.validate.filter((line) => !/^\d+: (warning: |[a-z]{2,3}: )/.test(line));
    if (mistake.plantText) expect(said.remote).toMatch(/^refused: /);
    else if (errors.length) {
      expect(said.remote).toMatch(/^refused: it is invalid: /);
      expect(errors.some((line) => said.remote.includes(line.replace(/^\d+: /, '')))).toBe(true);
    } else expect(said.remote).toBe('shown');
    if (mistake.schemaLevel) {
      expect(said.editor.length).toBeGreaterThan(0);
      expect(said.preview.length).toBeGreaterThan(0);
      // The editor points at a line the validator names too.
      const lines = new Set(said.validate.map((line) => line.split(':')[0]));
      expect(said.editor.some((e) => lines.has(e.split(':')[0]))).toBe(true);
    }
  });

  it('says one wrong condition operator once, in every tool that runs the checker, with the operator it meant', async () => {
    const said = await ask(MISTAKES.find((m) => m.name.includes('"neq"'))!);
    for (const tool of [said.validate, said.preview]) {
      expect(tool).toHaveLength(1);
      expect(tool[0]).toContain("unknown condition operator 'neq' (did you mean 'ne'?)");
    }
  });
});
