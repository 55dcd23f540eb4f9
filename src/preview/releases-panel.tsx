/**
 * The workbench's Releases panel: release the saved screen files (as `npm run configs:release` does,
 * into the dev server's release folder), see which release is live, at what rollout and app range,
 * when it was made and what it changed against the one before it, the history, and roll back (as
 * `npm run configs:rollback` does); beside each release, what phones reported of it (how many run
 * it, what they refused), read again as reports arrive.
 */
import { useEffect, useState } from 'react';
import type { ReleaseStatus } from '../tools/release-words';
import { usePhoneReports } from './phone-reports';
import { LiveRelease, OtherReports, ReleaseDiff, ReleaseHistory } from './release-views';

/** Where the dev server answers (scripts/workbench-server/releases.ts). */
const RELEASES_URL = '/__workbench/releases';

/** What a release or rollback answered: its release, or why it was refused. */
function outcomeOf(answer: unknown, fallback: string): string {
  const a = (answer ?? {}) as {
    ok?: boolean;
    manifest?: { releaseId?: string };
    unchanged?: boolean;
    problems?: string;
    problem?: string;
    message?: string;
  };
  if (a.ok && a.manifest?.releaseId)
    return a.unchanged
      ? `Nothing changed since release ${a.manifest.releaseId}`
      : `Release ${a.manifest.releaseId} is live`;
  return `Refused: ${a.problems ?? a.problem ?? a.message ?? fallback}`;
}

export function ReleasesPanel({ everyMs = 2000 }: { everyMs?: number }) {
  const [status, setStatus] = useState<ReleaseStatus | null>(null);
  const [said, setSaid] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [rollout, setRollout] = useState('');
  const { counts, problem } = usePhoneReports(undefined, everyMs);

  // The folder is read when the panel opens and after each release or rollback.
  const [reads, setReads] = useState(0);
  useEffect(() => {
    let live = true;
    void (async () => {
      const response = await fetch(RELEASES_URL, { cache: 'no-store' });
      const answer = (await response.json()) as ReleaseStatus & { message?: string };
      if (!live) return;
      if (response.ok) setStatus(answer);
      else setSaid(`The release folder could not be read: ${answer.message ?? response.status}`);
    })();
    return () => {
      live = false;
    };
  }, [reads]);

  const post = async (what: 'release' | 'rollback', body: Record<string, unknown>) => {
    setBusy(true);
    setSaid(null);
    try {
      const response = await fetch(`${RELEASES_URL}/${what}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as { status?: ReleaseStatus };
      setSaid(outcomeOf(answer, `HTTP ${response.status}`));
      // The answer carries the folder's new status: the live release shows at once.
      if (answer.status) setStatus(answer.status);
      else setReads((n) => n + 1);
    } finally {
      setBusy(false);
    }
  };
  const percent = rollout.trim() === '' ? undefined : Number(rollout);
  const live = status?.live ?? null;
  // Why Roll back cannot be pressed, said beside it.
  const rollbackWhy = busy
    ? 'Wait for the release to finish'
    : !status
      ? null
      : !live
        ? 'Roll back needs a release first'
        : !live.previous
          ? 'Roll back needs an earlier release: this is the first'
          : null;
  const others = counts.filter((c) => !status?.history.some((r) => r.releaseId === c.release));

  return (
    <section aria-label="Releases" style={{ borderTop: '1px solid #ddd', marginTop: 8 }}>
      <h2 style={{ fontSize: 14 }}>Releases</h2>
      <div style={{ display: 'flex', gap: 6, alignItems: 'center', flexWrap: 'wrap' }}>
        <button type="button" disabled={busy} onClick={() => void post('release', { rollout: percent })}>
          Release the saved files
        </button>
        <label>
          to{' '}
          <input
            aria-label="Rollout percent"
            value={rollout}
            onChange={(e) => setRollout(e.target.value)}
            placeholder="100"
            size={3}
            inputMode="numeric"
          />
          % of devices
        </label>
        <button
          type="button"
          disabled={busy || !live?.previous}
          aria-describedby={rollbackWhy ? 'rollback-why' : undefined}
          onClick={() => void post('rollback', {})}
        >
          Roll back
        </button>
        {rollbackWhy ? (
          <small id="rollback-why" style={{ color: '#57606a' }}>
            {rollbackWhy}
          </small>
        ) : null}
      </div>
      {said ? <p role="status">{said}</p> : null}
      {problem ? <p role="alert">{problem}</p> : null}
      {!status ? (
        <p>Reading the release folder…</p>
      ) : !live ? (
        // The operator's next step, not the dev server's folder on this machine.
        <p>No release yet: “Release the saved files” makes the first one.</p>
      ) : (
        <>
          <LiveRelease live={live} />
          {status.diff ? <ReleaseDiff diff={status.diff} /> : null}
          <h3 style={{ fontSize: 13, margin: '8px 0 2px' }}>History and what phones said</h3>
          <ReleaseHistory
            history={status.history}
            live={live.releaseId}
            counts={counts}
            busy={busy}
            onRollback={(to) => void post('rollback', { to })}
          />
        </>
      )}
      {others.length ? <OtherReports counts={others} /> : null}
    </section>
  );
}
