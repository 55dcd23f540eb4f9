/**
 * A release of remote descriptors as the app reads it (scripts/descriptors/configs-release.ts writes them): the
 * manifest's shape and signature, whether this device takes a staged release, and whether a
 * descriptor's bytes are the ones the manifest names.
 */

export interface ReleaseManifest {
  /** `r<yyyymmddhhmmss>-<hash of the content>`. */
  releaseId: string;
  createdAt: string;
  /** The app versions this release supports (inclusive). */
  appVersions: { min?: string; max?: string };
  /** Screen id → SHA-256 (hex) of its descriptor file. */
  screens: Record<string, string>;
  /** Fragment id → SHA-256 (hex) of its descriptor file. */
  fragments: Record<string, string>;
  /**
   * Language code → the SHA-256 (hex) of each screen's and fragment's catalogue in that language
   * (screen-configs/languages/<code>/): a release ships its Filipino with its English. A release
   * made before catalogues were released has none, and phones translate it with their bundled ones.
   */
  catalogues?: Record<string, ReleaseCatalogues>;
  /**
   * When phones stop taking this manifest (ISO 8601): a config host that keeps serving it after a
   * newer release is out is believed until then, no longer (`configs:release --expires-in`).
   */
  expiresAt: string;
  /** The release this one replaced. */
  previous: string | null;
  /**
   * SHA-256 (hex) of the previous release's file (`releases/<previous>.json`), which a device outside
   * a staged release reads: another signed manifest served under that name is refused.
   */
  previousHash: string | null;
  /** Share of devices (0–100) that take this release; the others keep the previous one. */
  rollout?: { percent: number };
  /** One more than the release before it: a phone refuses a release older than the newest it used. */
  releaseNumber: number;
  /** A rollback: the earlier release whose content this one publishes again. */
  contentOf?: string;
  /**
   * ECDSA P-256 with SHA-256 (base64url, r‖s) over the manifest's other fields as canonical JSON
   * (`signedText`), made with the release key; phones verify it with app.json's `releaseKey`.
   */
  signature: string;
}

/** The catalogues of one language in a release, by the id of the screen or fragment they translate. */
export interface ReleaseCatalogues {
  screens: Record<string, string>;
  fragments: Record<string, string>;
}

const HASH = /^[0-9a-f]{64}$/;
/** A language code as app.json lists them (`fil`, `en-PH`). */
const LANGUAGE_CODE = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;
const RELEASE_ID = /^[A-Za-z0-9-]{1,64}$/;
/** A UTC time as `toISOString` writes it. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;
/** 64 bytes of r‖s in base64url. */
const SIGNATURE = /^[A-Za-z0-9_-]{86}$/;
const isRecordOf = (value: unknown, test: (v: unknown) => boolean): value is Record<string, string> =>
  Boolean(value) &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.values(value as Record<string, unknown>).every(test);

/** The manifest when `value` has its shape, else null (a manifest is read from the network). */
export function asManifest(value: unknown): ReleaseManifest | null {
  if (!value || typeof value !== 'object') return null;
  const m = value as Partial<ReleaseManifest>;
  const hash = (v: unknown) => typeof v === 'string' && HASH.test(v);
  const percent = m.rollout?.percent;
  const ok =
    typeof m.releaseId === 'string' &&
    RELEASE_ID.test(m.releaseId) &&
    Number.isSafeInteger(m.releaseNumber) &&
    m.releaseNumber! >= 1 &&
    typeof m.signature === 'string' &&
    SIGNATURE.test(m.signature) &&
    (m.contentOf === undefined || (typeof m.contentOf === 'string' && RELEASE_ID.test(m.contentOf))) &&
    typeof m.createdAt === 'string' &&
    typeof m.expiresAt === 'string' &&
    ISO_TIME.test(m.expiresAt) &&
    Number.isFinite(Date.parse(m.expiresAt)) &&
    Boolean(m.appVersions) &&
    typeof m.appVersions === 'object' &&
    isRecordOf(m.screens, hash) &&
    isRecordOf(m.fragments, hash) &&
    (m.catalogues === undefined ||
      (isRecordOf(
        m.catalogues,
        (c) =>
          !!c &&
          typeof c === 'object' &&
          isRecordOf((c as ReleaseCatalogues).screens, hash) &&
          isRecordOf((c as ReleaseCatalogues).fragments, hash),
      ) &&
        Object.keys(m.catalogues).every((code) => LANGUAGE_CODE.test(code)))) &&
    (m.previous === null || (typeof m.previous === 'string' && RELEASE_ID.test(m.previous))) &&
    (m.previous === null ? m.previousHash === null : hash(m.previousHash)) &&
    (m.rollout === undefined ||
      (typeof percent === 'number' && Number.isInteger(percent) && percent >= 0 && percent <= 100));
  return ok ? (m as ReleaseManifest) : null;
}

/**
 * The device's bucket (0–99) for a release: a stable hash of the device id and the release id, so
 * the same borrower sees the same release on every visit, and each release draws its own share.
 */
export function rolloutBucket(deviceId: string, releaseId: string): number {
  // FNV-1a, 32 bits: small, stable across platforms, spread well enough for a percentage.
  let hash = 0x811c9dc5;
  const text = `${releaseId}:${deviceId}`;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 100;
}

/** Whether this device takes the release (always, when the manifest names no percentage). */
export function takesRelease(manifest: ReleaseManifest, deviceId: string): boolean {
  if (!manifest.rollout) return true;
  return rolloutBucket(deviceId, manifest.releaseId) < manifest.rollout.percent;
}

const parts = (version: string) => version.split('.').map((p) => Number.parseInt(p, 10) || 0);

/** Compares dotted versions: negative when a < b, 0 when equal, positive when a > b. */
export function compareVersions(a: string, b: string): number {
  const x = parts(a);
  const y = parts(b);
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
    const d = (x[i] ?? 0) - (y[i] ?? 0);
    if (d) return d;
  }
  return 0;
}

/** Whether the manifest's expiry has passed at `now` (ms since the epoch). */
export function hasExpired(manifest: ReleaseManifest, now: number): boolean {
  return Date.parse(manifest.expiresAt) <= now;
}

/** Whether the release supports this app version. */
export function supportsApp(manifest: ReleaseManifest, appVersion: string): boolean {
  const { min, max } = manifest.appVersions;
  return (!min || compareVersions(appVersion, min) >= 0) && (!max || compareVersions(appVersion, max) <= 0);
}

/** SHA-256 of the bytes, in hex (Web Crypto: available in the browser and in Node). */
export async function sha256Hex(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', bytes);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
}

/** JSON with every object's keys in order, the same text from the same value in Node and the browser. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .filter((key) => (value as Record<string, unknown>)[key] !== undefined)
      .map((key) => `${JSON.stringify(key)}:${canonicalJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** The bytes a manifest's signature is made over: every field but the signature, as canonical JSON. */
export function signedText(
  manifest: Omit<ReleaseManifest, 'signature'> & { signature?: string },
): Uint8Array<ArrayBuffer> {
  const { signature: _signature, ...signed } = manifest;
  return new TextEncoder().encode(canonicalJson(signed));
}

/** The signing algorithm of releases: ECDSA on P-256 with SHA-256 (WebCrypto, in Node and the web view). */
export const RELEASE_KEY_ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;
const SIGNATURE_ALGORITHM = { name: 'ECDSA', hash: 'SHA-256' } as const;

export function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
}

/** The signature of a manifest with a private key (the release script's side). */
export async function signManifest(
  manifest: Omit<ReleaseManifest, 'signature'>,
  privateKey: CryptoKey,
): Promise<string> {
  const signature = await crypto.subtle.sign(SIGNATURE_ALGORITHM, privateKey, signedText(manifest));
  return toBase64Url(new Uint8Array(signature));
}

/**
 * Whether the manifest is signed by the release key (a public JWK, app.json's `releaseKey`). Throws
 * when this page cannot verify at all: no WebCrypto (a page not served over https) or a key that is
 * not a P-256 public key.
 */
export async function signedByReleaseKey(
  manifest: ReleaseManifest,
  releaseKey: JsonWebKey,
): Promise<boolean> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle)
    throw new Error('this page cannot verify a signature (no WebCrypto: it is not served over https)');
  const key = await subtle.importKey('jwk', releaseKey, RELEASE_KEY_ALGORITHM, false, ['verify']);
  return subtle.verify(SIGNATURE_ALGORITHM, key, fromBase64Url(manifest.signature), signedText(manifest));
}
