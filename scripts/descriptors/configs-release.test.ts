/**
 * Releases of remote descriptors: immutable, content-addressed, refused when invalid, signed, numbered,
 * rolled back by a new release.
 */
import { existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { currentManifest, release as releaseWith, rollback as rollbackWith, sha256 } from './configs-release';
import { generateSigningKey, makeSigningKey, readSigningKey, type SigningKey } from './release-key';
import { signedByReleaseKey } from '../../src/app/remote-release';
import { copyConfigs } from '../../tests/config-copy';

/** A throwaway release key for the run: the real one never enters the repository. */
let key: SigningKey;
beforeAll(async () => {
  key = await generateSigningKey();
});
const release = (dir: string, options: Omit<Parameters<typeof releaseWith>[1], 'key'>) =>
  releaseWith(dir, { key, ...options });
const rollback = (dir: string, to?: string, now?: Date) => rollbackWith(dir, { key, to, now });

let work: string;
let configs: string;
let out: string;

beforeEach(() => {
  ({ work, configs } = copyConfigs('configs-release', { filledIn: true }));
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

  it('signs the live release again with a new expiry when nothing changed, and leaves its file as made', async () => {
    const first = await release(out, { from: configs, now: at(0) });
    if (!first.ok) throw new Error(first.problems);
    const record = readFileSync(join(out, 'releases', `${first.manifest.releaseId}.json`));
    const again = await release(out, { from: configs, now: at(5), expiresInDays: 30 });
    expect(again).toMatchObject({ ok: true, unchanged: true });
    const renewed = currentManifest(out)!;
    const { signature: _a, expiresAt: _b, ...same } = first.manifest;
    expect(renewed).toMatchObject(same);
    expect(renewed.expiresAt).toBe(new Date(at(5).getTime() + 30 * 86_400_000).toISOString());
    expect(await signedByReleaseKey(renewed, key.publicJwk)).toBe(true);
    expect(readFileSync(join(out, 'releases', `${first.manifest.releaseId}.json`))).toEqual(record);
  });

  it('makes each manifest expire, 14 days after it was made unless told, and refuses an expiry that is not one', async () => {
    const first = await release(out, { from: configs, now: at(0) });
    expect(first.ok && first.manifest.expiresAt).toBe('2026-12-09T10:00:00.000Z');
    editAboutUs('"About us"', '"About the lender"');
    const short = await release(out, { from: configs, now: at(1), expiresInDays: 2 });
    expect(short.ok && short.manifest.expiresAt).toBe('2026-11-27T10:01:00.000Z');
    for (const days of [0, 91, 1.5])
      expect(await release(out, { from: configs, now: at(2), expiresInDays: days })).toMatchObject({
        ok: false,
        problems: expect.stringContaining('--expires-in must be a whole number of days from 1 to 90'),
      });
    expect(await rollbackWith(out, { key, now: at(3), expiresInDays: 0 })).toMatchObject({
      ok: false,
      problem: expect.stringContaining('--expires-in'),
    });
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
    // The previous release's file is named by its hash, inside what is signed.
    expect(second.manifest.previousHash).toBe(
      sha256(readFileSync(join(out, 'releases', `${first.manifest.releaseId}.json`))),
    );
    expect(first.manifest.previousHash).toBeNull();
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
    expect(outcome.problems).toMatch(
      /about-us\.json:\d+: A widget has an unknown type 'texty'.* — at \/body\/\d+\/type/,
    );
    expect(existsSync(join(out, 'manifest.json'))).toBe(false);
  });

  it("refuses a placeholder left in app.json's lender block, naming app.json, its line and the key, and writes nothing", async () => {
    const file = join(configs, 'app.json');
    const app = JSON.parse(readFileSync(file, 'utf8')) as { lender: Record<string, string> };
    app.lender.secRegistrationNo = '[SEC registration no.]';
    writeFileSync(file, JSON.stringify(app, null, 2));
    const outcome = await release(out, { from: configs, now: at(0) });
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    const line =
      readFileSync(file, 'utf8')
        .split('\n')
        .findIndex((l) => l.includes('"secRegistrationNo"')) + 1;
    expect(outcome.problems).toBe(
      `${relative(process.cwd(), file)}:${line}: app.json's lender.secRegistrationNo still holds the placeholder "[SEC registration no.]": a release shows the real value, so fill it in first — at /lender/secRegistrationNo`,
    );
    expect(existsSync(join(out, 'manifest.json'))).toBe(false);
  });

  it('refuses a screen that would commit a payment when it opens, naming the file and JSON path', async () => {
    const file = join(configs, 'pay-way.json');
    const screen = JSON.parse(readFileSync(file, 'utf8')) as { onEnter: unknown[] };
    screen.onEnter.push({
      type: 'call',
      endpoint: 'repaymentCommit',
      params: { orderId: '{{ query.orderId }}' },
    });
    writeFileSync(file, JSON.stringify(screen, null, 2));
    const outcome = await release(out, { from: configs, now: at(0) });
    expect(outcome).toMatchObject({
      ok: false,
      problems: expect.stringMatching(
        /pay-way\.json:\d+: The call action to repaymentCommit changes state on the server \("repaymentCommit", .* runs when the screen opens.* — at \/onEnter\/1\/endpoint/,
      ),
    });
    expect(existsSync(join(out, 'manifest.json'))).toBe(false);
  });

  it('records a staged rollout and refuses a percentage that is not one', async () => {
    const staged = await release(out, { from: configs, rolloutPercent: 10, now: at(0) });
    expect(staged.ok && staged.manifest.rollout).toEqual({ percent: 10 });
    const refused = await release(out, { from: configs, rolloutPercent: 150, now: at(1) });
    expect(refused).toMatchObject({ ok: false, problems: expect.stringContaining('--rollout') });
  });
});

describe('signed, numbered releases', () => {
  it('signs each manifest with the release key and numbers it one above the one before', async () => {
    const first = await release(out, { from: configs, now: at(0) });
    editAboutUs('"About us"', '"About the lender"');
    const second = await release(out, { from: configs, now: at(1) });
    if (!first.ok || !second.ok) throw new Error('release failed');
    expect([first.manifest.releaseNumber, second.manifest.releaseNumber]).toEqual([1, 2]);
    expect(await signedByReleaseKey(second.manifest, key.publicJwk)).toBe(true);
    expect(await signedByReleaseKey({ ...second.manifest, releaseNumber: 9 }, key.publicJwk)).toBe(false);
    const other = await generateSigningKey();
    expect(await signedByReleaseKey(second.manifest, other.publicJwk)).toBe(false);
  });

  it("warns when the key is not app.json's releaseKey", async () => {
    const outcome = await release(out, { from: configs, now: at(0) });
    expect(outcome).toMatchObject({
      ok: true,
      warning: expect.stringContaining('releaseKey: phones built with that one refuse'),
    });
    const app = join(configs, 'app.json');
    writeFileSync(
      app,
      JSON.stringify({ ...JSON.parse(readFileSync(app, 'utf8')), releaseKey: key.publicJwk }),
    );
    editAboutUs('"About us"', '"About the lender"');
    expect(await release(out, { from: configs, now: at(1) })).not.toHaveProperty('warning');
  });

  it("warns when the release's number is below app.json's releaseFloor", async () => {
    const app = join(configs, 'app.json');
    const settings = JSON.parse(readFileSync(app, 'utf8')) as Record<string, unknown>;
    writeFileSync(app, JSON.stringify({ ...settings, releaseKey: key.publicJwk, releaseFloor: 3 }));
    expect(await release(out, { from: configs, now: at(0) })).toMatchObject({
      ok: true,
      warning: expect.stringContaining('release number 1 is below '),
    });
  });
});

describe('configs:rollback', () => {
  it("publishes the previous release's content as a new, higher release, and any earlier one by id", async () => {
    const first = await release(out, { from: configs, now: at(0) });
    editAboutUs('"About us"', '"About the lender"');
    const second = await release(out, { from: configs, now: at(1) });
    if (!first.ok || !second.ok) throw new Error('release failed');
    const back = await rollback(out, undefined, at(2));
    if (!back.ok) throw new Error(back.problem);
    expect(back.manifest).toMatchObject({
      releaseNumber: 3,
      previous: second.manifest.releaseId,
      contentOf: first.manifest.releaseId,
      screens: first.manifest.screens,
      fragments: first.manifest.fragments,
    });
    expect(back.manifest.releaseId).not.toBe(first.manifest.releaseId);
    expect(currentManifest(out)).toEqual(back.manifest);
    expect(await signedByReleaseKey(back.manifest, key.publicJwk)).toBe(true);
    // From a rollback, the one before is the one before the content shown: there is none.
    expect(await rollback(out, undefined, at(3))).toMatchObject({
      ok: false,
      problem: expect.stringContaining('is the first'),
    });
    const forward = await rollback(out, second.manifest.releaseId, at(4));
    expect(forward).toMatchObject({
      ok: true,
      manifest: { releaseNumber: 4, screens: second.manifest.screens },
    });
  });

  it('refuses when there is nothing to roll back to', async () => {
    expect(await rollback(out)).toMatchObject({
      ok: false,
      problem: expect.stringContaining('nothing was released'),
    });
    await release(out, { from: configs, now: at(0) });
    expect(await rollback(out)).toMatchObject({
      ok: false,
      problem: expect.stringContaining('is the first'),
    });
    expect(await rollback(out, 'r2000-nothing')).toMatchObject({
      ok: false,
      problem: expect.stringContaining('no release'),
    });
  });
});

describe('configs:keygen', () => {
  it('writes a private key only its owner reads, never over another, and gives the public half for app.json', async () => {
    const file = join(work, 'release-key.pem');
    const publicJwk = await makeSigningKey(file);
    expect(publicJwk).toEqual({ kty: 'EC', crv: 'P-256', x: expect.any(String), y: expect.any(String) });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(readFileSync(file, 'utf8')).toMatch(/^-----BEGIN PRIVATE KEY-----\n/);
    await expect(makeSigningKey(file)).rejects.toThrow('is never overwritten');
    const read = await readSigningKey(file);
    expect(read.publicJwk).toEqual(publicJwk);
    const signed = await releaseWith(out, { key: read, from: configs, now: at(0) });
    expect(signed.ok && (await signedByReleaseKey(signed.manifest, publicJwk))).toBe(true);
    writeFileSync(file, 'not a key');
    await expect(readSigningKey(file)).rejects.toThrow(/cannot be read/);
  });
});
