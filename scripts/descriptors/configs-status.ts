/**
 * `npm run configs:status -- <out-dir> [--json]`: what is live in a release folder, at what rollout
 * and app range, when it was made, what it changed against the release before it (screens touched
 * and their copy, as a readable diff), and the history of releases (./release-status.ts).
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { releaseStatus, type ReleaseStatus, type ReleaseSummary } from './release-status';

const when = (iso: string | null) =>
  iso ? `${iso.replace('T', ' ').slice(0, 16)} UTC` : 'at an unknown time';

/** A release in one line: its id and number, when, to whom, which apps, whether signed. */
export function describeRelease(r: ReleaseSummary): string {
  const parts = [
    `${r.releaseId}${r.number !== null ? ` (#${r.number})` : ''}`,
    `made ${when(r.createdAt)}`,
    r.rollout === null ? 'for every device' : `rolled out to ${r.rollout}% of devices`,
    `apps ${r.appVersions.min ?? 'any'} to ${r.appVersions.max ?? 'any'}`,
  ];
  if (r.signed !== null) parts.push(r.signed ? 'signed' : 'not signed');
  return parts.join(', ');
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

function main(args: string[]): number {
  const out = args.find((a) => !a.startsWith('--'));
  if (!out) {
    console.error('usage: configs-status.ts <out-dir> [--json]');
    return 2;
  }
  const folder = resolve(out);
  if (!existsSync(folder)) {
    console.error(`There is no folder ${folder}: give the folder releases were written to`);
    return 1;
  }
  const status = releaseStatus(folder);
  console.log(args.includes('--json') ? JSON.stringify(status) : formatStatus(status));
  return 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exit(main(process.argv.slice(2)));
