/**
 * A release carries every language's catalogues: a phone in Filipino shows a released screen with its
 * release's Filipino, loaded by the hash the signed manifest names; a rollback brings the earlier
 * Filipino back; a catalogue that does not match its hash is refused, reported once, and the
 * catalogue the app was built with translates the screen instead.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rollback } from '../../scripts/descriptors/configs-release';
import { releaseHost } from '../../tests/release-host';

const host = releaseHost();
const { screensFolder, session, editTranslation, publish, served } = host;

const bundledFil = () =>
  (
    JSON.parse(
      readFileSync(join(import.meta.dirname, '../../screen-configs/languages/fil/about-us.json'), 'utf8'),
    ) as { strings: Record<string, { fil: string }> }
  ).strings['/title']!.fil;

describe('a release with its catalogues', () => {
  it('shows the released Filipino, and the earlier one again after a rollback', async () => {
    editTranslation('fil', 'about-us', '/title', 'Tungkol sa nagpapautang');
    const first = await publish(0);
    expect(Object.keys(first.catalogues!.fil!.screens)).toContain('about-us');
    expect(Object.keys(first.catalogues!.fil!.fragments)).toContain('payment-method');
    const opened = await session('device-1', '1.0.0', undefined, { language: 'fil' }).open('about-us');
    expect(opened.origin).toBe('remote');
    expect(opened.title).toBe('Tungkol sa nagpapautang');
    expect(served).toContain(`/screens/descriptors/${first.catalogues!.fil!.screens['about-us']}.json`);

    editTranslation('fil', 'about-us', '/title', 'Tungkol sa amin ngayon');
    await publish(1);
    expect((await session('device-1', '1.0.0', undefined, { language: 'fil' }).open('about-us')).title).toBe(
      'Tungkol sa amin ngayon',
    );
    expect(await rollback(screensFolder(), { key: host.key })).toMatchObject({ ok: true });
    expect((await session('device-1', '1.0.0', undefined, { language: 'fil' }).open('about-us')).title).toBe(
      'Tungkol sa nagpapautang',
    );
  });

  it('refuses a catalogue that does not match its hash, reports it once and translates with the bundled one', async () => {
    editTranslation('fil', 'about-us', '/title', 'Tungkol sa nagpapautang');
    const manifest = await publish(0);
    const file = join(
      screensFolder(),
      'descriptors',
      `${manifest.catalogues!.fil!.screens['about-us']}.json`,
    );
    writeFileSync(file, readFileSync(file, 'utf8').replace('Tungkol sa nagpapautang', 'Binago'));
    const phone = session('device-1', '1.0.0', undefined, { language: 'fil' });
    const opened = await phone.open('about-us');
    // The screen itself is the release's; its words come from the catalogue the app was built with.
    expect(opened.origin).toBe('remote');
    expect(opened.title).toBe(bundledFil());
    await phone.open('about-us');
    expect(phone.sent).toHaveLength(1);
    expect(phone.sent[0]!.rejections).toEqual([
      {
        screen: 'fil/about-us',
        reason: `catalogue of release ${manifest.releaseId} not used: its content does not match the hash its manifest names`,
      },
    ]);
  });

  it('translates a release made before catalogues were released with the bundled ones', async () => {
    const manifest = await publish(0);
    const { catalogues: _none, ...older } = manifest;
    expect(_none).toBeDefined();
    const { signManifest } = await import('./remote-release');
    const { signature: _old, ...unsigned } = older;
    const resigned = { ...unsigned, signature: await signManifest(unsigned, host.key.privateKey) };
    writeFileSync(join(screensFolder(), 'manifest.json'), JSON.stringify(resigned));
    const phone = session('device-1', '1.0.0', undefined, { language: 'fil' });
    const opened = await phone.open('about-us');
    expect(opened.origin).toBe('remote');
    expect(opened.title).toBe(bundledFil());
    expect(phone.sent).toEqual([]);
  });
});
