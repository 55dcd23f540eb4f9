/**
 * Manifests a phone does not take, end to end in Node: unsigned, signed with another key, changed
 * after signing, read by an app without a release key, older than the newest release the phone
 * used, expired, or older than the lowest release the app build accepts; and files swapped for other
 * signed ones. Every screen stays bundled and one report says why.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateSigningKey } from '../../scripts/descriptors/release-key';
import { releaseHost } from '../../tests/release-host';
import { sha256 } from '../../scripts/descriptors/configs-release';
import { signManifest } from './remote-release';

const host = releaseHost();
const { screensFolder, session, editTitle, publish, manifestFile, readManifest } = host;
const DAY = 24 * 60 * 60 * 1000;

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

  it('an expired manifest: a config host that keeps serving it after its expiry', async () => {
    editTitle('about-us', 'Frozen copy');
    // Made twenty days ago with the default expiry of fourteen days, and never signed again.
    const frozen = await publish(0, { now: new Date(Date.now() - 20 * DAY) });
    const phone = session();
    await refused(
      phone,
      new RegExp(`^manifest\\.json not used: release ${frozen.releaseId} expired at ${frozen.expiresAt}`),
    );
    // The same release within its expiry is taken.
    await publish(1, { now: new Date(Date.now() - 20 * DAY), expiresInDays: 30 });
    expect((await session('device-2').open('about-us')).screen.title).toBe('Frozen copy');
  });

  it('an older release served to a fresh install, below the lowest release its build accepts', async () => {
    editTitle('about-us', 'Release one');
    const first = await publish(0);
    editTitle('about-us', 'Release two');
    await publish(1);
    writeFileSync(manifestFile(), readFileSync(join(screensFolder(), 'releases', `${first.releaseId}.json`)));
    // A new phone has used no release, but its build accepts none below number 2.
    await refused(
      session('fresh-install', '1.0.0', host.key.publicJwk, { buildFloor: 2 }),
      /\(number 1\) is older than release number 2, the lowest this app build accepts/,
    );
    // A build whose floor is 1 takes it: the floor is the build's, not the release's.
    const older = session('older-build', '1.0.0', host.key.publicJwk, { buildFloor: 1 });
    expect((await older.open('about-us')).screen.title).toBe('Release one');
  });
});

describe('a file swapped for another signed one: the bundled screen, reported once', () => {
  it("the previous release's file, which a device outside a staged release reads", async () => {
    editTitle('about-us', 'Oldest copy');
    const oldest = await publish(0);
    editTitle('about-us', 'Everyone');
    const everyone = await publish(1);
    editTitle('about-us', 'Nobody yet');
    const staged = await publish(2, { rolloutPercent: 0 });
    expect(staged.previousHash).toBe(
      sha256(readFileSync(join(screensFolder(), 'releases', `${everyone.releaseId}.json`))),
    );
    expect((await session('outside-1').open('about-us')).screen.title).toBe('Everyone');
    // The oldest signed release served under the previous release's name.
    writeFileSync(
      join(screensFolder(), 'releases', `${everyone.releaseId}.json`),
      readFileSync(join(screensFolder(), 'releases', `${oldest.releaseId}.json`)),
    );
    const phone = session('outside-2');
    expect((await phone.open('about-us')).origin).toBe('bundled');
    expect((await phone.open('privacy')).origin).toBe('bundled');
    expect(phone.sent).toEqual([
      {
        releaseId: everyone.releaseId,
        appVersion: '1.0.0',
        rejections: [
          {
            reason: `release not used: releases/${everyone.releaseId}.json is not the file release ${staged.releaseId} names by its hash`,
          },
        ],
      },
    ]);
  });

  it("a screen's file swapped for another screen's, in a manifest signed again", async () => {
    editTitle('about-us', 'About copy');
    const manifest = await publish(0);
    // Signed with the release key, the manifest names the privacy screen's file for about-us.
    const swapped = { ...manifest, screens: { ...manifest.screens, 'about-us': manifest.screens.privacy! } };
    writeFileSync(
      manifestFile(),
      JSON.stringify({ ...swapped, signature: await signManifest(swapped, host.key.privateKey) }),
    );
    const phone = session();
    const loaded = await phone.open('about-us');
    expect(loaded.origin).toBe('bundled');
    expect(loaded.screen.title).toBe('About us');
    expect((await phone.open('privacy')).origin).toBe('remote');
    expect(phone.sent).toHaveLength(1);
    expect(phone.sent[0]!.rejections).toEqual([
      {
        screen: 'about-us',
        reason: expect.stringContaining('the file its manifest names for screen about-us is screen privacy'),
      },
    ]);
  });
});
