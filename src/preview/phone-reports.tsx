/**
 * What phones reported, per release, as the collector counts it (in dev, the dev server's mock
 * collector at `/__workbench/telemetry`): how many phones run each release and what they refused
 * of it, read again every few seconds while the workbench is open.
 */
import { useEffect, useState } from 'react';

export interface ReleaseReports {
  release: string;
  phones: number;
  refusals: { screen: string | null; reason: string; phones: number }[];
  lastSeen: string;
}

/** Where the workbench reads the counts (scripts/workbench-server/collector.ts). */
export const COUNTS_URL = '/__workbench/telemetry';

/** The counts in an answer, or null when it holds none. */
export function countsOf(answer: unknown): ReleaseReports[] | null {
  const releases = (answer as { releases?: unknown } | null)?.releases;
  if (!Array.isArray(releases)) return null;
  return releases.flatMap((r: unknown) => {
    const { release, phones, refusals, lastSeen } = (r ?? {}) as Record<string, unknown>;
    if (typeof release !== 'string' || typeof phones !== 'number' || !Array.isArray(refusals)) return [];
    const kept = refusals.flatMap((x: unknown) => {
      const { screen, reason, phones: n } = (x ?? {}) as Record<string, unknown>;
      return typeof reason === 'string' && typeof n === 'number'
        ? [{ screen: typeof screen === 'string' ? screen : null, reason, phones: n }]
        : [];
    });
    return [{ release, phones, refusals: kept, lastSeen: typeof lastSeen === 'string' ? lastSeen : '' }];
  });
}

/** The counts at `url`, read again every `everyMs`; `problem` says why they could not be read. */
export function usePhoneReports(url = COUNTS_URL, everyMs = 2000) {
  const [counts, setCounts] = useState<ReleaseReports[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    const read = async () => {
      try {
        const response = await fetch(url, { cache: 'no-store', credentials: 'omit' });
        const listed = response.ok ? countsOf(await response.json()) : null;
        if (!live) return;
        setProblem(listed ? null : `${url} does not count reports (HTTP ${response.status})`);
        if (listed) setCounts(listed);
      } catch (error) {
        if (live) setProblem(`${url} could not be read: ${(error as Error).message}`);
      }
    };
    void read();
    const timer = setInterval(() => void read(), everyMs);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [url, everyMs]);
  return { counts, problem };
}

/** One release's reports: the phones running it, and each refusal with how many phones made it. */
export function ReleaseReportsView({ reports }: { reports: ReleaseReports | undefined }) {
  if (!reports) return <span>no phone reported</span>;
  const refused = reports.refusals.reduce((sum, r) => sum + r.phones, 0);
  return (
    <>
      <span>
        {reports.phones} phone{reports.phones === 1 ? '' : 's'} run it
        {refused ? `, ${refused} refusal${refused === 1 ? '' : 's'}` : ''}
      </span>
      {reports.refusals.length ? (
        <ul style={{ margin: '2px 0', paddingLeft: 16 }}>
          {reports.refusals.map((r) => (
            <li key={`${r.screen ?? ''}|${r.reason}`}>
              {r.screen ?? '(the whole release)'}: {r.reason} ({r.phones})
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}

/** Every release phones reported, newest report first. */
export function PhoneReports({ url, everyMs }: { url?: string; everyMs?: number }) {
  const { counts, problem } = usePhoneReports(url, everyMs);
  return (
    <section aria-label="Reports from phones">
      <h2 style={{ fontSize: 14 }}>Reports from phones</h2>
      {problem ? <p role="alert">{problem}</p> : null}
      {!counts.length ? (
        <p>No phone reported yet.</p>
      ) : (
        <ReportsTable counts={counts} label="Reports per release" />
      )}
    </section>
  );
}

/** Per release, what phones reported of it (the bundled screens named so). */
export function ReportsTable({ counts, label }: { counts: readonly ReleaseReports[]; label: string }) {
  return (
    <table
      aria-label={label}
      style={{ borderCollapse: 'collapse', fontSize: 12, width: '100%', marginTop: 6 }}
    >
      <tbody>
        {counts.map((c) => (
          <tr key={c.release} style={{ verticalAlign: 'top', borderTop: '1px solid #ddd' }}>
            <th scope="row" style={{ textAlign: 'left', fontWeight: 400, paddingRight: 8 }}>
              {c.release === 'bundled' ? 'the bundled screens' : <code>{c.release}</code>}
            </th>
            <td>
              <ReleaseReportsView reports={c} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
