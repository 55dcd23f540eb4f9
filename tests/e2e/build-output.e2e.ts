/**
 * The production build as shipped: no mock backend, no service worker, no code built from strings.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { distDir } from './harness';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

const files = filesUnder(distDir).map((file) => relative(distDir, file));
const scripts = files.filter((file) => file.endsWith('.js'));
const read = (file: string) => readFileSync(join(distDir, file), 'utf8');

describe('production build', () => {
  it('has an entry page and scripts', () => {
    expect(files).toContain('index.html');
    expect(scripts.length).toBeGreaterThan(0);
  });

  it('ships no mock service worker and no mock backend code', () => {
    expect(files.filter((file) => /mockServiceWorker|mock-assets/.test(file))).toEqual([]);
    const withMocks = scripts.filter((file) =>
      /setupWorker|mockServiceWorker|__mock\/|startMockWorker|msw\//.test(read(file)),
    );
    expect(withMocks).toEqual([]);
  });

  it('builds no code from strings (runs under script-src self)', () => {
    const offenders = scripts.filter((file) => /\bnew Function\s*\(|[^.\w]eval\s*\(/.test(read(file)));
    expect(offenders).toEqual([]);
  });

  it('does not write session parameters to the console', () => {
    const logsSession = scripts.filter((file) =>
      /console\.(log|info|debug)\([^)]*(sessionId|deviceId)/.test(read(file)),
    );
    expect(logsSession).toEqual([]);
  });
});
