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
import { release, sha256 } from '../../scripts/descriptors/configs-release';
import { generateSigningKey, type SigningKey } from '../../scripts/descriptors/release-key';
import { createRemoteDescriptors, RemoteReports, type RemoteReport } from '../../src/app/remote-descriptors';
import { signManifest, type ReleaseManifest } from '../../src/app/remote-release';
import { remoteProblems } from '../../src/app/remote-check';
import { refusedManifests, swappedReleaseFiles, untappedPlaces } from './families';
import { recordFaults } from './summary';
import { copyConfigs } from '../config-copy';

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
        /changes state on the server \("repaymentCommit", .*: call it only from the actions of a tap/,
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
    // Released as an operator does: with the lender's details filled in (a release refuses placeholders).
    const filled = copyConfigs('releases-fault-configs', { filledIn: true });
    const outcome = await release(folder, { key, from: filled.configs, now: new Date() });
    rmSync(filled.work, { recursive: true, force: true });
    if (!outcome.ok) throw new Error(outcome.problems);
    manifest = outcome.manifest;
  }, 60_000);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  /** What the config host serves for manifest.json in each case, and the app's key and floor. */
  async function setUp(kind: string) {
    let releaseKey: JsonWebKey | undefined = key.publicJwk;
    let floor = 0;
    let buildFloor = 0;
    let text = JSON.stringify(manifest);
    if (kind.startsWith('unsigned')) {
      const { signature: _s, ...unsigned } = manifest;
      text = JSON.stringify(unsigned);
    } else if (kind === 'signed with another key') {
      const other = await generateSigningKey();
      text = JSON.stringify({ ...manifest, signature: await signManifest(manifest, other.privateKey) });
    } else if (kind === 'changed after it was signed') {
      text = JSON.stringify({ ...manifest, appVersions: { min: '0.0.1' } });
    } else if (kind.startsWith('older than the newest')) {
      floor = manifest.releaseNumber + 1;
    } else if (kind.startsWith('older than the lowest')) {
      // A phone that has used no release, of a build that accepts none below the next one.
      buildFloor = manifest.releaseNumber + 1;
    } else if (kind.startsWith('read by an app without')) {
      releaseKey = undefined;
    } else if (kind.startsWith('past its expiry')) {
      // Signed with the release key, an hour past its expiry.
      const { signature: _s, ...rest } = manifest;
      const frozen = { ...rest, expiresAt: new Date(Date.now() - 3_600_000).toISOString() };
      text = JSON.stringify({ ...frozen, signature: await signManifest(frozen, key.privateKey) });
    }
    writeFileSync(join(folder, 'manifest.json'), text);
    served.clear();
    return { releaseKey, floor, buildFloor };
  }

  /** The phone's loader reading `folder` as its config host, with this app's key and floors. */
  function phone(at: { releaseKey?: JsonWebKey; floor?: number; buildFloor?: number; deviceId?: string }) {
    const sent: RemoteReport[] = [];
    const reports = new RemoteReports((report) => sent.push(report), '1.0.0', 0);
    const remote = createRemoteDescriptors({
      base: 'https://cdn.example.ph/screens',
      appVersion: '1.0.0',
      deviceId: () => at.deviceId ?? 'device-1',
      fetchText: async (url) => {
        const path = new URL(url).pathname.replace('/screens/', '');
        served.set(path, url);
        return readFileSync(join(folder, path), 'utf8');
      },
      reports,
      releaseKey: at.releaseKey,
      releaseFloor: { read: () => at.floor ?? 0, write: () => undefined },
      buildFloor: at.buildFloor,
    });
    return { remote, sent, reports };
  }

  for (const kind of refusedManifests) {
    it(`${kind}: no screen is taken, one report, no descriptor fetched`, async () => {
      const { remote, sent, reports } = phone(await setUp(kind));
      expect(await remote()).toBeNull();
      reports.flush();
      expect(sent).toHaveLength(1);
      expect(sent[0]!.rejections[0]!.reason).toMatch(/^manifest\.json not used: /);
      expect([...served.keys()]).toEqual(['manifest.json']);
      tried += 1;
    });
  }

  describe('a file swapped for another signed one', () => {
    /** A manifest signed with the release key over `fields` of the first release. */
    const signed = async (fields: Partial<ReleaseManifest>) => {
      const { signature: _s, ...rest } = { ...manifest, ...fields };
      return { ...rest, signature: await signManifest(rest, key.privateKey) } as ReleaseManifest;
    };

    it(`${swappedReleaseFiles[0]}: the device outside a staged release takes nothing`, async () => {
      // Release 2 is staged to no device: the others read release 1, named by the hash of its file.
      const first = readFileSync(join(folder, 'releases', `${manifest.releaseId}.json`), 'utf8');
      const staged = await signed({
        releaseId: 'r-staged',
        releaseNumber: manifest.releaseNumber + 1,
        previous: manifest.releaseId,
        previousHash: sha256(first),
        rollout: { percent: 0 },
      });
      writeFileSync(join(folder, 'manifest.json'), JSON.stringify(staged));
      served.clear();
      const before = phone({ releaseKey: key.publicJwk });
      expect((await before.remote())?.label).toBe(manifest.releaseId);

      // Another release signed with the same key (an older one, say) put in release 1's place.
      const older = await signed({ releaseId: 'r-older', screens: {}, fragments: {} });
      writeFileSync(join(folder, 'releases', `${manifest.releaseId}.json`), JSON.stringify(older));
      try {
        served.clear();
        const { remote, sent, reports } = phone({ releaseKey: key.publicJwk });
        expect(await remote()).toBeNull();
        reports.flush();
        expect(sent).toEqual([
          {
            releaseId: manifest.releaseId,
            appVersion: '1.0.0',
            rejections: [
              {
                reason: `release not used: releases/${manifest.releaseId}.json is not the file release r-staged names by its hash`,
              },
            ],
          },
        ]);
        expect([...served.keys()]).toEqual(['manifest.json', `releases/${manifest.releaseId}.json`]);
      } finally {
        writeFileSync(join(folder, 'releases', `${manifest.releaseId}.json`), first);
      }
      tried += 1;
    });

    it(`${swappedReleaseFiles[1]}: that screen is refused, the others taken`, async () => {
      const swapped = await signed({
        screens: { ...manifest.screens, 'about-us': manifest.screens.privacy! },
      });
      writeFileSync(join(folder, 'manifest.json'), JSON.stringify(swapped));
      served.clear();
      const { remote } = phone({ releaseKey: key.publicJwk });
      const chosen = await remote();
      await expect(chosen!.screen('about-us')).rejects.toThrow(
        'the file its manifest names for screen about-us is screen privacy',
      );
      expect(await chosen!.screen('privacy')).toMatchObject({ id: 'privacy' });
      tried += 1;
    });
  });
});
