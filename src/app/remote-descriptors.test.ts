/**
 * Remote descriptors end to end in Node: a release folder written by `configs:release`, served by a
 * local static server, read by the phone's loader; broken releases keep the bundled screens and send
 * exactly one report; a rollback shows the old copy in the next session.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rollback } from '../../scripts/descriptors/configs-release';
import { releaseHost } from '../../tests/release-host';

const host = releaseHost();
const { served, screensFolder, session, editTitle, publish, tamper } = host;

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
    expect(await rollback(screensFolder(), { key: host.key })).toMatchObject({ ok: true });
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
