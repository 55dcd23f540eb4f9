// @vitest-environment node
/**
 * The build's config check: a release build (RELEASE=1) refuses a placeholder left in app.json, an
 * ordinary build names it once as a warning, and a filled-in app.json builds either way.
 */
import { readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { validateConfigs } from './validate-configs';
import { copyConfigs, type ConfigCopy } from '../../tests/config-copy';

const copies: ConfigCopy[] = [];
afterAll(() => copies.forEach((c) => rmSync(c.work, { recursive: true, force: true })));
afterEach(() => vi.unstubAllEnvs());

/** Runs the plugin's check as `vite build` does, on a copy of the configs; what it said. */
function build(filledIn: boolean): { errors: string[]; warnings: string[]; configs: string } {
  const copy = copyConfigs('validate-build', { filledIn });
  copies.push(copy);
  const errors: string[] = [];
  const warnings: string[] = [];
  const context = {
    error(message: string): never {
      errors.push(message);
      throw new Error(message);
    },
    warn: (message: string) => void warnings.push(message),
  };
  const hook = validateConfigs({ configs: copy.configs }).buildStart as unknown as (
    this: typeof context,
  ) => void;
  try {
    hook.call(context);
  } catch {
    // The build stops here; what it said is in `errors`.
  }
  return { errors, warnings, configs: copy.configs };
}

const lineOf = (file: string, needle: string) =>
  readFileSync(file, 'utf8')
    .split('\n')
    .findIndex((l) => l.includes(needle)) + 1;

describe('the build checks app.json for placeholders', () => {
  it('a release build refuses each placeholder, naming app.json, its line and the key', () => {
    vi.stubEnv('RELEASE', '1');
    const { errors, configs } = build(false);
    expect(errors).toHaveLength(1);
    const app = join(configs, 'app.json');
    expect(errors[0]).toMatch(/^release build refused, invalid screen configs:\n/);
    expect(errors[0]).toContain(
      `app.json:${lineOf(app, '"secRegistrationNo"')}: app.json's lender.secRegistrationNo still holds the placeholder "[SEC registration no.]": a release shows the real value, so fill it in first — at /lender/secRegistrationNo`,
    );
    expect(errors[0]).toContain(`app.json:${lineOf(app, '"name": "[Lender name]')}: app.json's lender.name`);
  }, 60_000);

  it('an ordinary build warns once and goes on', () => {
    const { errors, warnings } = build(false);
    expect(errors).toEqual([]);
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/app\.json:\d+: warning: The file still holds placeholders: lender\/name /);
    expect(warnings[0]).toContain('RELEASE=1 npm run build');
  }, 60_000);

  it('a release build of a filled-in app.json passes without a word', () => {
    vi.stubEnv('RELEASE', '1');
    expect(build(true)).toMatchObject({ errors: [], warnings: [] });
  }, 60_000);
});
