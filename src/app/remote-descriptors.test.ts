/**
 * Remote descriptors end to end in Node: a release folder written by `configs:release`, served by a
 * local static server, read by the phone's loader; broken, unsigned, foreign or older releases keep
 * the bundled screens and send exactly one report; a rollback shows the old copy in the next session.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, normalize, resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadScreen, type DescriptorSource } from '../engine/load/loader';
import { widgets } from '../generated/widgets';
import { actionRegistry } from '../generated/actions';
import { filterRegistry } from '../generated/filters';
import { validators } from '../generated/validator-set';
import { release, rollback, sha256 } from '../../scripts/descriptors/configs-release';
import { generateSigningKey, type SigningKey } from '../../scripts/descriptors/release-key';
import {
  createRemoteDescriptors,
  RemoteReports,
  reportingRejections,
  type RemoteReport,
} from './remote-descriptors';
import { signManifest, type ReleaseManifest } from './remote-release';
import { copyConfigs } from '../../tests/config-copy';

const root = resolve(import.meta.dirname, '../..');
let work: string;
let configs: string;
let cdn: string;
let server: Server;
let base: string;
const served: string[] = [];
/** A throwaway release key for the run (the real one never enters the repository). */
let key: SigningKey;
/** The newest release number each device has used, as its localStorage keeps it. */
const floors = new Map<string, number>();

beforeAll(async () => {
  key = await generateSigningKey();
  server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    served.push(path);
    try {
      response.setHeader('content-type', 'application/json');
      response.end(readFileSync(join(cdn, normalize(path).replace(/^(\.\.[/\\])+/, ''))));
    } catch {
      response.statusCode = 404;
      response.end('not found');
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/screens`;
});
afterAll(() => new Promise<void>((done) => server.close(() => done())));

beforeEach(() => {
  ({ work, configs } = copyConfigs('remote-descriptors'));
  cdn = join(work, 'cdn');
  served.length = 0;
  floors.clear();
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const screensFolder = () => join(cdn, 'screens');
const fetchText = async (url: string) => {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
};

/** One session of the app: its own manifest read, its own reports; the device keeps its release floor. */
function session(deviceId = 'device-1', appVersion = '1.0.0', releaseKey: JsonWebKey | null = key.publicJwk) {
  const sent: RemoteReport[] = [];
  const reports = new RemoteReports((report) => sent.push(report), appVersion, 0);
  const remote = createRemoteDescriptors({
    base,
    appVersion,
    deviceId: () => deviceId,
    fetchText,
    reports,
    releaseKey: releaseKey ?? undefined,
    releaseFloor: { read: () => floors.get(deviceId) ?? 0, write: (n) => void floors.set(deviceId, n) },
  });
  const source: DescriptorSource = {
    bundledScreen: async (id) => JSON.parse(readFileSync(join(root, 'screen-configs', `${id}.json`), 'utf8')),
    bundledFragment: async (id) =>
      JSON.parse(readFileSync(join(root, 'screen-configs', 'fragments', `${id}.json`), 'utf8')),
    remote,
    appVersion,
  };
  // The app's own wiring (engine-config.ts): a refused screen goes to the reports.
  const reporter = reportingRejections({ warn: () => undefined }, reports);
  const ctx = { validators, widgets, actions: actionRegistry, filters: filterRegistry };
  return {
    sent,
    async open(id: string) {
      const loaded = await loadScreen(id, { ...ctx, source, reporter });
      reports.flush();
      return loaded;
    },
  };
}

function editTitle(id: string, title: string) {
  const file = join(configs, `${id}.json`);
  const screen = JSON.parse(readFileSync(file, 'utf8')) as { title: string };
  screen.title = title;
  writeFileSync(file, `${JSON.stringify(screen, null, 2)}\n`);
}

async function publish(minute: number, options: { rolloutPercent?: number; maxApp?: string } = {}) {
  const outcome = await release(screensFolder(), {
    key,
    from: configs,
    now: new Date(Date.UTC(2026, 10, 25, 9, minute)),
    ...options,
  });
  if (!outcome.ok) throw new Error(outcome.problems);
  return outcome.manifest;
}

const manifestFile = () => join(screensFolder(), 'manifest.json');
const readManifest = () => JSON.parse(readFileSync(manifestFile(), 'utf8')) as ReleaseManifest;

/**
 * Replaces one screen of the current release with the given bytes. With `rehash`, its manifest
 * entry follows and the manifest is signed again with the release key: a release that got past the
 * release gate some other way, which the phone's own checks must still refuse.
 */
async function tamper(id: string, bytes: string, rehash: boolean) {
  const manifest = readManifest();
  if (rehash) {
    manifest.screens[id] = sha256(bytes);
    manifest.signature = await signManifest(manifest, key.privateKey);
    writeFileSync(manifestFile(), JSON.stringify(manifest));
  }
  writeFileSync(join(screensFolder(), 'descriptors', `${manifest.screens[id]}.json`), bytes);
}

describe('a release served from a static folder', () => {
  it('shows the released copy, loaded by its hash', async () => {
    editTitle('about-us', 'About the lender');
    const manifest = await publish(0);
    const loaded = await session().open('about-us');
    expect(loaded.origin).toBe('remote');
    expect(loaded.screen.title).toBe('About the lender');
    expect(served).toContain(`/screens/descriptors/${manifest.screens['about-us']}.json`);
  });

  it('reads the manifest once per session, so one session never mixes two releases', async () => {
    editTitle('about-us', 'First');
    await publish(0);
    const phone = session();
    expect((await phone.open('about-us')).screen.title).toBe('First');
    editTitle('about-us', 'Second');
    await publish(1);
    expect((await phone.open('about-us')).screen.title).toBe('First');
    expect(served.filter((p) => p === '/screens/manifest.json')).toHaveLength(1);
    expect((await session().open('about-us')).screen.title).toBe('Second');
  });

  it.each([
    [
      'content that does not match its hash',
      (text: string) => tamper('about-us', text.replace('Broken copy', 'Tampered copy'), false),
      /does not match the hash/,
    ],
    [
      'an invalid descriptor',
      (text: string) => tamper('about-us', text.replace('"body": [', '"body": [{ "type": "txet" },'), true),
      /it is invalid: \/body\/0\/type: unknown widget type 'txet'/,
    ],
    [
      'a navigation to a route the app does not have',
      (text: string) =>
        tamper(
          'about-us',
          text.replace(
            '"body": [',
            '"body": [{ "type": "link", "text": "Home", "onClick": [{ "type": "navigate", "to": "/privcy" }] },',
          ),
          true,
        ),
      /it is invalid: \/body\/0\/onClick\/0\/to: no route in routes\.json has the path "\/privcy" \(did you mean '\/privacy'\?\)/,
    ],
    [
      'a fragment the release does not have',
      (text: string) => tamper('about-us', text.replace('"about-us-text"', '"about-us-txt"'), true),
      /it is invalid: \/body\/0\/ref: unknown fragment 'about-us-txt'.*\(did you mean 'about-us-text'\?\)/,
    ],
    [
      'a binding of state the screen does not declare',
      (text: string) => tamper('about-us', text.replace('"Broken copy"', '"{{ state.heading }}"'), true),
      /it is invalid: \/title: reads state\.heading, which is not declared or written in this screen/,
    ],
    [
      'a payment committed when the screen opens',
      (text: string) =>
        tamper(
          'about-us',
          text.replace(
            '"body": [',
            '"onEnter": [{ "type": "call", "endpoint": "repaymentCommit" }], "body": [',
          ),
          true,
        ),
      /it is invalid: \/onEnter\/0\/endpoint: "repaymentCommit" changes state on the server .* runs when the screen opens/,
    ],
    [
      'a newer descriptor language',
      (text: string) => tamper('about-us', text.replace('"schemaVersion": 1', '"schemaVersion": 2'), true),
      /descriptor language version 2/,
    ],
  ])('keeps the bundled screen for %s and sends exactly one report', async (_name, breakIt, why) => {
    editTitle('about-us', 'Broken copy');
    const manifest = await publish(0);
    await breakIt(
      readFileSync(join(screensFolder(), 'descriptors', `${manifest.screens['about-us']}.json`), 'utf8'),
    );
    const phone = session();
    const loaded = await phone.open('about-us');
    expect(loaded.origin).toBe('bundled');
    expect(loaded.screen.title).not.toBe('Broken copy');
    await phone.open('about-us');
    expect(phone.sent).toHaveLength(1);
    expect(phone.sent[0]).toMatchObject({ releaseId: manifest.releaseId, appVersion: '1.0.0' });
    expect(phone.sent[0]!.rejections[0]!.screen).toBe('about-us');
    expect(phone.sent[0]!.rejections[0]!.reason).toMatch(why);
    expect(JSON.stringify(phone.sent)).not.toMatch(/device-1|sessionId/);
  });

  it('keeps every bundled screen for a release that does not support this app, reported once', async () => {
    editTitle('about-us', 'For newer apps');
    await publish(0, { maxApp: '0.9.0' });
    const phone = session('device-1', '1.0.0');
    expect((await phone.open('about-us')).origin).toBe('bundled');
    expect((await phone.open('privacy')).origin).toBe('bundled');
    expect(phone.sent).toHaveLength(1);
    expect(phone.sent[0]!.rejections[0]!.reason).toContain(
      'supports app versions any to 0.9.0; this app is 1.0.0',
    );
  });

  it('shows the old copy again in the next session after a rollback', async () => {
    editTitle('about-us', 'Old copy');
    await publish(0);
    editTitle('about-us', 'New copy');
    await publish(1);
    expect((await session().open('about-us')).screen.title).toBe('New copy');
    expect(await rollback(screensFolder(), { key })).toMatchObject({ ok: true });
    expect((await session().open('about-us')).screen.title).toBe('Old copy');
  });

  it('gives a device outside a staged release the release before it', async () => {
    editTitle('about-us', 'Everyone');
    await publish(0);
    editTitle('about-us', 'Ten percent');
    const staged = await publish(1, { rolloutPercent: 10 });
    const titles = new Map<string, number>();
    for (let i = 0; i < 60; i += 1) {
      const title = String((await session(`device-${i}`).open('about-us')).screen.title);
      titles.set(title, (titles.get(title) ?? 0) + 1);
    }
    expect(staged.rollout).toEqual({ percent: 10 });
    expect(titles.get('Everyone')).toBeGreaterThan(40);
    expect(titles.get('Ten percent') ?? 0).toBeGreaterThan(0);
    expect([...titles.keys()].sort()).toEqual(['Everyone', 'Ten percent']);
    // Sixty sessions, each reading its manifest and checking its screen: slow on a busy machine.
  }, 20_000);

  it('keeps the bundled screens when there is no manifest, reported once', async () => {
    const phone = session();
    expect((await phone.open('about-us')).origin).toBe('bundled');
    expect((await phone.open('privacy')).origin).toBe('bundled');
    expect(phone.sent).toEqual([
      {
        releaseId: 'manifest',
        appVersion: '1.0.0',
        rejections: [{ reason: 'manifest.json not used: HTTP 404' }],
      },
    ]);
  });
});

describe('a manifest the phone does not take: every screen stays bundled, reported once', () => {
  async function refused(phone: ReturnType<typeof session>, why: RegExp) {
    expect((await phone.open('about-us')).origin).toBe('bundled');
    expect((await phone.open('privacy')).origin).toBe('bundled');
    expect(phone.sent).toHaveLength(1);
    expect(phone.sent[0]!.rejections).toEqual([{ reason: expect.stringMatching(why) }]);
  }

  it('an unsigned manifest (the format before signatures)', async () => {
    editTitle('about-us', 'Unsigned');
    await publish(0);
    const { signature: _s, releaseNumber: _n, ...unsigned } = readManifest();
    writeFileSync(manifestFile(), JSON.stringify(unsigned));
    await refused(
      session(),
      /manifest\.json not used: manifest\.json is not a signed, numbered release manifest/,
    );
  });

  it('a manifest signed with another key, or changed after it was signed', async () => {
    editTitle('about-us', 'Foreign');
    await publish(0);
    const other = await generateSigningKey();
    await refused(session('device-1', '1.0.0', other.publicJwk), /is not signed with this app's release key/);
    writeFileSync(manifestFile(), JSON.stringify({ ...readManifest(), rollout: { percent: 100 } }));
    await refused(session('device-2'), /is not signed with this app's release key/);
  });

  it('an app without a release key', async () => {
    await publish(0);
    await refused(session('device-1', '1.0.0', null), /this app has no release key/);
  });

  it('an older release served again after a newer one was used on this phone', async () => {
    editTitle('about-us', 'Old copy');
    const first = await publish(0);
    editTitle('about-us', 'New copy');
    await publish(1);
    expect((await session().open('about-us')).screen.title).toBe('New copy');
    // Whoever can write to the config host puts the first release's signed manifest back.
    writeFileSync(manifestFile(), readFileSync(join(screensFolder(), 'releases', `${first.releaseId}.json`)));
    await refused(session(), /\(number 1\) is older than release number 2, which this phone has used/);
    // A phone that never used the newer one takes it.
    expect((await session('device-new').open('about-us')).screen.title).toBe('Old copy');
  });
});
