/**
 * `npm run configs:status [-- <out-dir>] [--app screen-configs/app.json] [--json]`: what is live in a
 * release folder, its number, whether its signature verifies with the release key phones hold, at what
 * rollout and app range, when it was made, what it changed against the release before it (screens
 * touched and their copy, as a readable diff), and the history of releases (./release-status.ts).
 * The release key is the build's own (`VITE_RELEASE_KEY`, a JWK as JSON) or app.json's `releaseKey`,
 * read as the workbench's Releases panel reads it (release-key.ts: `phoneReleaseKey`); the folder is by
 * default the one the workbench releases into (CONFIGS_RELEASE_DIR, else `.releases/`).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { releaseStatus } from './release-status';
import type { ReleaseStatus, ReleaseSummary } from '../../src/tools/release-words';
import { SIGNATURE_SAID } from '../../src/tools/release-words';
import { phoneReleaseKey, releaseFolderOf } from './release-key';

const when = (iso: string | null) =>
  iso ? `${iso.replace('T', ' ').slice(0, 16)} UTC` : 'at an unknown time';

/** A release in one line: its id and number, when, to whom, which apps, its signature. */
export function describeRelease(r: ReleaseSummary): string {
  return [
    `${r.releaseId}${r.number !== null ? ` (number ${r.number})` : ''}`,
    ...(r.contentOf ? [`a rollback to the content of ${r.contentOf}`] : []),
    `made ${when(r.createdAt)}`,
    r.expiresAt ? `expires ${when(r.expiresAt)}` : 'no expiry (phones refuse it)',
    r.rollout === null ? 'for every device' : `rolled out to ${r.rollout}% of devices`,
    `apps ${r.appVersions.min ?? 'any'} to ${r.appVersions.max ?? 'any'}`,
    SIGNATURE_SAID[r.signature],
  ].join(', ');
}

const quoted = (t: string | null) => (t === null ? '(none)' : JSON.stringify(t));

/** What the live release changed against the one before it, line by line. */
export function formatDiff(diff: ReleaseStatus['diff']): string[] {
  const lines: string[] = [];
  if (diff) {
    lines.push(
      diff.against
        ? `What it changed against ${diff.against}:`
        : 'The first release: every screen and fragment is new.',
    );
    if (diff.against && !diff.changes.length)
      lines.push('  nothing (the same descriptors; rollout or app range only)');
    for (const c of diff.against ? diff.changes : []) {
      lines.push(`  ${c.kind} ${c.id}: ${c.change}`);
      for (const copy of c.copy)
        lines.push(
          `    ${copy.subject}, ${copy.prop}: ${quoted(copy.before)} → ${quoted(copy.after)}  (${copy.path})`,
        );
      if (c.otherChanges)
        lines.push(`    and ${c.otherChanges} other change(s): layout, actions, data or conditions`);
    }
  }
  return lines;
}

/** The status as an operator reads it. */
export function formatStatus(status: ReleaseStatus): string {
  const { live, diff, history } = status;
  if (!live)
    return `No release is live in ${status.folder}: nothing was released there yet (npm run configs:release).`;
  const lines = [`Live: release ${describeRelease(live)}`, ...formatDiff(diff)];
  lines.push('History, newest first:');
  for (const r of history) lines.push(`${r.releaseId === live.releaseId ? '* ' : '  '}${describeRelease(r)}`);
  for (const u of status.unreadable) lines.push(`Could not read ${u}`);
  return lines.join('\n');
}

/** The public key phones verify releases with: the build's own, else app.json's (none: unchecked). */
export function releaseKeyOf(appFile: string, env: NodeJS.ProcessEnv = process.env): JsonWebKey | undefined {
  return phoneReleaseKey(appFile, env).key;
}

/** Which key the signatures were checked with, in words. */
export function keySaid(from: ReturnType<typeof phoneReleaseKey>['from'], appFile: string): string {
  return from === 'VITE_RELEASE_KEY'
    ? "the build's own key (VITE_RELEASE_KEY)"
    : from === 'app.json'
      ? `the releaseKey of ${appFile}`
      : `no key: ${appFile} has no releaseKey (npm run configs:init makes one)`;
}

async function main(args: string[]): Promise<number> {
  const at = args.indexOf('--app');
  const appFile = resolve(at >= 0 ? (args[at + 1] ?? '') : 'screen-configs/app.json');
  // Without a folder, the one the workbench releases into (CONFIGS_RELEASE_DIR, else .releases/).
  const out = args.find((a, i) => !a.startsWith('--') && args[i - 1] !== '--app');
  const folder = out ? resolve(out) : releaseFolderOf(process.cwd());
  if (!existsSync(folder)) {
    console.error(`There is no folder ${folder}: give the folder releases were written to`);
    return 1;
  }
  const status = await releaseStatus(folder, releaseKeyOf(appFile));
  console.log(args.includes('--json') ? JSON.stringify(status) : formatStatus(status));
  if (!args.includes('--json') && status.live)
    console.log(`Signatures checked with ${keySaid(phoneReleaseKey(appFile).from, appFile)}.`);
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(await main(process.argv.slice(2)));
