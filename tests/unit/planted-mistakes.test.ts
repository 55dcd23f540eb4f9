/**
 * The planted-mistakes table of docs/operators.md, asked of the tools themselves: `npm run validate`,
 * VS Code's checker task and the workbench name every mistake at the exact line of the file it is in
 * (a screen, a fragment, a catalogue, app.json) with the exact message, the editor names every one a
 * schema can see, and a remote config on the phone (the engine's checker with the app's catalogues)
 * is refused for the same mistakes as `npm run validate`. (`npm run docs:check` fails when the table
 * in the docs is not what the tools say today.)
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ask, MISTAKES } from '../../scripts/descriptors/mistakes';

const doc = readFileSync(resolve(import.meta.dirname, '../../docs/operators.md'), 'utf8');
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The line of the reported file a mistake's message is at: the first holding `at` (after `after`), less `up`. */
function lineOf(source: string[], says: { at: string; up?: number; after?: string }): number {
  const from = says.after ? source.findIndex((l) => l.includes(says.after!)) : 0;
  expect(from).toBeGreaterThanOrEqual(0);
  const found = source.findIndex((l, i) => i >= from && l.includes(says.at));
  expect(found, `no line holds ${says.at}`).toBeGreaterThanOrEqual(0);
  return found + 1 - (says.up ?? 0);
}
/**
 * `line: The … — at /json/path`: the line, the message in plain words (a translation's names its
 * language first: `fil: no translation of …`), then the path.
 */
const atALine = /^\d+: (warning: )?([A-Z"]|[a-z]{2,3}: [A-Za-z]).*?( — at \/\S*)?$/;

describe('planted mistakes', () => {
  it('are the operators’ common mistakes and ten in the catalogues, each a row of the operators’ table', () => {
    expect(MISTAKES).toHaveLength(46);
    expect(MISTAKES.filter((m) => m.catalogue)).toHaveLength(10);
    // A mistake planted in a catalogue or app.json is one of the languages' ten.
    for (const mistake of MISTAKES.filter((m) => m.files || m.reported?.startsWith('languages/')))
      expect(mistake.catalogue, mistake.name).toBe(true);
    for (const mistake of MISTAKES) expect(doc).toContain(`| ${mistake.name} |`);
  });

  it.each(MISTAKES.map((m) => [m.name, m] as const))('%s: named at its line', async (_name, mistake) => {
    const said = await ask(mistake);
    // Exactly where it is and what it is, in every tool that runs the checker.
    const line = lineOf(said.source, mistake.says);
    for (const tool of [said.validate, said.task, said.preview])
      expect(tool).toContainEqual(
        expect.stringMatching(new RegExp(`^${line}: ${escape(mistake.says.message)}`)),
      );
    // VS Code's task shows what validate prints, each line at its file and line.
    expect(said.task).toEqual(said.validate);
    expect(said.validate.length).toBeGreaterThan(0);
    expect(said.validate.every((line) => atALine.test(line))).toBe(true);
    // The preview says what the CLI says, line for line; a phone refuses a remote config with an error.
    expect([...said.preview].sort()).toEqual([...said.validate].sort());
    // Copy a release has not translated shows in English on the phone (a release's languages are partial).
    const errors = said.validate.filter((line) => !/^\d+: (warning: |[a-z]{2,3}: )/.test(line));
    // A mistake in another file than the screen (a catalogue, app.json) leaves the remote screen as it is.
    if (mistake.reported) expect(said.remote).toBe('shown');
    else if (mistake.plantText) expect(said.remote).toMatch(/^refused: /);
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
