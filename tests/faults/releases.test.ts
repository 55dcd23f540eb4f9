// @vitest-environment node
/**
 * Remote releases a config host may serve: manifests a phone must not take (unsigned, foreign,
 * changed, older, or read by an app without a key), and a pay screen with a repayment commit in each
 * place no tap runs it, which the phone's own check refuses even when it is signed. Cases from
 * families.ts, which docs/security.md is written from.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { release } from '../../scripts/descriptors/configs-release';
import { generateSigningKey, type SigningKey } from '../../scripts/descriptors/release-key';
import { createRemoteDescriptors, RemoteReports, type RemoteReport } from '../../src/app/remote-descriptors';
import { signManifest, type ReleaseManifest } from '../../src/app/remote-release';
import { remoteProblems } from '../../src/app/remote-check';
import { refusedManifests, untappedPlaces } from './families';
import { recordFaults } from './summary';

const root = resolve(import.meta.dirname, '../..');
const configs = join(root, 'screen-configs');
let tried = 0;
afterAll(() => recordFaults('refused releases', tried));

const bundledFragments = {
  ids: readdirSync(join(configs, 'fragments')).map((f) => f.replace(/\.json$/, '')),
  load: async (id: string) =>
    JSON.parse(readFileSync(join(configs, 'fragments', `${id}.json`), 'utf8')) as unknown,
};

describe("a repayment commit where no tap runs it, in a remote pay screen: the phone's check refuses it", () => {
  const commit = { type: 'call', endpoint: 'repaymentCommit', params: { orderId: '{{ query.orderId }}' } };
  for (const place of untappedPlaces) {
    it(`in ${place.name}`, async () => {
      const screen = JSON.parse(readFileSync(join(configs, 'pay-way.json'), 'utf8')) as Record<
        string,
        unknown[]
      >;
      place.plant(screen, commit);
      const why = await remoteProblems({ id: 'pay-way', screen, fragments: bundledFragments });
      expect(why).toMatch(
        /"repaymentCommit" changes state on the server .*: call it only from the actions of a tap/,
      );
      tried += 1;
    });
  }
});

describe('a manifest the phone does not take', () => {
  let key: SigningKey;
  let folder: string;
  let manifest: ReleaseManifest;
  const served = new Map<string, string>();
  beforeAll(async () => {
    key = await generateSigningKey();
    folder = mkdtempSync(join(tmpdir(), 'releases-fault-'));
    const outcome = await release(folder, { key, from: configs, now: new Date(Date.UTC(2026, 10, 25, 9)) });
    if (!outcome.ok) throw new Error(outcome.problems);
    manifest = outcome.manifest;
  }, 60_000);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** What the config host serves for manifest.json in each case, and the app's key and floor. */
  async function setUp(kind: string) {
    let releaseKey: JsonWebKey | undefined = key.publicJwk;
    let floor = 0;
    let text = JSON.stringify(manifest);
    if (kind.startsWith('unsigned')) {
      const { signature: _s, ...unsigned } = manifest;
      text = JSON.stringify(unsigned);
    } else if (kind === 'signed with another key') {
      const other = await generateSigningKey();
      text = JSON.stringify({ ...manifest, signature: await signManifest(manifest, other.privateKey) });
    } else if (kind === 'changed after it was signed') {
      text = JSON.stringify({ ...manifest, appVersions: { min: '0.0.1' } });
    } else if (kind.startsWith('older')) {
      floor = manifest.releaseNumber + 1;
    } else if (kind.startsWith('read by an app without')) {
      releaseKey = undefined;
    }
    writeFileSync(join(folder, 'manifest.json'), text);
    served.clear();
    return { releaseKey, floor };
  }

  for (const kind of refusedManifests) {
    it(`${kind}: no screen is taken, one report, no descriptor fetched`, async () => {
      const { releaseKey, floor } = await setUp(kind);
      const sent: RemoteReport[] = [];
      const reports = new RemoteReports((report) => sent.push(report), '1.0.0', 0);
      const remote = createRemoteDescriptors({
        base: 'https://cdn.example.ph/screens',
        appVersion: '1.0.0',
        deviceId: () => 'device-1',
        fetchText: async (url) => {
          const path = new URL(url).pathname.replace('/screens/', '');
          served.set(path, url);
          return readFileSync(join(folder, path), 'utf8');
        },
        reports,
        releaseKey,
        releaseFloor: { read: () => floor, write: () => undefined },
      });
      expect(await remote()).toBeNull();
      reports.flush();
      expect(sent).toHaveLength(1);
      expect(sent[0]!.rejections[0]!.reason).toMatch(/^manifest\.json not used: /);
      expect([...served.keys()]).toEqual(['manifest.json']);
      tried += 1;
    });
  }
});
