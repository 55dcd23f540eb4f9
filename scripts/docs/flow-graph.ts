/**
 * How the screens link to each other, read from screen-configs/*.json, fragments/ and routes.json:
 * the graph scripts/docs/flow-map.ts draws.
 *
 * A screen (its id and route paths) per screen file, and a link per `navigate` action (path, then
 * routes.json, then the screen), `open-url` action to a same-origin path, link whose `href` is a
 * route, and bridge message that leaves the web view (a link to the "app (native shell)").
 * Every action list is walked, nested ones included (onSuccess, onError, then, else, the actions
 * of sequence, onConfirm of dialog, onDone of countdown, …: whatever the schema declares as an
 * action list), through fragments and the cases of `each`. Which props hold nodes and actions is
 * read from schemas/screen.schema.json, so a new widget or action type needs no change here.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { FRAGMENT_TYPE, walkNodes } from '../../src/engine/load/validate';
import type { SlotMeta } from '../../src/engine/registry';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const DEFAULT_CONFIG_DIR = join(root, 'screen-configs');
const DEFAULT_SCHEMA = join(root, 'schemas', 'screen.schema.json');

/** The id of the native shell's box; not a valid screen id, so it never collides with one. */
export const APP = '(app)';
export const APP_LABEL = 'app (native shell)';

/**
 * Bridge messages after which the web view is gone or hidden behind a native page: the shell
 * closes it (closeWebview), goes to one of its own pages (toHome, toMine, toProductDetail, to) or
 * logs the user out (offToLogin). Calls, ratings, tracking and the bank bracket keep the screen.
 */
export const LEAVING_BRIDGE_MESSAGES: readonly string[] = [
  'closeWebview',
  'toHome',
  'toMine',
  'offToLogin',
  'toProductDetail',
  'to',
];

export type FlowKind = 'navigate' | 'open-url' | 'link' | 'bridge';

export interface FlowScreen {
  id: string;
  /** Route paths leading to it, `path` or `path#hash`, in routes.json order. */
  routes: string[];
  /** The screen routes.json shows for unknown paths. */
  notFound: boolean;
}

export interface FlowEdge {
  from: string;
  /** A screen id, or APP. */
  to: string;
  kind: FlowKind;
  /** The arrow's label: the action kind, plus the message for bridge arrows. */
  label: string;
  /** Where the link is written: `file#json-pointer`, in file order. */
  at: string[];
}

export interface FlowGraph {
  screens: FlowScreen[];
  edges: FlowEdge[];
}

type Json = Record<string, unknown>;

interface Route {
  path: string;
  hash?: string;
  screen: string;
}

const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
const readJson = (file: string): unknown => JSON.parse(readFileSync(file, 'utf8'));

function refersTo(schema: unknown, id: string): boolean {
  if (!isObject(schema)) return false;
  if (schema.$ref === id) return true;
  if (schema.items && refersTo(schema.items, id)) return true;
  if (isObject(schema.patternProperties))
    return Object.values(schema.patternProperties).some((v) => refersTo(v, id));
  if (isObject(schema.additionalProperties)) return refersTo(schema.additionalProperties, id);
  if (Array.isArray(schema.anyOf)) return schema.anyOf.some((v) => refersTo(v, id));
  return false;
}

interface Slots {
  widgets: Map<string, SlotMeta>;
  actions: Map<string, SlotMeta>;
  /** The screen's own action lists (onEnter, onReady, onBack). */
  screen: string[];
  /** A source's action lists (onSuccess, onError). */
  source: string[];
}

const actionProps = (schema: unknown) =>
  Object.entries(isObject(schema) && isObject(schema.properties) ? schema.properties : {})
    .filter(([, p]) => refersTo(p, '#/definitions/action'))
    .map(([key]) => key);

/** Which props of every widget and action type hold nodes and action lists, from the editor schema. */
function slotsFromSchema(schema: Json): Slots {
  const defs = (schema.definitions ?? {}) as Record<string, Json>;
  const slots: Slots = {
    widgets: new Map(),
    actions: new Map(),
    screen: actionProps(schema),
    source: actionProps(defs.source),
  };
  for (const [name, def] of Object.entries(defs)) {
    const [kind, type] = name.split('.');
    if (!type || (kind !== 'node' && kind !== 'action') || type === FRAGMENT_TYPE) continue;
    const props = (def.properties ?? {}) as Record<string, Json>;
    const meta: SlotMeta = { nodes: [], actions: [], conditions: [], raw: [], props: Object.keys(props) };
    for (const [key, p] of Object.entries(props)) {
      if (key === 'fallback' || p['x-raw']) continue;
      if (refersTo(p, '#/definitions/node')) (meta.nodes as string[]).push(key);
      else if (refersTo(p, '#/definitions/action')) (meta.actions as string[]).push(key);
    }
    (kind === 'node' ? slots.widgets : slots.actions).set(type, meta);
  }
  return slots;
}

const trimSlash = (p: string) => (p.length > 1 ? p.replace(/\/+$/, '') : p);

/** The screen a path (and hash) opens: the first matching route, as the app's router does. */
function screenOf(routes: readonly Route[], notFound: string, path: string, hash = ''): string {
  const hit = routes.find(
    (r) =>
      trimSlash(r.path) === trimSlash(path || '/') &&
      (r.hash === undefined || trimSlash(r.hash) === trimSlash(hash || '/')),
  );
  return hit?.screen ?? notFound;
}

/** A same-origin path written literally (`/aboutUs`, `/payWay#/addnormalcard`, `/x?y={{ … }}`), split up. */
function samePath(url: unknown): { path: string; hash: string } | null {
  if (typeof url !== 'string' || !url.startsWith('/') || url.startsWith('//')) return null;
  const [beforeHash = '', afterHash = ''] = url.split('#', 2);
  const path = beforeHash.split('?')[0] ?? '';
  const hash = afterHash.split('?')[0] ?? '';
  if (path.includes('{{') || hash.includes('{{')) return null;
  return { path, hash };
}

export interface FlowOptions {
  configDir?: string;
  schemaFile?: string;
}

/** Reads every screen and every link between them. */
export function loadFlowGraph(options: FlowOptions = {}): FlowGraph {
  const configDir = options.configDir ?? DEFAULT_CONFIG_DIR;
  const slots = slotsFromSchema(readJson(options.schemaFile ?? DEFAULT_SCHEMA) as Json);
  const routesFile = readJson(join(configDir, 'routes.json')) as { notFound?: string; routes: Route[] };
  const routes = routesFile.routes;
  const notFound = routesFile.notFound ?? 'not-found';

  const files = readdirSync(configDir)
    .filter((f) => f.endsWith('.json') && f !== 'routes.json' && f !== 'app.json')
    .sort();
  const screens: FlowScreen[] = [];
  const edges = new Map<string, FlowEdge>();
  const add = (from: string, to: string, kind: FlowKind, label: string, at: string) => {
    const key = `${from}\u0000${to}\u0000${label}`;
    const edge = edges.get(key) ?? { from, to, kind, label, at: [] };
    edge.at.push(at);
    edges.set(key, edge);
  };

  for (const file of files) {
    const screen = readJson(join(configDir, file));
    if (!isObject(screen) || typeof screen.id !== 'string' || !Array.isArray(screen.body)) continue;
    const id = screen.id;
    screens.push({
      id,
      routes: routes.filter((r) => r.screen === id).map((r) => (r.hash ? `${r.path}#${r.hash}` : r.path)),
      notFound: id === notFound,
    });

    const visitActions = (list: unknown, at: string): void => {
      if (!Array.isArray(list)) return;
      list.forEach((action: unknown, i) => {
        const here = `${at}/${i}`;
        if (!isObject(action) || typeof action.type !== 'string') return;
        if (action.type === 'navigate' && typeof action.to === 'string') {
          const hash = typeof action.hash === 'string' ? action.hash : '';
          add(id, screenOf(routes, notFound, action.to, hash), 'navigate', 'navigate', here);
        } else if (action.type === 'open-url') {
          const target = samePath(action.url);
          if (target)
            add(id, screenOf(routes, notFound, target.path, target.hash), 'open-url', 'open-url', here);
        } else if (action.type === 'bridge' && typeof action.message === 'string') {
          if (LEAVING_BRIDGE_MESSAGES.includes(action.message))
            add(id, APP, 'bridge', `bridge ${action.message}`, here);
        }
        for (const key of slots.actions.get(action.type)?.actions ?? [])
          visitActions(action[key], `${here}/${key}`);
      });
    };

    const visitNodes = (body: unknown, at: string, fragments: readonly string[]): void => {
      if (!Array.isArray(body)) return;
      walkNodes(body, { path: at, slotsOf: (type) => slots.widgets.get(type) }, (node, path) => {
        if (node.type === FRAGMENT_TYPE) {
          const ref = String(node.ref ?? '');
          const fragmentFile = join(configDir, 'fragments', `${ref}.json`);
          if (fragments.includes(ref) || !existsSync(fragmentFile)) return;
          const fragment = readJson(fragmentFile);
          if (isObject(fragment))
            visitNodes(fragment.body, `fragments/${ref}.json#/body`, [...fragments, ref]);
          return;
        }
        if (node.type === 'link') {
          const target = samePath(node.href);
          if (target)
            add(id, screenOf(routes, notFound, target.path, target.hash), 'link', 'link', `${path}/href`);
        }
        for (const key of slots.widgets.get(node.type)?.actions ?? [])
          visitActions(node[key], `${path}/${key}`);
      });
    };

    const own = `${file}#`;
    for (const key of slots.screen) visitActions(screen[key], `${own}/${key}`);
    if (Array.isArray(screen.sources))
      screen.sources.forEach((source: unknown, i) => {
        if (!isObject(source)) return;
        for (const key of slots.source) visitActions(source[key], `${own}/sources/${i}/${key}`);
      });
    visitNodes(screen.body, `${own}/body`, []);
  }

  const order = (e: FlowEdge) => `${e.from}\u0000${e.to === APP ? '\uffff' : e.to}\u0000${e.label}`;
  return {
    screens: screens.sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
    edges: [...edges.values()].sort((a, b) => (order(a) < order(b) ? -1 : order(a) > order(b) ? 1 : 0)),
  };
}

/** Every link between screens (and to the native shell), one per source, target and label. */
export function flowEdges(options: FlowOptions = {}): FlowEdge[] {
  return loadFlowGraph(options).edges;
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** One arrow of the map: every link between the same two screens, in one direction. */
export interface Arrow {
  id: string;
  from: string;
  to: string;
  kinds: FlowKind[];
  text: string;
  at: string[];
}

function arrowText(edges: readonly FlowEdge[]): string {
  const parts: string[] = [];
  for (const kind of ['navigate', 'open-url', 'link'] as const)
    if (edges.some((e) => e.kind === kind)) parts.push(kind);
  const messages = edges.filter((e) => e.kind === 'bridge').map((e) => e.label.replace(/^bridge /, ''));
  if (messages.length) parts.push(`bridge: ${messages.join(', ')}`);
  return parts.join(', ');
}

/** One arrow per ordered pair of screens, in a stable order, each named `a<n>`. */
export function arrowsOf(edges: readonly FlowEdge[]): Arrow[] {
  const grouped = new Map<string, FlowEdge[]>();
  for (const e of edges)
    grouped.set(`${e.from}\u0000${e.to}`, [...(grouped.get(`${e.from}\u0000${e.to}`) ?? []), e]);
  return [...grouped.values()]
    .map((list, i) => ({
      id: `a${i}`,
      from: list[0]!.from,
      to: list[0]!.to,
      kinds: [...new Set(list.map((e) => e.kind))],
      text: arrowText(list),
      at: list.flatMap((e) => e.at),
    }))
    .sort((a, b) => cmp(a.from, b.from) || cmp(a.to, b.to));
}
