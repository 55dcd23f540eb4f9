/** The parts of the Releases panel: the live release, what it changed, and the history with what phones said of each. */
import type { ReleaseStatus, ReleaseSummary } from '../tools/release-words';
import { SIGNATURE_SAID } from '../tools/release-words';
import { ReleaseReportsView, ReportsTable, type ReleaseReports } from './phone-reports';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString('en-GB') : 'unknown');
const rolloutOf = (r: ReleaseSummary) => (r.rollout === null ? 'every device' : `${r.rollout}% of devices`);
const appsOf = (r: ReleaseSummary) => `${r.appVersions.min ?? 'any'} to ${r.appVersions.max ?? 'any'}`;
const quoted = (t: string | null) => (t === null ? '(none)' : `“${t}”`);

/** The release phones read now. */
export function LiveRelease({ live }: { live: ReleaseSummary }) {
  return (
    <dl
      aria-label="Live release"
      style={{ margin: '4px 0', display: 'grid', gridTemplateColumns: 'auto 1fr', gap: '2px 8px' }}
    >
      <dt>Live</dt>
      <dd style={{ margin: 0 }}>
        <code>{live.releaseId}</code>
        {live.number !== null ? ` (number ${live.number})` : ''}
        {live.contentOf ? `, a rollback to the content of ${live.contentOf}` : ''}
      </dd>
      <dt>Made</dt>
      <dd style={{ margin: 0 }}>{when(live.createdAt)}</dd>
      <dt>Expires</dt>
      <dd style={{ margin: 0 }}>
        {live.expiresAt
          ? `${when(live.expiresAt)} (phones refuse it after; release again with nothing changed to sign it anew)`
          : 'no expiry: phones refuse it'}
      </dd>
      <dt>Rollout</dt>
      <dd style={{ margin: 0 }}>{rolloutOf(live)}</dd>
      <dt>Apps</dt>
      <dd style={{ margin: 0 }}>{appsOf(live)}</dd>
      <dt>Signature</dt>
      <dd style={{ margin: 0 }}>{SIGNATURE_SAID[live.signature]}</dd>
    </dl>
  );
}

/** What the live release changed against the release before it: screens touched and their copy. */
export function ReleaseDiff({ diff }: { diff: NonNullable<ReleaseStatus['diff']> }) {
  if (!diff.against) return <p>The first release: every screen and fragment is new.</p>;
  return (
    <section aria-label="What it changed">
      <h3 style={{ fontSize: 13, margin: '8px 0 2px' }}>What it changed against {diff.against}</h3>
      {!diff.changes.length ? <p>Nothing but its rollout or app range.</p> : null}
      <ul style={{ margin: 0, paddingLeft: 16 }}>
        {diff.changes.map((c) => (
          <li key={`${c.kind}:${c.id}`}>
            {c.kind} <strong>{c.id}</strong>: {c.change}
            <ul style={{ paddingLeft: 14 }}>
              {c.copy.map((copy) => (
                <li key={copy.path} title={copy.path}>
                  {copy.subject}, {copy.prop}: <del>{quoted(copy.before)}</del> →{' '}
                  <ins>{quoted(copy.after)}</ins>
                </li>
              ))}
              {c.otherChanges ? (
                <li>and {c.otherChanges} other change(s): layout, actions, data or conditions</li>
              ) : null}
            </ul>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Every release, newest first: when, to whom, what phones said, and a way back to an earlier one. */
export function ReleaseHistory({
  history,
  live,
  counts,
  onRollback,
  busy,
}: {
  history: readonly ReleaseSummary[];
  live: string | null;
  counts: readonly ReleaseReports[];
  onRollback: (to: string) => void;
  busy: boolean;
}) {
  return (
    <table aria-label="Release history" style={{ borderCollapse: 'collapse', fontSize: 12, width: '100%' }}>
      <tbody>
        {history.map((r) => (
          <tr key={r.releaseId} style={{ verticalAlign: 'top', borderTop: '1px solid #ddd' }}>
            <th scope="row" style={{ textAlign: 'left', fontWeight: r.releaseId === live ? 700 : 400 }}>
              <code>{r.releaseId}</code>
              {r.number !== null ? ` number ${r.number}` : ''}
              {r.releaseId === live ? ' (live)' : ''}
              <div style={{ fontWeight: 400 }}>
                {r.contentOf ? `the content of ${r.contentOf}, ` : ''}
                {when(r.createdAt)}, {rolloutOf(r)}, apps {appsOf(r)}, {SIGNATURE_SAID[r.signature]}
              </div>
            </th>
            <td>
              <ReleaseReportsView reports={counts.find((c) => c.release === r.releaseId)} />
            </td>
            <td>
              {r.releaseId !== live ? (
                <button type="button" disabled={busy} onClick={() => onRollback(r.releaseId)}>
                  Roll back to this
                </button>
              ) : null}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Reports of releases the folder does not hold: the bundled screens, an unreadable manifest, another folder's. */
export function OtherReports({ counts }: { counts: readonly ReleaseReports[] }) {
  return <ReportsTable counts={counts} label="Other reports" />;
}
