/**
 * `npm run configs:status`: the live release, its rollout and app range, when it was made, what it
 * changed against the release before it (the screens touched and their copy), and the history.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { release, rollback } from './configs-release';
import { generateSigningKey, type SigningKey } from './release-key';
import { formatStatus } from './configs-status';
import { releaseStatus, summaryOf } from './release-status';
import { copyConfigs } from '../../tests/config-copy';

const root = resolve(import.meta.dirname, '../..');
let work: string;
let configs: string;
let out: string;
/** A throwaway release key (the real one never enters the repository). */
let key: SigningKey;

beforeAll(async () => {
  key = await generateSigningKey();
});

beforeEach(() => {
  ({ work, configs } = copyConfigs('configs-status', { filledIn: true }));
  out = join(work, 'cdn');
});
afterEach(() => rmSync(work, { recursive: true, force: true }));

const at = (minute: number) => new Date(Date.UTC(2026, 10, 25, 10, minute, 0));
function edit(name: string, change: (s: Record<string, any>) => void) {
  const file = join(configs, name);
  const value = JSON.parse(readFileSync(file, 'utf8')) as Record<string, any>;
  change(value);
  writeFileSync(file, `${JSON.stringify(value, null, 2)}\n`);
}
async function publish(minute: number, options: { rolloutPercent?: number; minApp?: string } = {}) {
  const outcome = await release(out, { key, from: configs, now: at(minute), ...options });
  if (!outcome.ok) throw new Error(outcome.problems);
  return outcome.manifest.releaseId;
}

describe('configs:status', () => {
  it('shows the live release, its rollout and app range, what it changed in words, and the history', async () => {
    const first = await publish(0);
    edit('about-us.json', (s) => (s.title = 'About the lender'));
    edit('bind-bank.json', (s) => {
      s.body[2].children[0].text = 'Continue';
      s.body[1].gap = 8;
    });
    const second = await publish(5, { rolloutPercent: 10, minApp: '1.0.0' });
    const status = await releaseStatus(out, key.publicJwk);
    expect(status.live).toMatchObject({
      releaseId: second,
      number: 2,
      signature: 'verified',
      contentOf: null,
      rollout: 10,
      appVersions: { min: '1.0.0', max: null },
      createdAt: '2026-11-25T10:05:00.000Z',
      previous: first,
    });
    expect(status.history.map((r) => r.releaseId)).toEqual([second, first]);
    expect(status.diff).toEqual({
      against: first,
      changes: [
        {
          kind: 'screen',
          id: 'about-us',
          change: 'changed',
          copy: [
            {
              subject: 'The screen',
              prop: 'title',
              path: '/title',
              before: 'About us',
              after: 'About the lender',
            },
          ],
          otherChanges: 0,
        },
        {
          kind: 'screen',
          id: 'bind-bank',
          change: 'changed',
          copy: [
            {
              subject: 'The button "next"',
              prop: 'text',
              path: '/body/2/children/0/text',
              before: 'Next',
              after: 'Continue',
            },
          ],
          otherChanges: 1,
        },
      ],
    });
    const printed = execFileSync(
      process.execPath,
      [
        join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
        join(root, 'scripts', 'descriptors', 'configs-status.ts'),
        out,
      ],
      // The key phones verify with: the build's own, as a build made with VITE_RELEASE_KEY has.
      { encoding: 'utf8', env: { ...process.env, VITE_RELEASE_KEY: JSON.stringify(key.publicJwk) } },
    );
    // And which key it checked with, as the workbench's Releases panel checks.
    expect(printed).toBe(
      `${formatStatus(status)}\nSignatures checked with the build's own key (VITE_RELEASE_KEY).\n`,
    );
    expect(printed.split('\n')).toEqual(
      expect.arrayContaining([
        `Live: release ${second} (number 2), made 2026-11-25 10:05 UTC, expires 2026-12-09 10:05 UTC, rolled out to 10% of devices, apps 1.0.0 to any, signed with the release key`,
        `What it changed against ${first}:`,
        '    The screen, title: "About us" → "About the lender"  (/title)',
        '    The button "next", text: "Next" → "Continue"  (/body/2/children/0/text)',
        '    and 1 other change(s): layout, actions, data or conditions',
        `* ${second} (number 2), made 2026-11-25 10:05 UTC, expires 2026-12-09 10:05 UTC, rolled out to 10% of devices, apps 1.0.0 to any, signed with the release key`,
        `  ${first} (number 1), made 2026-11-25 10:00 UTC, expires 2026-12-09 10:00 UTC, for every device, apps any to any, signed with the release key`,
      ]),
    );
  });

  it('follows a rollback: a newer release with the earlier content, and what that changed back', async () => {
    const first = await publish(0);
    edit('about-us.json', (s) => (s.title = 'About the lender'));
    const second = await publish(5);
    expect(await rollback(out, { key, now: at(10) })).toMatchObject({ ok: true });
    const status = await releaseStatus(out, key.publicJwk);
    expect(status.live).toMatchObject({ number: 3, contentOf: first, previous: second });
    expect(status.history.map((r) => r.number)).toEqual([3, 2, 1]);
    expect(status.diff?.changes[0]?.copy[0]).toMatchObject({
      before: 'About the lender',
      after: 'About us',
    });
    expect(formatStatus(status).split('\n')[0]).toBe(
      `Live: release ${status.live!.releaseId} (number 3), a rollback to the content of ${first}, made 2026-11-25 10:10 UTC, expires 2026-12-09 10:10 UTC, for every device, apps any to any, signed with the release key`,
    );
  });

  it('says when a release is not signed with the release key phones hold, or not signed at all', async () => {
    await publish(0);
    const other = await generateSigningKey();
    expect((await releaseStatus(out, other.publicJwk)).live?.signature).toBe('other-key');
    expect((await releaseStatus(out)).live?.signature).toBe('unchecked');
    const manifest = JSON.parse(readFileSync(join(out, 'manifest.json'), 'utf8')) as Record<string, unknown>;
    delete manifest.signature;
    writeFileSync(join(out, 'manifest.json'), JSON.stringify(manifest));
    const unsigned = await releaseStatus(out, key.publicJwk);
    expect(unsigned.live?.signature).toBe('unsigned');
    expect(formatStatus(unsigned).split('\n')[0]).toMatch(/, not signed: phones refuse it$/);
  });

  it('reads a manifest defensively: a release number and a rollback where it has them, nothing it lacks', () => {
    const base = {
      releaseId: 'r1',
      createdAt: '2026-11-25T10:00:00.000Z',
      appVersions: {},
      screens: {},
      fragments: {},
      previous: null,
    };
    expect(summaryOf({ ...base, releaseNumber: 7, contentOf: 'r0' })).toMatchObject({
      number: 7,
      contentOf: 'r0',
    });
    expect(summaryOf(base)).toMatchObject({ number: null, signature: 'unsigned', rollout: null });
    expect(summaryOf({ ...base, screens: { a: 5 }, extra: { anything: true } })?.screens).toEqual({});
    expect(summaryOf({ createdAt: 'x' })).toBeNull();
  });

  it('says when nothing was released yet', async () => {
    expect(formatStatus(await releaseStatus(out))).toBe(
      `No release is live in ${out}: nothing was released there yet (npm run configs:release).`,
    );
  });
});
