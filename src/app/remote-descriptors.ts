/**
 * Remote descriptors as the phone reads them: one release per session, found through the release
 * folder's manifest.json, taken only when it is signed with the app's release key, not expired, and
 * not older than the lowest release this app build accepts nor the newest release this phone has
 * used; each descriptor loaded by the content hash its signed manifest names, verified, and its id
 * checked; every rejection reported once per session and release (docs/deployment.md, the threat
 * model in docs/security.md).
 */
import { remoteMismatch, type RemoteRelease } from '../engine/load/loader';
import type { ReporterPort } from '../engine/ports';
import type { RemoteScreen } from './remote-check';
import {
  asManifest,
  hasExpired,
  sha256Hex,
  signedByReleaseKey,
  supportsApp,
  takesRelease,
  type ReleaseManifest,
} from './remote-release';

/** Reads a URL as text; rejects on a failure, a timeout or an answer that is too large. */
export type FetchText = (url: string, timeoutMs: number) => Promise<string>;

export interface RemoteDescriptorOptions {
  /** The release folder (VITE_CONFIG_BASE), holding manifest.json, releases/ and descriptors/. */
  base: string;
  appVersion: string;
  /** The device's id, for a staged release: the same device always gets the same answer. */
  deviceId: () => string;
  fetchText: FetchText;
  reports: RemoteReports;
  /** The public release key (app.json's `releaseKey`): without one, no release is taken. */
  releaseKey: JsonWebKey | undefined;
  /** The number of the newest release this phone has used (kept across sessions). */
  releaseFloor: ReleaseFloor;
  /**
   * The lowest release number this app build accepts (app.json's `releaseFloor`, or the build's
   * `VITE_RELEASE_FLOOR`): a fresh install, which has used no release yet, refuses an older one.
   */
  buildFloor?: number;
  /** The time now, in ms since the epoch (the phone's clock), against which a manifest expires. */
  now?: () => number;
  /**
   * Why a remote screen cannot be used, or undefined: by default the engine's descriptor checker with
   * the app's catalogues, loaded only when a remote screen is first checked.
   */
  check?: (remote: RemoteScreen) => Promise<string | undefined>;
  /** Hears once per session which release the phone runs: its id, or null for the bundled descriptors. */
  onRelease?: (releaseId: string | null) => void;
  /** How long the manifest may take before the bundled descriptors are used for this session. */
  manifestTimeoutMs?: number;
  descriptorTimeoutMs?: number;
}

/** Where the phone keeps the number of the newest release it has used. */
export interface ReleaseFloor {
  read(): number;
  write(releaseNumber: number): void;
}

/** What a phone sends about one release: which screens it refused and why. No session values. */
export interface RemoteReport {
  releaseId: string;
  appVersion: string;
  rejections: { screen?: string; reason: string }[];
}

/**
 * Collects rejections and sends them in one report per release and session, shortly after the
 * first one (a screen and its fragments failing together make one report, not several).
 */
export class RemoteReports {
  private readonly pending = new Map<string, RemoteReport>();
  private readonly sent = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    private readonly send: (report: RemoteReport) => void,
    private readonly appVersion: string,
    private readonly batchMs = 1000,
  ) {}

  add(releaseId: string, rejection: { screen?: string; reason: string }): void {
    if (this.sent.has(releaseId)) return;
    const report = this.pending.get(releaseId) ?? { releaseId, appVersion: this.appVersion, rejections: [] };
    report.rejections.push(rejection);
    this.pending.set(releaseId, report);
    this.timer ??= setTimeout(() => this.flush(), this.batchMs);
  }

  /** Sends what is pending now (also when the page is hidden, so nothing is lost). */
  flush(): void {
    clearTimeout(this.timer);
    this.timer = undefined;
    for (const [releaseId, report] of this.pending) {
      this.sent.add(releaseId);
      this.send(report);
    }
    this.pending.clear();
  }
}

/**
 * The engine's reporter, also handing each refused remote screen (the loader's
 * `remote-config-rejected`) to the session's reports, so the phone's refusal reaches the operators.
 */
export function reportingRejections(reporter: ReporterPort, reports: RemoteReports): ReporterPort {
  return {
    warn(problem) {
      reporter.warn(problem);
      if (problem.code === 'remote-config-rejected' && problem.release)
        reports.add(problem.release, { screen: problem.screen, reason: problem.message });
    },
  };
}

/** Whether a value read from a release is a catalogue: `strings` of entries holding strings. */
function isCatalogue(value: unknown): boolean {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const { strings, keepEnglish } = value as { strings?: unknown; keepEnglish?: unknown };
  const stringsOnly = (v: unknown) =>
    !!v && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((t) => typeof t === 'string');
  return (
    !!strings &&
    typeof strings === 'object' &&
    !Array.isArray(strings) &&
    Object.values(strings).every(stringsOnly) &&
    (keepEnglish === undefined || stringsOnly(keepEnglish))
  );
}

const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}/${path}`;

/** The checks' code (and the schema facts it reads) loads with the first remote screen, never before. */
const checkRemote = (remote: RemoteScreen) => import('./remote-check').then((m) => m.remoteProblems(remote));

/**
 * The release this session uses, asked for by the screen loader before each screen: the manifest is
 * read once; a device outside a staged release keeps the release before it; a manifest that cannot
 * be used leaves every screen bundled, reported once.
 */
export function createRemoteDescriptors(
  options: RemoteDescriptorOptions,
): () => Promise<RemoteRelease | null> {
  const { base, fetchText, reports } = options;
  const manifestTimeout = options.manifestTimeoutMs ?? 2500;
  const descriptorTimeout = options.descriptorTimeoutMs ?? 5000;
  const now = options.now ?? Date.now;

  /**
   * The manifest in `text`, signed with the release key, not expired (unless a fresh manifest vouches
   * for it by its hash) and not older than the build's floor nor what this phone has used; else it
   * throws why.
   */
  async function verified(path: string, text: string, vouched: boolean): Promise<ReleaseManifest> {
    const manifest = asManifest(JSON.parse(text) as unknown);
    if (!manifest) throw new Error(`${path} is not a signed, numbered release manifest with an expiry`);
    const { releaseKey, releaseFloor } = options;
    if (!releaseKey) throw new Error('this app has no release key (app.json releaseKey)');
    if (!(await signedByReleaseKey(manifest, releaseKey)))
      throw new Error(`release ${manifest.releaseId} is not signed with this app's release key`);
    if (!vouched && hasExpired(manifest, now()))
      throw new Error(
        `release ${manifest.releaseId} expired at ${manifest.expiresAt}: a config host that serves it no longer gets a newer release seen`,
      );
    const lowest = options.buildFloor ?? 0;
    if (manifest.releaseNumber < lowest)
      throw new Error(
        `release ${manifest.releaseId} (number ${manifest.releaseNumber}) is older than release number ${lowest}, the lowest this app build accepts`,
      );
    const newest = releaseFloor.read();
    if (manifest.releaseNumber < newest)
      throw new Error(
        `release ${manifest.releaseId} (number ${manifest.releaseNumber}) is older than release number ${newest}, which this phone has used`,
      );
    return manifest;
  }

  /** manifest.json, read and verified. */
  async function readManifest(): Promise<ReleaseManifest> {
    return verified('manifest.json', await fetchText(joinUrl(base, 'manifest.json'), manifestTimeout), false);
  }

  /**
   * The release before `manifest`, for a device outside its staged share: its file must be the one
   * the signed manifest names by hash and id, so no other signed manifest can be served in its place;
   * its own expiry does not count, as the fresh manifest vouches for it.
   */
  async function readPrevious(manifest: ReleaseManifest, previous: string): Promise<ReleaseManifest> {
    const path = `releases/${encodeURIComponent(previous)}.json`;
    const text = await fetchText(joinUrl(base, path), manifestTimeout);
    if ((await sha256Hex(new TextEncoder().encode(text))) !== manifest.previousHash)
      throw new Error(`${path} is not the file release ${manifest.releaseId} names by its hash`);
    const earlier = await verified(path, text, true);
    if (earlier.releaseId !== previous)
      throw new Error(`${path} holds release ${earlier.releaseId}, not ${previous}`);
    return earlier;
  }

  async function choose(): Promise<ReleaseManifest | null> {
    let manifest: ReleaseManifest;
    try {
      manifest = await readManifest();
    } catch (error) {
      reports.add('manifest', { reason: `manifest.json not used: ${(error as Error).message}` });
      return null;
    }
    if (!takesRelease(manifest, options.deviceId())) {
      const previous = manifest.previous;
      if (!previous) return null;
      try {
        manifest = await readPrevious(manifest, previous);
      } catch (error) {
        reports.add(previous, { reason: `release not used: ${(error as Error).message}` });
        return null;
      }
    }
    if (!supportsApp(manifest, options.appVersion)) {
      const { min = 'any', max = 'any' } = manifest.appVersions;
      reports.add(manifest.releaseId, {
        reason: `release supports app versions ${min} to ${max}; this app is ${options.appVersion}`,
      });
      return null;
    }
    if (manifest.releaseNumber > options.releaseFloor.read())
      options.releaseFloor.write(manifest.releaseNumber);
    return manifest;
  }

  let session: Promise<RemoteRelease | null> | undefined;
  return () => {
    session ??= choose().then((manifest) => {
      options.onRelease?.(manifest?.releaseId ?? null);
      return manifest ? releaseOf(manifest) : null;
    });
    return session;
  };

  function releaseOf(manifest: ReleaseManifest): RemoteRelease {
    const loaded = new Map<string, Promise<unknown>>();
    const load = (hash: string | undefined) => {
      if (!hash) return Promise.resolve(undefined);
      let descriptor = loaded.get(hash);
      if (!descriptor) {
        descriptor = (async () => {
          const text = await fetchText(joinUrl(base, `descriptors/${hash}.json`), descriptorTimeout);
          if ((await sha256Hex(new TextEncoder().encode(text))) !== hash)
            throw new Error('its content does not match the hash its manifest names');
          return JSON.parse(text) as unknown;
        })();
        loaded.set(hash, descriptor);
      }
      return descriptor;
    };
    const own = <T>(record: Record<string, T>, id: string): T | undefined =>
      Object.prototype.hasOwnProperty.call(record, id) ? record[id] : undefined;
    /**
     * The descriptor the manifest names for `id`, which must say it is that one: a file of another
     * screen or fragment, even a signed one, is not taken in its place.
     */
    const named = async (kind: 'screen' | 'fragment', record: Record<string, string>, id: string) => {
      const descriptor = await load(own(record, id));
      if (descriptor === undefined) return undefined;
      const said = (descriptor as { id?: unknown } | null)?.id;
      if (said !== id)
        throw new Error(
          `the file its manifest names for ${kind} ${id} is ${typeof said === 'string' ? `${kind} ${said}` : `a file without an id`}`,
        );
      return descriptor;
    };
    const fragment = (id: string) => named('fragment', manifest.fragments, id);
    const fragments = { ids: Object.keys(manifest.fragments), load: fragment };
    const check = options.check ?? checkRemote;
    /**
     * The release's catalogue of a file in `language`, loaded by the hash its signed manifest names, as
     * a descriptor is; one that does not arrive, does not match or is not a catalogue is reported and
     * the app's own catalogue is used (undefined), as the bundled screen is for a refused screen.
     */
    const catalogue = async (language: string, kind: 'screen' | 'fragment', id: string) => {
      const set = manifest.catalogues && own(manifest.catalogues, language);
      const hash = set ? own(kind === 'screen' ? set.screens : set.fragments, id) : undefined;
      if (!hash) return undefined;
      try {
        const value = await load(hash);
        if (!isCatalogue(value)) throw new Error('it is not a catalogue (no "strings" of translations)');
        return value;
      } catch (error) {
        reports.add(manifest.releaseId, {
          screen: `${language}/${kind === 'fragment' ? 'fragments/' : ''}${id}`,
          reason: `catalogue of release ${manifest.releaseId} not used: ${(error as Error).message}`,
        });
        return undefined;
      }
    };
    return {
      label: manifest.releaseId,
      catalogue,
      // A screen is checked with its release's fragments as `npm run validate` checks it; a refused one throws why.
      screen: async (id) => {
        const screen = await named('screen', manifest.screens, id);
        // A descriptor this app cannot read at all is refused by the loader, saying why.
        if (screen === undefined || remoteMismatch(screen, options.appVersion)) return screen;
        const why = await check({ id, screen, fragments });
        if (why) throw new Error(why);
        return screen;
      },
      fragment,
    };
  }
}
