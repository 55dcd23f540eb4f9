/**
 * The references pass: names a descriptor takes from a catalogue (endpoints and their params, native
 * shell messages, route paths and hash routes) and the fragments it includes (they exist, get only
 * the params they declare, never include themselves). Each problem names the fix and a did-you-mean.
 */
import { didYouMean } from '../language/suggest';
import type { RoutesDescriptor } from '../../schema/screen';
import type { Catalogues, CheckProblem } from './catalogues';
import { requestParamProblems } from './data-paths';
import { pointerKey, type Json } from './json';
import type { CatalogueName } from './language';
import type { Scan } from './scan-result';

function catalogueMessage(catalogue: CatalogueName, found: string, catalogues: Catalogues): string {
  const known = knownNames(catalogue, catalogues);
  const hint = didYouMean(found, known);
  switch (catalogue) {
    case 'endpointName':
      return `unknown endpoint "${found}"${hint}: use a name of the API catalogue (${catalogues.endpoints.listedIn})`;
    case 'bridgeType':
      return `unknown bridge message "${found}"${hint}: the native shell understands ${known.join(', ')}`;
    case 'routePath':
      return `no route in routes.json has the path "${found}"${hint}: fix the path or add the route to routes.json`;
  }
}

function knownNames(catalogue: CatalogueName, catalogues: Catalogues): readonly string[] {
  switch (catalogue) {
    case 'endpointName':
      return catalogues.endpoints.names;
    case 'bridgeType':
      return catalogues.bridgeMessages;
    case 'routePath':
      return [...new Set((catalogues.routes?.routes ?? []).map((r) => r.path))];
  }
}

/** What the references of one node, action or source come to. */
export interface PropReferences {
  problems: CheckProblem[];
  /** The paths of the catalogue-typed props checked (the schema's own enum error there gives way). */
  checked: string[];
  /** A navigation's hash, next to its route path (if any), checked against the routes later. */
  hash?: { to: string | undefined; hash: string; path: string };
}

/** The catalogue-typed props of a node, action or source (`definition` names its editor schema definition). */
export function propReferences(
  at: { definition: string; value: Json; path: string },
  catalogues: Catalogues,
): PropReferences {
  const { definition, value: o, path } = at;
  const out: PropReferences = { problems: [], checked: [] };
  const catalogueProps =
    catalogues.language.catalogueProps.get(definition) ?? new Map<string, CatalogueName>();
  for (const [prop, catalogue] of catalogueProps) {
    const v = o[prop];
    if (typeof v !== 'string') continue;
    const known = knownNames(catalogue, catalogues);
    // Without routes the schema's own check of the path stands.
    if (catalogue === 'routePath' && !known.length) continue;
    const where = `${path}/${pointerKey(prop)}`;
    out.checked.push(where);
    if (!known.includes(v))
      out.problems.push({ level: 'error', path: where, message: catalogueMessage(catalogue, v, catalogues) });
    // A state-changing endpoint as a source is refused on its own: its params are beside the point.
    else if (
      catalogue === 'endpointName' &&
      !(definition === 'source' && catalogues.endpoints.changesState(v))
    )
      for (const p of requestParamProblems(v, o.params, catalogues.endpoints))
        out.problems.push({
          level: 'error',
          path: p.key === undefined ? `${path}/params` : `${path}/params/${pointerKey(p.key)}`,
          message: p.message,
        });
  }
  // Next to a route path (navigate's `to`), a "hash" names a hash route of that path, or of the
  // current screen's paths when no route path is given.
  const routeProp = [...catalogueProps].find(([, c]) => c === 'routePath')?.[0];
  if (routeProp && typeof o.hash === 'string') {
    const to = o[routeProp];
    if (to === undefined || knownNames('routePath', catalogues).includes(to as string))
      out.hash = { to: to as string | undefined, hash: o.hash, path: `${path}/hash` };
  }
  return out;
}

/** A fragment as the checks need it: its scan and the params it declares. */
export interface FragmentInfo {
  scan: Scan;
  params: readonly string[];
}

/** Problems of the fragment refs in a screen or fragment: unknown refs, params the fragment does not declare. */
export function refProblems(
  own: Scan,
  fragments: ReadonlyMap<string, FragmentInfo>,
  catalogue: Catalogues['fragments'],
): CheckProblem[] {
  const out: CheckProblem[] = [];
  for (const r of own.refs) {
    const fragment = fragments.get(r.ref);
    if (!fragment) {
      out.push({
        level: 'error',
        path: `${r.path}/ref`,
        message: `unknown fragment '${r.ref}': no ${catalogue.folder}/fragments/${r.ref}.json${didYouMean(r.ref, catalogue.ids)}; fix the ref or create the file`,
      });
      continue;
    }
    for (const key of Object.keys(r.with ?? {}))
      if (!fragment.params.includes(key))
        out.push({
          level: 'error',
          path: `${r.path}/with/${pointerKey(key)}`,
          message: `fragment '${r.ref}' has no param '${key}'${didYouMean(key, fragment.params)}: it reads only the params it declares (${fragment.params.join(', ') || 'none'}); fix the name or add it to the fragment's "params"`,
        });
  }
  return out;
}

/** Fragments that include themselves, directly or through others (the app stops at 5 levels). */
export function cycleProblems(id: string, fragments: ReadonlyMap<string, FragmentInfo>): CheckProblem[] {
  const own = fragments.get(id);
  if (!own) return [];
  const out: CheckProblem[] = [];
  for (const r of own.scan.refs) {
    // Depth-first from the ref: does it lead back to `id`?
    const chain = cycleFrom(r.ref, { target: id, fragments, seen: new Set() });
    if (chain)
      out.push({
        level: 'error',
        path: `${r.path}/ref`,
        message: `fragment '${id}' includes itself (${[id, ...chain].join(' → ')}): remove this ref`,
      });
  }
  return out;
}

function cycleFrom(
  at: string,
  walk: { target: string; fragments: ReadonlyMap<string, FragmentInfo>; seen: Set<string> },
): string[] | null {
  if (at === walk.target) return [at];
  if (walk.seen.has(at)) return null;
  walk.seen.add(at);
  for (const r of walk.fragments.get(at)?.scan.refs ?? []) {
    const rest = cycleFrom(r.ref, walk);
    if (rest) return [at, ...rest];
  }
  return null;
}

/** Every fragment a scan includes, directly or through other fragments (each once). */
export function includedFragments(own: Scan, fragments: ReadonlyMap<string, FragmentInfo>): string[] {
  const found: string[] = [];
  const visit = (s: Scan) => {
    for (const r of s.refs) {
      const f = fragments.get(r.ref);
      if (!f || found.includes(r.ref)) continue;
      found.push(r.ref);
      visit(f.scan);
    }
  };
  visit(own);
  return found;
}

const trim = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** A hash must name a hash route of its path, or the route without a hash (or not-found) shows instead. */
export function hashProblems(
  screen: { id: string; scans: readonly { fragment?: string; scan: Scan }[] },
  routes: RoutesDescriptor | undefined,
): CheckProblem[] {
  const out: CheckProblem[] = [];
  if (!routes) return out;
  for (const { fragment, scan: s } of screen.scans)
    for (const h of s.hashes) {
      if (h.hash.includes('{{')) continue;
      const paths =
        h.to !== undefined ? [h.to] : routes.routes.filter((r) => r.screen === screen.id).map((r) => r.path);
      const hash = trim(h.hash.split('?')[0] || '/');
      const candidates = routes.routes.filter((r) => paths.some((p) => trim(p) === trim(r.path)));
      const hashes = candidates.flatMap((r) => (r.hash === undefined ? [] : [r.hash]));
      if (!paths.length || candidates.some((r) => r.hash !== undefined && trim(r.hash) === hash)) continue;
      const fallback = candidates.find((r) => r.hash === undefined);
      // A path without hash routes shows its screen whatever the hash (an anchor of the page).
      if (!hashes.length && fallback) continue;
      out.push({
        level: 'error',
        path: h.path,
        message: `no route of ${paths.join(', ')} has the hash "${h.hash}"${didYouMean(h.hash, hashes)}, so ${fallback ? `'${fallback.screen}'` : `the not-found screen`} shows instead: use one of ${hashes.map((x) => `"${x}"`).join(', ') || 'none'} or add the route to routes.json`,
        ...(fragment ? { fragment } : {}),
      });
    }
  return out;
}
