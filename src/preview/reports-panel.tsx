/**
 * The workbench's reports panel: what phones refused of a remote release (release id, screen, reason,
 * time), as the report collector at VITE_CONFIG_REPORT_URL lists them (in dev, the mock backend).
 */
import { useEffect, useState } from 'react';

interface Row {
  key: string;
  receivedAt: string;
  releaseId: string;
  screen: string;
  reason: string;
}

/** One row per refused screen of each report, newest report first; null when the answer is not a list. */
export function reportRows(answer: unknown): Row[] | null {
  const reports = (answer as { reports?: unknown } | null)?.reports;
  if (!Array.isArray(reports)) return null;
  return reports.flatMap((report: unknown, at) => {
    const { releaseId, receivedAt, rejections } = (report ?? {}) as Record<string, unknown>;
    if (typeof releaseId !== 'string' || !Array.isArray(rejections)) return [];
    return rejections.map((rejection: unknown, i) => {
      const { screen, reason } = (rejection ?? {}) as Record<string, unknown>;
      return {
        key: `${at}-${i}`,
        receivedAt: typeof receivedAt === 'string' ? receivedAt : '',
        releaseId,
        screen: typeof screen === 'string' ? screen : '(the whole release)',
        reason: typeof reason === 'string' ? reason : '',
      };
    });
  });
}

const time = (iso: string) => {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toLocaleTimeString('en-GB');
};

/** Lists the reports received at `url`, read again every `everyMs` while the panel is open. */
export function ReportsPanel({
  url = import.meta.env.VITE_CONFIG_REPORT_URL as string | undefined,
  everyMs = 2000,
}: {
  url?: string;
  everyMs?: number;
}) {
  const [rows, setRows] = useState<Row[]>([]);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!url) return;
    let live = true;
    const read = async () => {
      try {
        const response = await fetch(url, { cache: 'no-store', credentials: 'omit' });
        const listed = response.ok ? reportRows(await response.json()) : null;
        if (!live) return;
        setProblem(listed ? null : `${url} does not list reports (HTTP ${response.status})`);
        if (listed) setRows(listed);
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

  return (
    <section aria-label="Reports from phones" style={{ maxHeight: 320, overflow: 'auto' }}>
      <h2 style={{ fontSize: 14 }}>Reports from phones ({rows.length})</h2>
      {!url ? (
        <p>No report URL: set VITE_CONFIG_REPORT_URL to collect the screens phones refuse.</p>
      ) : problem ? (
        <p role="alert">{problem}</p>
      ) : !rows.length ? (
        <p>No remote descriptor refused so far.</p>
      ) : (
        <table style={{ borderCollapse: 'collapse', fontSize: 12 }}>
          <thead>
            <tr style={{ textAlign: 'left' }}>
              <th>Time</th>
              <th>Release</th>
              <th>Screen</th>
              <th>Reason</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} style={{ verticalAlign: 'top', borderTop: '1px solid #ddd' }}>
                <td title={row.receivedAt}>{time(row.receivedAt)}</td>
                <td>
                  <code>{row.releaseId}</code>
                </td>
                <td>{row.screen}</td>
                <td>{row.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
