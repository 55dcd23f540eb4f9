/**
 * What is live in a release folder (the one `npm run configs:release` writes): the release phones
 * read now, its rollout and app range, when it was made, what it changed against the release before it
 * (the screens and fragments touched, and their copy, line by line), and the history. Files are read
 * defensively: a field this version does not know is left alone, one it lacks is said to be missing.
 * `npm run configs:status` prints it; the workbench's Releases panel shows it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { scan } from '../../src/engine/check/scan';
import { sentence, subjectAt, type Kinds } from '../../src/engine/check/subject';
import { isObject } from '../../src/engine/check/json';
import { validators } from '../../src/generated/validator-set';
import { appCatalogues } from '../../src/app/check-catalogues';
import { asManifest, signedByReleaseKey } from '../../src/app/remote-release';
import type {
  CopyChange,
  DescriptorChange,
  ReleaseDiff,
  ReleaseStatus,
  ReleaseSummary,
  SignatureState,
} from '../../src/tools/release-words';

const text = (v: unknown) => (typeof v === 'string' ? v : null);
const hashes = (v: unknown): Record<string, string> =>
  isObject(v)
    ? Object.fromEntries(Object.entries(v).filter((e): e is [string, string] => typeof e[1] === 'string'))
    : {};

/** A manifest's summary, or null when it is not one (no release id). */
export function summaryOf(value: unknown): ReleaseSummary | null {
  if (!isObject(value) || typeof value.releaseId !== 'string') return null;
  const m = value;
  const versions = isObject(m.appVersions) ? m.appVersions : {};
  const rollout = isObject(m.rollout) && typeof m.rollout.percent === 'number' ? m.rollout.percent : null;
  return {
    releaseId: m.releaseId as string,
    createdAt: text(m.createdAt),
    expiresAt: text(m.expiresAt),
    number: typeof m.releaseNumber === 'number' ? m.releaseNumber : null,
    // Verified against a key by `withSignatures`; a manifest that is not a signed one stays unsigned.
    signature: asManifest(value) ? 'unchecked' : 'unsigned',
    contentOf: text(m.contentOf),
    rollout,
    appVersions: { min: text(versions.min), max: text(versions.max) },
    previous: text(m.previous),
    screens: hashes(m.screens),
    fragments: hashes(m.fragments),
    catalogues: isObject(m.catalogues)
      ? Object.fromEntries(
          Object.entries(m.catalogues).map(([code, c]) => [
            code,
            {
              screens: hashes(isObject(c) ? c.screens : null),
              fragments: hashes(isObject(c) ? c.fragments : null),
            },
          ]),
        )
      : {},
  };
}

/** A release's catalogues as one list: `fil/about-us`, `fil/fragments/detail-rows` → hash. */
const catalogueFiles = (r: ReleaseSummary | null): Record<string, string> =>
  Object.fromEntries(
    Object.entries(r?.catalogues ?? {}).flatMap(([code, c]) => [
      ...Object.entries(c.screens).map(([id, hash]) => [`${code}/${id}`, hash]),
      ...Object.entries(c.fragments).map(([id, hash]) => [`${code}/fragments/${id}`, hash]),
    ]),
  );

/** What changed between two versions of a catalogue: each translation, before and after. */
export function diffCatalogue(before: unknown, after: unknown, code: string) {
  const strings = (v: unknown) => (isObject(v) && isObject(v.strings) ? v.strings : {});
  const old = strings(before);
  const now = strings(after);
  const changes: CopyChange[] = [];
  let otherChanges = 0;
  for (const path of [...new Set([...Object.keys(old), ...Object.keys(now)])].sort()) {
    const a = isObject(old[path]) ? old[path] : {};
    const b = isObject(now[path]) ? now[path] : {};
    if (text(a[code]) !== text(b[code]))
      changes.push({
        subject: `The translation of ${JSON.stringify(text(b.en) ?? text(a.en) ?? '')}`,
        prop: code,
        path,
        before: text(a[code]),
        after: text(b[code]),
      });
    else if (text(a.en) !== text(b.en)) otherChanges += 1;
  }
  if (
    JSON.stringify(isObject(before) ? before.keepEnglish : null) !==
    JSON.stringify(isObject(after) ? after.keepEnglish : null)
  )
    otherChanges += 1;
  return { copy: changes, otherChanges };
}

/** Every leaf of a JSON value by its JSON pointer. */
function leaves(value: unknown, path = '', out = new Map<string, unknown>()): Map<string, unknown> {
  if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value))
      leaves(v, `${path}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, out);
  else out.set(path, value);
  return out;
}

let catalogues: ReturnType<typeof appCatalogues> | undefined;
const kinds = (): Kinds => {
  catalogues ??= appCatalogues({
    validators,
    routes: undefined,
    fragments: { ids: [], load: async () => undefined, folder: '' },
  });
  const { widgets, actions } = catalogues.registries;
  return {
    widgets: new Set(Object.keys(widgets)),
    actions: new Set(Object.keys(actions)),
    actionLists: new Set(
      [...Object.values(widgets), ...Object.values(actions)].flatMap((e) => e.slots.actions),
    ),
  };
};

/** The copy (free-text props) of a descriptor by JSON path. */
function copyPaths(descriptor: unknown, kind: 'screen' | 'fragment'): Set<string> {
  catalogues ??= appCatalogues({
    validators,
    routes: undefined,
    fragments: { ids: [], load: async () => undefined, folder: '' },
  });
  return scan(descriptor, kind, catalogues).textPaths;
}

/** What changed between two versions of a descriptor: its copy, line by line, and how much else. */
export function diffDescriptor(before: unknown, after: unknown, kind: 'screen' | 'fragment') {
  const old = leaves(before);
  const now = leaves(after);
  const copy = new Set([...copyPaths(before, kind), ...copyPaths(after, kind), '/title']);
  const changes: CopyChange[] = [];
  let otherChanges = 0;
  const k = kinds();
  for (const path of new Set([...old.keys(), ...now.keys()])) {
    const a = old.get(path);
    const b = now.get(path);
    if (a === b) continue;
    if (copy.has(path) && (typeof a === 'string' || typeof b === 'string'))
      changes.push({
        subject: sentence(subjectAt(b === undefined ? before : after, path, k, `the ${kind}`), '').trim(),
        prop: path.split('/').pop()!.replace(/~1/g, '/').replace(/~0/g, '~'),
        path,
        before: text(a),
        after: text(b),
      });
    else otherChanges += 1;
  }
  return { copy: changes, otherChanges };
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8')) as unknown;
}

/** The signature state of a release's manifest against `releaseKey` (none: it cannot be checked). */
async function signatureOf(value: unknown, releaseKey: JsonWebKey | undefined): Promise<SignatureState> {
  const manifest = asManifest(value);
  if (!manifest) return 'unsigned';
  if (!releaseKey) return 'unchecked';
  try {
    return (await signedByReleaseKey(manifest, releaseKey)) ? 'verified' : 'other-key';
  } catch {
    // A release key that is not a P-256 public key verifies nothing.
    return 'other-key';
  }
}

/**
 * The status of the release folder `out`, each release's signature checked against `releaseKey` (the
 * public key phones verify with: app.json's `releaseKey`, or a build's own).
 */
export async function releaseStatus(out: string, releaseKey?: JsonWebKey): Promise<ReleaseStatus> {
  const raw = new Map<string, unknown>();
  const status = readStatus(out, raw);
  for (const r of [status.live, ...status.history])
    if (r && r.signature === 'unchecked') r.signature = await signatureOf(raw.get(r.releaseId), releaseKey);
  return status;
}

function readStatus(out: string, raw: Map<string, unknown>): ReleaseStatus {
  const unreadable: string[] = [];
  const read = (file: string): unknown => {
    try {
      return readJson(file);
    } catch (error) {
      unreadable.push(`${file}: ${(error as Error).message}`);
      return undefined;
    }
  };
  const manifestFile = join(out, 'manifest.json');
  const summary = (value: unknown) => {
    const r = summaryOf(value);
    if (r) raw.set(r.releaseId, value);
    return r;
  };
  const live = existsSync(manifestFile) ? summary(read(manifestFile)) : null;
  const dir = join(out, 'releases');
  const history = (existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.json')) : [])
    .map((f) => summary(read(join(dir, f))))
    .filter((r): r is ReleaseSummary => r !== null)
    // Newest first: by number where releases have one, else by when they were made.
    .sort(
      (a, b) =>
        (b.number ?? 0) - (a.number ?? 0) ||
        (b.createdAt ?? '').localeCompare(a.createdAt ?? '') ||
        b.releaseId.localeCompare(a.releaseId),
    );
  const byId = new Map(history.map((r) => [r.releaseId, r]));
  const descriptor = (hash: string | undefined) =>
    hash ? read(join(out, 'descriptors', `${hash}.json`)) : undefined;
  let diff: ReleaseDiff | null = null;
  if (live) {
    const previous = live.previous ? (byId.get(live.previous) ?? null) : null;
    const changes: DescriptorChange[] = [];
    for (const kind of ['screen', 'fragment'] as const) {
      const now = kind === 'screen' ? live.screens : live.fragments;
      const was = previous ? (kind === 'screen' ? previous.screens : previous.fragments) : {};
      for (const id of [...new Set([...Object.keys(was), ...Object.keys(now)])].sort()) {
        if (was[id] === now[id]) continue;
        const change = !was[id] ? 'added' : !now[id] ? 'removed' : 'changed';
        // A screen added or removed is named; the copy is listed for one that changed.
        const { copy, otherChanges } =
          change === 'changed'
            ? diffDescriptor(descriptor(was[id]), descriptor(now[id]), kind)
            : { copy: [], otherChanges: 0 };
        changes.push({ kind, id, change, copy, otherChanges });
      }
    }
    // Each language's catalogues: the translations that changed, line by line.
    const was = catalogueFiles(previous);
    const now = catalogueFiles(live);
    for (const id of [...new Set([...Object.keys(was), ...Object.keys(now)])].sort()) {
      if (was[id] === now[id] || !previous) continue;
      const change = !was[id] ? 'added' : !now[id] ? 'removed' : 'changed';
      const { copy, otherChanges } =
        change === 'changed'
          ? diffCatalogue(descriptor(was[id]), descriptor(now[id]), id.split('/')[0]!)
          : { copy: [], otherChanges: 0 };
      changes.push({ kind: 'catalogue', id, change, copy, otherChanges });
    }
    diff = { against: previous?.releaseId ?? null, changes };
  }
  return { folder: out, live, history, diff, unreadable };
}
