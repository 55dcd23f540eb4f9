import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { ESLint } from 'eslint';
import { afterEach, describe, expect, it } from 'vitest';
import { checkFloor, WEBVIEW_CHECK } from './floor';

const root = resolve(import.meta.dirname, '../..');
const made: string[] = [];

/** A build folder holding only `files` (path under the build: content). */
function build(files: Record<string, string>): string {
  const dist = mkdtempSync(join(tmpdir(), 'floor-'));
  made.push(dist);
  mkdirSync(join(dist, 'assets'));
  for (const [file, content] of Object.entries(files)) writeFileSync(join(dist, file), content);
  return dist;
}

afterEach(() => {
  for (const dist of made.splice(0)) rmSync(dist, { recursive: true, force: true });
});

describe('floor', () => {
  it('passes scripts and stylesheets that the floor runs', async () => {
    const dist = build({
      'assets/app.js': 'export const pick = (a) => a?.b ?? [1, 2].flat().includes(2);\n',
      'assets/app.css': '.a { display: flex; gap: 4px; inset: 0; }\n',
    });
    copyFileSync(join(root, 'public', WEBVIEW_CHECK), join(dist, WEBVIEW_CHECK));
    expect(await checkFloor(dist)).toEqual([]);
  });

  it('names a built script whose syntax the floor lacks', async () => {
    const dist = build({ 'assets/late.js': 'export class Late { static { this.ready = true; } }\n' });
    const problems = await checkFloor(dist);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('late.js');
  });

  it('names a built script that calls a built-in the floor lacks', async () => {
    const dist = build({ 'assets/own.js': 'export const own = (o) => Object.hasOwn(o, "a");\n' });
    const problems = await checkFloor(dist);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/own\.js: .*ObjectHasOwn.*chrome 87/);
  });

  it('names a stylesheet with a CSS feature the floor lacks', async () => {
    const dist = build({ 'assets/late.css': '.card:has(.error) { border-color: red; }\n' });
    const problems = await checkFloor(dist);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/late\.css:1:\d+: .*css-has/);
  });

  it('keeps the old-web-view check to ES5, which any web view runs', async () => {
    const dist = build({ [WEBVIEW_CHECK]: 'const tooOld = !window.CSS;\n' });
    const problems = await checkFloor(dist);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(WEBVIEW_CHECK);
  });

  it("lint names a web API the floor lacks in the app's code", async () => {
    const eslint = new ESLint({ cwd: root });
    const lint = async (code: string) =>
      (await eslint.lintText(code, { filePath: join(root, 'src/app/planted.ts') }))[0]!.messages;
    const planted = await lint('export const copy = (value: unknown) => structuredClone(value);\n');
    expect(planted.map((m) => [m.ruleId, m.message])).toEqual([
      ['compat/compat', expect.stringContaining('structuredClone is not supported in Chrome 87')],
    ]);
    expect(await lint('export const ask = (url: string) => fetch(url);\n')).toEqual([]);
  });
});
