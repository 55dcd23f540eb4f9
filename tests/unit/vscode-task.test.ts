/**
 * VS Code runs the checker as a task (.vscode/tasks.json: `npm run validate -- --watch`, started with
 * the folder) and reads its lines into the Problems panel with the task's problem matcher. Here the
 * matcher reads what validate prints for real mistakes, and the watch mode checks again after a save.
 */
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkFile, formatProblems } from '../../scripts/descriptors/config-check';
import { copyConfigs } from '../config-copy';

const root = resolve(import.meta.dirname, '../..');
const task = (
  JSON.parse(readFileSync(join(root, '.vscode', 'tasks.json'), 'utf8')) as {
    tasks: {
      label: string;
      command: string;
      problemMatcher: {
        pattern: { regexp: string; file: number; line: number; severity: number; message: number };
        background: { beginsPattern: string; endsPattern: string };
      };
    }[];
  }
).tasks.find((t) => t.label === 'Check screen configs')!;
const matcher = task.problemMatcher;
const works: string[] = [];
afterEach(() => {
  while (works.length) rmSync(works.pop()!, { recursive: true, force: true });
});

/** What VS Code's matcher makes of one printed line: the file, line, severity and message, or null. */
function matched(line: string) {
  const m = new RegExp(matcher.pattern.regexp).exec(line);
  if (!m) return null;
  const p = matcher.pattern;
  return {
    file: m[p.file],
    line: Number(m[p.line]),
    severity: m[p.severity] ?? 'error',
    message: m[p.message],
  };
}

describe('the VS Code task', () => {
  it('puts each problem validate prints at its file and line, as an error or a warning', async () => {
    const { work, configs } = copyConfigs('vscode-task');
    works.push(work);
    const file = join(configs, 'repay-period.json');
    const text = readFileSync(file, 'utf8');
    writeFileSync(
      file,
      text
        .replace(
          '"text": "{{ data.repay.repayAmount | money }}"',
          '"text": "Due: {{ data.repay.repayAmount }}"',
        )
        .replace('"state": {', '"state": {\n    "unused": 1,'),
    );
    const problems = await checkFile(file);
    const lines = formatProblems(problems).split('\n');
    expect(problems.some((p) => p.level === 'warning')).toBe(true);
    expect(problems.some((p) => p.message.includes('an amount in minor units'))).toBe(true);
    lines.forEach((line, i) => {
      const p = problems[i]!;
      expect(matched(line)).toEqual({
        file: p.file,
        line: p.line,
        severity: p.level,
        message: `${p.message} — at ${p.path}`,
      });
    });
    expect(matched('0 error(s), 1 warning(s)')).toBeNull();
  });

  it('checks again after a save, each round between the lines the task waits for', async () => {
    const { work, configs } = copyConfigs('vscode-watch');
    works.push(work);
    const child = spawn(
      process.execPath,
      [
        join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        join(root, 'scripts', 'descriptors', 'validate.ts'),
        '--watch',
        configs,
      ],
      { cwd: root },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    const rounds = () => out.split('\n').filter((l) => new RegExp(matcher.background.endsPattern).test(l));
    try {
      await expect.poll(() => rounds().length, { timeout: 40_000, interval: 200 }).toBe(1);
      expect(out.split('\n')[0]).toMatch(new RegExp(matcher.background.beginsPattern));
      const file = join(configs, 'about-us.json');
      writeFileSync(file, readFileSync(file, 'utf8').replace('"type": "fragment"', '"type": "fragmnt"'));
      await expect.poll(() => rounds().length, { timeout: 40_000, interval: 200 }).toBeGreaterThanOrEqual(2);
      const last = out.slice(out.lastIndexOf('Checking screen configs…'));
      expect(last.split('\n').map(matched).filter(Boolean)).toContainEqual(
        expect.objectContaining({
          severity: 'error',
          message: expect.stringContaining("unknown type 'fragmnt'"),
        }),
      );
    } finally {
      child.kill();
    }
  }, 90_000);
});
