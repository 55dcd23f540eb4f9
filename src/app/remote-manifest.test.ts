/**
 * Manifests a phone does not take, end to end in Node: unsigned, signed with another key, changed
 * after signing, read by an app without a release key, or older than the newest release the phone
 * used. Every screen stays bundled and one report says why.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generateSigningKey } from '../../scripts/descriptors/release-key';
import { releaseHost } from '../../tests/release-host';

const { screensFolder, session, editTitle, publish, manifestFile, readManifest } = releaseHost();

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
