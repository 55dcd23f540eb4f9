/**
 * The project's tools stop on an option they do not know, naming it, before doing any work: a
 * misspelt `--sessions` must not start a bench of many minutes with the default instead.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const tsx = join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
const emptyFolder = mkdtempSync(join(tmpdir(), 'script-options-'));
afterAll(() => rmSync(emptyFolder, { recursive: true, force: true }));

/** A tool's cold start (tsx, then the tool's imports: lighthouse's are heavy) on a busy machine. */
const COLD_START = 60_000;

const run = (script: string, ...args: string[]) =>
  spawnSync(process.execPath, [tsx, script, ...args], { cwd: root, encoding: 'utf8', timeout: COLD_START });

describe('script options', { timeout: COLD_START + 5_000 }, () => {
  it('size: an unknown option is named and nothing is measured', () => {
    const result = run('scripts/size/size.ts', '--dis', 'dist');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Unknown option '--dis'");
    expect(result.stdout).toBe('');
  });

  it('size: a known option written as --name=value is read', () => {
    const result = run('scripts/size/size.ts', `--dist=${emptyFolder}`);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(emptyFolder);
    expect(result.stderr).not.toContain('Unknown option');
  });

  it('lighthouse: an unknown option is named before a browser starts', () => {
    const result = run('scripts/lighthouse/lighthouse.ts', '--run', '1');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain("Unknown option '--run'");
  });

  it('lighthouse: a throttling it does not know is named before anything else is looked at', () => {
    const result = run('scripts/lighthouse/lighthouse.ts', '--throttling', 'fast', `--dist=${emptyFolder}`);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('--throttling is applied or simulated, not fast');
    expect(result.stderr).not.toContain('no build');
  });
});
