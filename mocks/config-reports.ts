/**
 * The operators' report collector, faked: phones post what they refused of a remote release
 * (src/app/remote-descriptors.ts) to `POST /config-reports`, the dev app's default
 * `VITE_CONFIG_REPORT_URL`; `GET /config-reports` lists what arrived, newest first, for the preview.
 */
import { http, HttpResponse, type HttpHandler } from 'msw';

/** Where the dev app posts its reports (.env.development) and the preview reads them. */
export const REPORT_PATH = '/config-reports';

/** The most reports kept: a phone sends at most one per release and session. */
const MAX_REPORTS = 200;

/** One report as received: what the phone sent, and when it arrived. */
export interface ReceivedReport {
  releaseId: string;
  appVersion: string;
  rejections: { screen?: string; reason: string }[];
  /** ISO time of arrival (the phone's clock is not trusted). */
  receivedAt: string;
}

/** Keeps the received reports; `keep` carries them over a reload (the browser's sessionStorage). */
export interface ReportStore {
  add(report: Omit<ReceivedReport, 'receivedAt'>, at?: Date): ReceivedReport;
  /** The reports, newest first. */
  list(): ReceivedReport[];
  clear(): void;
}

export interface ReportKeeper {
  read(): string | null;
  write(text: string): void;
}

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.length <= max ? value : null;

/** The report in a posted body, or null when the body is not one (nothing is stored then). */
export function asReport(body: unknown): Omit<ReceivedReport, 'receivedAt'> | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const { releaseId, appVersion, rejections } = body as Record<string, unknown>;
  const release = text(releaseId, 64);
  const version = text(appVersion, 32);
  if (!release || version === null || !Array.isArray(rejections) || rejections.length > 100) return null;
  const kept: ReceivedReport['rejections'] = [];
  for (const item of rejections as unknown[]) {
    const { screen, reason } = (item ?? {}) as Record<string, unknown>;
    const why = text(reason, 2000);
    if (why === null || (screen !== undefined && text(screen, 64) === null)) return null;
    kept.push(screen === undefined ? { reason: why } : { screen: screen as string, reason: why });
  }
  return { releaseId: release, appVersion: version, rejections: kept };
}

/** A store of received reports, in memory, carried over by `keep` when given. */
export function createReportStore(keep?: ReportKeeper): ReportStore {
  let reports: ReceivedReport[] = [];
  try {
    const saved = JSON.parse(keep?.read() ?? '[]') as unknown;
    if (Array.isArray(saved))
      reports = saved.flatMap((r: unknown) => {
        const report = asReport(r);
        const at = (r as { receivedAt?: unknown }).receivedAt;
        return report && typeof at === 'string' ? [{ ...report, receivedAt: at }] : [];
      });
  } catch {
    // An unreadable copy starts the list afresh.
  }
  const save = () => {
    try {
      keep?.write(JSON.stringify(reports));
    } catch {
      // Storage full: the reports then last until the next reload.
    }
  };
  return {
    add(report, at = new Date()) {
      const received = { ...report, receivedAt: at.toISOString() };
      reports = [received, ...reports].slice(0, MAX_REPORTS);
      save();
      return received;
    },
    list: () => reports.map((r) => ({ ...r, rejections: r.rejections.map((x) => ({ ...x })) })),
    clear() {
      reports = [];
      save();
    },
  };
}

/** `POST` stores a report (204; 400 for anything else), `GET` lists them: on any origin, like the API. */
export function reportHandlers(store: ReportStore): HttpHandler[] {
  return [
    http.post(`*${REPORT_PATH}`, async ({ request }) => {
      let body: unknown;
      try {
        body = await request.json();
      } catch {
        body = null;
      }
      const report = asReport(body);
      if (!report) return HttpResponse.json({ message: 'not a config report' }, { status: 400 });
      store.add(report);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`*${REPORT_PATH}`, () =>
      HttpResponse.json({ reports: store.list() }, { headers: { 'Cache-Control': 'no-store' } }),
    ),
  ];
}
