/** Releases of remote descriptors: immutable, content-addressed, refused when invalid, rolled back by manifest. */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { currentManifest, release, rollback, sha256 } from './configs-release';
import { copyConfigs } from '../../tests/config-copy';

let work: string;
let configs: string;
let out: string;

beforeEach(() => {
  ({ work, configs } = copyConfigs('configs-release'));
  out = join(work, 'cdn');
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 10, minute, 0));
const editAboutUs = (from: string, to: string) => {
  const file = join(configs, 'about-us.json');
  const text = readFileSync(file, 'utf8');
  expect(text).toContain(from);
  writeFileSync(file, text.replace(from, to));
};

describe('configs:release', () => {
  it('writes every screen and fragment under its content hash and a manifest naming them', async () => {
    const outcome = await release(out, { from: configs, now: at(0) });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    const manifest = currentManifest(out)!;
    expect(manifest).toEqual(outcome.manifest);
    expect(manifest.releaseId).toMatch(/^r20261125100000-[0-9a-f]{8}$/);
    expect(manifest.previous).toBeNull();
    const screens = readdirSync(configs).filter(
      (f) => f.endsWith('.json') && f !== 'routes.json' && f !== 'app.json',
    );
    expect(Object.keys(manifest.screens).sort()).toEqual(screens.map((f) => f.replace('.json', '')).sort());
    const bytes = readFileSync(join(configs, 'about-us.json'));
    expect(manifest.screens['about-us']).toBe(sha256(bytes));
    expect(readFileSync(join(out, 'descriptors', `${sha256(bytes)}.json`))).toEqual(bytes);
    expect(Object.keys(manifest.fragments)).toContain('payment-method');
    expect(existsSync(join(out, 'releases', `${manifest.releaseId}.json`))).toBe(true);
  });

  it('leaves the manifest as it is when nothing changed', async () => {
    const first = await release(out, { from: configs, now: at(0) });
    const again = await release(out, { from: configs, now: at(5) });
    expect(again).toMatchObject({ ok: true, unchanged: true });
    expect(currentManifest(out)!.releaseId).toBe(first.ok && first.manifest.releaseId);
  });

  it('makes a new release for a change, keeping every earlier file as it was', async () => {
    const first = await release(out, { from: configs, now: at(0) });
    if (!first.ok) throw new Error(first.problems);
    const before = new Map(
      readdirSync(join(out, 'descriptors')).map((f) => [f, readFileSync(join(out, 'descriptors', f))]),
    );
    editAboutUs('"About us"', '"About the lender"');
    const second = await release(out, { from: configs, now: at(1) });
    if (!second.ok) throw new Error(second.problems);
    expect(second.manifest.previous).toBe(first.manifest.releaseId);
    expect(second.manifest.screens['about-us']).not.toBe(first.manifest.screens['about-us']);
    expect(second.manifest.screens['bind-bank']).toBe(first.manifest.screens['bind-bank']);
    for (const [file, bytes] of before) expect(readFileSync(join(out, 'descriptors', file))).toEqual(bytes);
    expect(
      JSON.parse(readFileSync(join(out, 'releases', `${first.manifest.releaseId}.json`), 'utf8')),
    ).toEqual(first.manifest);
  });

  it('refuses a release with an invalid descriptor, naming the file and JSON path, and writes nothing', async () => {
    const file = join(configs, 'about-us.json');
    const screen = JSON.parse(readFileSync(file, 'utf8')) as { body: unknown[] };
    screen.body.push({ type: 'texty', text: 'x' });
    writeFileSync(file, JSON.stringify(screen, null, 2));
    const outcome = await release(out, { from: configs, now: at(0) });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.problems).toMatch(/about-us\.json:\d+: A widget has an unknown type 'texty'.* — at \/body\/\d+\/type/);
    expect(existsSync(join(out, 'manifest.json'))).toBe(false);
  });

  it('records a staged rollout and refuses a percentage that is not one', async () => {
    const staged = await release(out, { from: configs, rolloutPercent: 10, now: at(0) });
    expect(staged.ok && staged.manifest.rollout).toEqual({ percent: 10 });
    const refused = await release(out, { from: configs, rolloutPercent: 150, now: at(1) });
    expect(refused).toMatchObject({ ok: false, problems: expect.stringContaining('--rollout') });
  });
});

describe('configs:rollback', () => {
  it('publishes the previous release again, and any earlier one by id', async () => {
    const first = await release(out, { from: configs, now: at(0) });
    editAboutUs('"About us"', '"About the lender"');
    const second = await release(out, { from: configs, now: at(1) });
    if (!first.ok || !second.ok) throw new Error('release failed');
    const back = rollback(out);
    expect(back).toMatchObject({ ok: true, manifest: first.manifest });
    expect(currentManifest(out)).toEqual(first.manifest);
    expect(rollback(out, second.manifest.releaseId)).toMatchObject({ ok: true, manifest: second.manifest });
    expect(currentManifest(out)!.releaseId).toBe(second.manifest.releaseId);
  });

  it('refuses when there is nothing to roll back to', async () => {
    expect(rollback(out)).toMatchObject({
      ok: false,
      problem: expect.stringContaining('nothing was released'),
    });
    await release(out, { from: configs, now: at(0) });
    expect(rollback(out)).toMatchObject({ ok: false, problem: expect.stringContaining('is the first') });
    expect(rollback(out, 'r2000-nothing')).toMatchObject({
      ok: false,
      problem: expect.stringContaining('no release'),
    });
  });
});
