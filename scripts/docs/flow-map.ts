/**
 * `npm run docs` (with scripts/docs/reference.ts): draws docs/flow-map.svg, the map of how the screens
 * link to each other, from screen-configs/*.json, fragments/ and routes.json.
 *
 * A box per screen (its id and route paths) and an arrow per link: `navigate` actions (path, then
 * routes.json, then the screen), `open-url` actions to a same-origin path, links whose `href` is a
 * route, and bridge messages that leave the web view (arrows to the "app (native shell)" box).
 * Every action list is walked, nested ones included (onSuccess, onError, then, else, the actions
 * of sequence, onConfirm of dialog, onDone of countdown, …: whatever the schema declares as an
 * action list), through fragments and the cases of `each`. Which props hold nodes and actions is
 * read from schemas/screen.schema.json, so a new widget or action type needs no change here.
 *
 * The layout is deterministic and needs no library: screens are placed in columns by their BFS
 * depth from the screens nothing links to, ordered inside a column by their predecessors.
 *
 * Usage: tsx scripts/docs/flow-map.ts [--check] [--out docs/flow-map.svg]
 *   --check  exits 1 when the file differs from what would be generated (CI).
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { FRAGMENT_TYPE, walkNodes } from '../../src/engine/load/validate';
import type { SlotMeta } from '../../src/engine/registry';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const DEFAULT_OUT = join(root, 'docs', 'flow-map.svg');
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

/* ------------------------------------------------------------------------------------------------
 * Layout and drawing
 * ---------------------------------------------------------------------------------------------- */

const KIND_COLOURS: Record<FlowKind, string> = {
  navigate: '#1759c7',
  'open-url': '#0f7b45',
  link: '#7c3aed',
  bridge: '#c2410c',
};
const MIXED_COLOUR = '#4b5563';

const MARGIN = 32;
const HEADER = 92;
const GAP_X = 170;
const GAP_Y = 22;
const DUMMY_H = 10;
const DUMMY_GAP = 8;
const ID_SIZE = 13;
const ROUTE_SIZE = 11;
const LABEL_SIZE = 10.5;

/** Escapes text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const r1 = (n: number) => String(Math.round(n * 10) / 10);
/** A rough text width (no font metrics in Node): enough to size boxes and label backgrounds. */
const textWidth = (text: string, size: number, mono = false) => [...text].length * size * (mono ? 0.62 : 0.6);

interface Box {
  id: string;
  lines: { text: string; mono: boolean }[];
  w: number;
  h: number;
  x: number;
  y: number;
  layer: number;
  dummy: boolean;
  app: boolean;
}

/** One arrow: every link between the same two boxes, in one direction. */
interface Arrow {
  from: string;
  to: string;
  kinds: FlowKind[];
  text: string;
  at: string[];
  /** Boxes the arrow passes through, left to right, dummies included. */
  chain: string[];
  /** Drawn right to left (a link back to an earlier column). */
  reversed: boolean;
}

function arrowText(edges: readonly FlowEdge[]): string {
  const parts: string[] = [];
  for (const kind of ['navigate', 'open-url', 'link'] as const)
    if (edges.some((e) => e.kind === kind)) parts.push(kind);
  const messages = edges.filter((e) => e.kind === 'bridge').map((e) => e.label.replace(/^bridge /, ''));
  if (messages.length) parts.push(`bridge: ${messages.join(', ')}`);
  return parts.join(', ');
}

/** Number of crossings between the edges of two adjacent layers. */
function crossings(
  left: readonly string[],
  right: readonly string[],
  pairs: readonly [string, string][],
): number {
  const li = new Map(left.map((id, i) => [id, i]));
  const ri = new Map(right.map((id, i) => [id, i]));
  const segs = pairs
    .filter(([a, b]) => li.has(a) && ri.has(b))
    .map(([a, b]) => [li.get(a)!, ri.get(b)!] as const);
  let n = 0;
  for (let i = 0; i < segs.length; i++)
    for (let j = i + 1; j < segs.length; j++) {
      const [a1, b1] = segs[i]!;
      const [a2, b2] = segs[j]!;
      if ((a1 - a2) * (b1 - b2) < 0) n++;
    }
  return n;
}

/**
 * The heights closest (least squares) to `wanted` that keep the order and the minimum distances
 * `gaps[i]` between box i and box i + 1: isotonic regression by pooling adjacent violators.
 */
function placeInOrder(wanted: readonly number[], gaps: readonly number[]): number[] {
  const offset: number[] = [0];
  for (let i = 0; i < gaps.length; i++) offset.push(offset[i]! + gaps[i]!);
  const blocks: { sum: number; count: number }[] = [];
  for (let i = 0; i < wanted.length; i++) {
    blocks.push({ sum: wanted[i]! - offset[i]!, count: 1 });
    while (blocks.length > 1) {
      const last = blocks[blocks.length - 1]!;
      const prev = blocks[blocks.length - 2]!;
      if (prev.sum / prev.count <= last.sum / last.count) break;
      blocks.pop();
      prev.sum += last.sum;
      prev.count += last.count;
    }
  }
  const out: number[] = [];
  for (const b of blocks) for (let k = 0; k < b.count; k++) out.push(b.sum / b.count + offset[out.length]!);
  return out;
}

/** Draws the graph as a standalone SVG document. */
export function renderFlowMap(graph: FlowGraph): string {
  const screens = [...graph.screens].sort((a, b) => cmp(a.id, b.id));
  const known = new Set(screens.map((s) => s.id));
  const edges = graph.edges.filter((e) => known.has(e.from) && (known.has(e.to) || e.to === APP));

  // One arrow per ordered pair of boxes.
  const grouped = new Map<string, FlowEdge[]>();
  for (const e of edges) {
    const key = `${e.from}\u0000${e.to}`;
    grouped.set(key, [...(grouped.get(key) ?? []), e]);
  }
  const arrows: Arrow[] = [...grouped.values()]
    .map((list) => ({
      from: list[0]!.from,
      to: list[0]!.to,
      kinds: [...new Set(list.map((e) => e.kind))],
      text: arrowText(list),
      at: list.flatMap((e) => e.at),
      chain: [],
      reversed: false,
    }))
    .sort((a, b) => cmp(a.from, b.from) || cmp(a.to, b.to));
  const loops = arrows.filter((a) => a.from === a.to);
  const links = arrows.filter((a) => a.from !== a.to);

  const linked = new Set(arrows.flatMap((a) => [a.from, a.to]));
  const placed = screens.filter((s) => linked.has(s.id));
  const unlinked = screens.filter((s) => !linked.has(s.id));
  const nodeIds = [...placed.map((s) => s.id), ...(linked.has(APP) ? [APP] : [])];

  // Break cycles with a depth-first search from the boxes nothing links to.
  const succ = new Map(nodeIds.map((id) => [id, [] as string[]]));
  const indeg = new Map(nodeIds.map((id) => [id, 0]));
  for (const a of links) {
    succ.get(a.from)!.push(a.to);
    indeg.set(a.to, indeg.get(a.to)! + 1);
  }
  for (const list of succ.values()) list.sort(cmp);
  const state = new Map<string, 'active' | 'done'>();
  const back = new Set<string>();
  const visit = (u: string) => {
    state.set(u, 'active');
    for (const v of succ.get(u)!) {
      if (state.get(v) === 'active') back.add(`${u}\u0000${v}`);
      else if (!state.has(v)) visit(v);
    }
    state.set(u, 'done');
  };
  for (const id of nodeIds) if (indeg.get(id) === 0 && id !== APP) visit(id);
  for (;;) {
    const rest = nodeIds.filter((id) => !state.has(id));
    if (!rest.length) break;
    const inRest = (id: string) => links.filter((a) => a.to === id && !state.has(a.from)).length;
    rest.sort((a, b) => inRest(a) - inRest(b) || cmp(a, b));
    visit(rest[0]!);
  }
  for (const a of links) a.reversed = back.has(`${a.from}\u0000${a.to}`);
  const dag = links.map((a) => (a.reversed ? [a.to, a.from] : [a.from, a.to]) as [string, string]);

  // Columns: the longest path from a source; the native shell gets the last column of its own.
  const layer = new Map<string, number>();
  const layerOf = (id: string): number => {
    const known = layer.get(id);
    if (known !== undefined) return known;
    const preds = dag.filter(([, b]) => b === id).map(([a]) => a);
    const value = preds.length ? Math.max(...preds.map(layerOf)) + 1 : 0;
    layer.set(id, value);
    return value;
  };
  for (const id of nodeIds) if (id !== APP) layerOf(id);
  const lastScreenLayer = Math.max(0, ...[...layer.values()]);
  // A box nothing links to sits just left of the first box it links to, not in the first column.
  for (const id of [...nodeIds].sort(cmp)) {
    if (id === APP || dag.some(([, b]) => b === id)) continue;
    const next = dag
      .filter(([a]) => a === id)
      .map(([, b]) => (b === APP ? lastScreenLayer + 1 : layer.get(b)!));
    if (next.length) layer.set(id, Math.min(...next) - 1);
  }
  if (nodeIds.includes(APP)) layer.set(APP, lastScreenLayer + 1);
  const layerCount = nodeIds.length ? Math.max(...[...layer.values()]) + 1 : 0;

  // Boxes, and dummy boxes where an arrow crosses a column.
  const labelOf = (s: FlowScreen) => [
    { text: s.id, mono: false },
    ...(s.routes.length
      ? s.routes.map((r) => ({ text: r, mono: true }))
      : [{ text: s.notFound ? '(any unknown path)' : '(no route)', mono: true }]),
  ];
  const contentWidth = Math.max(
    150,
    ...placed
      .concat(unlinked)
      .flatMap((s) => labelOf(s).map((l) => textWidth(l.text, l.mono ? ROUTE_SIZE : ID_SIZE, l.mono))),
  );
  const boxW = Math.ceil(contentWidth + 24);
  const boxH = (lines: number) => 14 + lines * 16;
  const boxes = new Map<string, Box>();
  for (const s of placed.concat(unlinked)) {
    const lines = labelOf(s);
    boxes.set(s.id, {
      id: s.id,
      lines,
      w: boxW,
      h: boxH(lines.length),
      x: 0,
      y: 0,
      layer: layer.get(s.id) ?? 0,
      dummy: false,
      app: false,
    });
  }
  if (nodeIds.includes(APP)) {
    const incoming = links.filter((a) => a.to === APP).length;
    boxes.set(APP, {
      id: APP,
      lines: [{ text: APP_LABEL, mono: false }],
      w: boxW,
      h: Math.max(boxH(1), incoming * 22 + 12),
      x: 0,
      y: 0,
      layer: layer.get(APP)!,
      dummy: false,
      app: true,
    });
  }
  const columns: string[][] = Array.from({ length: layerCount }, () => []);
  for (const id of nodeIds) columns[layer.get(id)!]!.push(id);
  const pairs: [string, string][] = [];
  let dummyCount = 0;
  for (const a of links) {
    const [left, right] = a.reversed ? [a.to, a.from] : [a.from, a.to];
    const chain = [left];
    for (let l = layer.get(left)! + 1; l < layer.get(right)!; l++) {
      const id = `\u0000dummy${dummyCount++}`;
      boxes.set(id, { id, lines: [], w: boxW, h: DUMMY_H, x: 0, y: 0, layer: l, dummy: true, app: false });
      columns[l]!.push(id);
      chain.push(id);
    }
    chain.push(right);
    a.chain = chain;
    for (let i = 0; i + 1 < chain.length; i++) pairs.push([chain[i]!, chain[i + 1]!]);
  }

  // Order inside the columns: barycentre sweeps, keeping the order with the fewest crossings.
  for (const column of columns)
    column.sort((a, b) => (boxes.get(a)!.dummy ? 1 : 0) - (boxes.get(b)!.dummy ? 1 : 0));
  const position = () => new Map(columns.flatMap((c) => c.map((id, i) => [id, i] as const)));
  const total = () => columns.slice(1).reduce((n, c, i) => n + crossings(columns[i]!, c, pairs), 0);
  let best = columns.map((c) => [...c]);
  let bestCrossings = total();
  for (let sweep = 0; sweep < 12; sweep++) {
    const down = sweep % 2 === 0;
    const order = down
      ? columns.map((_, i) => i).slice(1)
      : columns
          .map((_, i) => i)
          .slice(0, -1)
          .reverse();
    for (const l of order) {
      const pos = position();
      const neighbours = (id: string) =>
        pairs.filter(([a, b]) => (down ? b === id : a === id)).map(([a, b]) => pos.get(down ? a : b)!);
      const bary = new Map(
        columns[l]!.map((id, i) => {
          const n = neighbours(id);
          return [id, n.length ? n.reduce((s, v) => s + v, 0) / n.length : i] as const;
        }),
      );
      columns[l]!.sort((a, b) => bary.get(a)! - bary.get(b)! || pos.get(a)! - pos.get(b)!);
    }
    const now = total();
    if (now < bestCrossings) {
      bestCrossings = now;
      best = columns.map((c) => [...c]);
    }
  }
  columns.splice(0, columns.length, ...best);

  // Vertical positions: each box near the average of its neighbours, without overlapping.
  const gapAfter = (id: string) => (boxes.get(id)!.dummy ? DUMMY_GAP : GAP_Y);
  for (const column of columns) {
    let y = 0;
    for (const id of column) {
      boxes.get(id)!.y = y;
      y += boxes.get(id)!.h + gapAfter(id);
    }
  }
  const centre = (id: string) => boxes.get(id)!.y + boxes.get(id)!.h / 2;
  for (let round = 0; round < 24; round++) {
    for (const column of columns) {
      const wanted = column.map((id) => {
        const n = pairs.filter(([a, b]) => a === id || b === id).map(([a, b]) => centre(a === id ? b : a));
        const b = boxes.get(id)!;
        return n.length ? n.reduce((s, v) => s + v, 0) / n.length - b.h / 2 : b.y;
      });
      const ys = placeInOrder(
        wanted,
        column.slice(0, -1).map((id) => boxes.get(id)!.h + gapAfter(id)),
      );
      column.forEach((id, i) => (boxes.get(id)!.y = ys[i]!));
    }
  }
  const graphBoxes = columns.flat().map((id) => boxes.get(id)!);
  const minY = Math.min(0, ...graphBoxes.map((b) => b.y));
  for (const b of graphBoxes) {
    b.y = Math.round(b.y - minY + MARGIN + HEADER);
    b.x = MARGIN + b.layer * (boxW + GAP_X);
  }
  const graphBottom = Math.max(MARGIN + HEADER, ...graphBoxes.map((b) => b.y + b.h));

  // Screens without links: a row of their own under the map.
  const perRow = Math.max(1, Math.min(unlinked.length, Math.max(layerCount, 4)));
  const unlinkedTop = graphBottom + 56;
  unlinked.forEach((s, i) => {
    const b = boxes.get(s.id)!;
    b.x = MARGIN + (i % perRow) * (boxW + 40);
    b.y = unlinkedTop + Math.floor(i / perRow) * (boxH(3) + GAP_Y);
  });

  // Ports: where the arrows meet a box's side, spread out and ordered by the other end's height.
  interface End {
    arrow: Arrow;
    box: string;
    side: 'left' | 'right';
    other: string;
  }
  const ends: End[] = [];
  for (const a of links)
    for (let i = 0; i + 1 < a.chain.length; i++) {
      const l = a.chain[i]!;
      const r = a.chain[i + 1]!;
      if (!boxes.get(l)!.dummy) ends.push({ arrow: a, box: l, side: 'right', other: r });
      if (!boxes.get(r)!.dummy) ends.push({ arrow: a, box: r, side: 'left', other: l });
    }
  const port = new Map<End, number>();
  const bySide = new Map<string, End[]>();
  for (const e of ends)
    bySide.set(`${e.box}\u0000${e.side}`, [...(bySide.get(`${e.box}\u0000${e.side}`) ?? []), e]);
  for (const list of bySide.values()) {
    list.sort(
      (p, q) =>
        centre(p.other) - centre(q.other) ||
        Number(p.arrow.reversed) - Number(q.arrow.reversed) ||
        cmp(p.arrow.from + p.arrow.to, q.arrow.from + q.arrow.to),
    );
    const b = boxes.get(list[0]!.box)!;
    list.forEach((e, i) => port.set(e, b.y + (b.h * (i + 1)) / (list.length + 1)));
  }
  const portOf = (a: Arrow, box: string, side: 'left' | 'right') =>
    port.get(ends.find((e) => e.arrow === a && e.box === box && e.side === side)!)!;

  // Arrow paths: horizontal through dummy boxes, S-curves across the gaps between columns.
  interface Gap {
    x1: number;
    y1: number;
    x2: number;
    y2: number;
  }
  const bez = (g: Gap, t: number) => {
    const mx = (g.x1 + g.x2) / 2;
    const u = 1 - t;
    return {
      x: u * u * u * g.x1 + 3 * u * u * t * mx + 3 * u * t * t * mx + t * t * t * g.x2,
      y: u * u * u * g.y1 + 3 * u * u * t * g.y1 + 3 * u * t * t * g.y2 + t * t * t * g.y2,
    };
  };
  const drawn = links.map((a) => {
    const gaps: Gap[] = [];
    for (let i = 0; i + 1 < a.chain.length; i++) {
      const l = boxes.get(a.chain[i]!)!;
      const r = boxes.get(a.chain[i + 1]!)!;
      gaps.push({
        x1: l.x + l.w,
        y1: l.dummy ? l.y + l.h / 2 : portOf(a, l.id, 'right'),
        x2: r.x,
        y2: r.dummy ? r.y + r.h / 2 : portOf(a, r.id, 'left'),
      });
    }
    // Drawn in the link's own direction, so the arrowhead sits at its target.
    const ordered = a.reversed
      ? gaps.reverse().map((g) => ({ x1: g.x2, y1: g.y2, x2: g.x1, y2: g.y1 }))
      : gaps;
    let d = `M${r1(ordered[0]!.x1)},${r1(ordered[0]!.y1)}`;
    ordered.forEach((g, i) => {
      if (i > 0) d += ` L${r1(g.x1)},${r1(g.y1)}`;
      const mx = (g.x1 + g.x2) / 2;
      d += ` C${r1(mx)},${r1(g.y1)} ${r1(mx)},${r1(g.y2)} ${r1(g.x2)},${r1(g.y2)}`;
    });
    return { arrow: a, d, gaps: ordered };
  });

  // Labels: on the arrow, at the first free spot (not on a box, not on another label).
  interface Rect {
    x: number;
    y: number;
    w: number;
    h: number;
  }
  const overlaps = (p: Rect, q: Rect) =>
    p.x < q.x + q.w && q.x < p.x + p.w && p.y < q.y + q.h && q.y < p.y + p.h;
  const taken: Rect[] = [...boxes.values()]
    .filter((b) => !b.dummy)
    .map((b) => ({ x: b.x, y: b.y, w: b.w, h: b.h }));
  const labels = new Map<Arrow, Rect>();
  const ts = [0.6, 0.75, 0.45, 0.85, 0.3, 0.2];
  for (const { arrow, gaps } of drawn) {
    const w = textWidth(arrow.text, LABEL_SIZE) + 8;
    const h = LABEL_SIZE + 5;
    let chosen: Rect | undefined;
    for (const t of ts) {
      for (const g of gaps) {
        const p = bez(g, t);
        const rect = { x: p.x - w / 2, y: p.y - h / 2, w, h };
        if (!taken.some((q) => overlaps(rect, q))) {
          chosen = rect;
          break;
        }
      }
      if (chosen) break;
    }
    if (!chosen) {
      const p = bez(gaps[0]!, 0.5);
      chosen = { x: p.x - w / 2, y: p.y - h / 2, w, h };
    }
    taken.push(chosen);
    labels.set(arrow, chosen);
  }

  // Document size.
  const all = [...boxes.values()].filter((b) => !b.dummy);
  const width = Math.ceil(
    Math.max(
      760,
      ...all.map((b) => b.x + b.w + MARGIN),
      ...[...labels.values()].map((l) => l.x + l.w + MARGIN),
    ),
  );
  const height = Math.ceil(
    Math.max(...all.map((b) => b.y + b.h), ...[...labels.values()].map((l) => l.y + l.h), graphBottom) +
      MARGIN,
  );

  const colourOf = (a: Arrow) => (a.kinds.length === 1 ? KIND_COLOURS[a.kinds[0]!] : MIXED_COLOUR);
  const markerOf = (a: Arrow) => (a.kinds.length === 1 ? a.kinds[0]! : 'mixed');
  const out: string[] = [];
  out.push(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="'DejaVu Sans', Arial, Helvetica, sans-serif">`,
    '<!-- Generated by scripts/docs/flow-map.ts from screen-configs/. Do not edit: run npm run docs. -->',
    '<title>Screen flow map</title>',
    '<defs>',
    ...[
      ...(Object.entries(KIND_COLOURS) as [string, string][]),
      ['mixed', MIXED_COLOUR] as [string, string],
    ].map(
      ([kind, colour]) =>
        `<marker id="arrow-${kind}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${colour}"/></marker>`,
    ),
    '</defs>',
    `<rect x="0" y="0" width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="${MARGIN}" y="${MARGIN + 8}" font-size="18" font-weight="bold" fill="#111827">Screen flow map</text>`,
    `<text x="${MARGIN}" y="${MARGIN + 28}" font-size="12" fill="#4b5563">${escapeXml(
      `${screens.length} screens, ${edges.length} links. Generated from screen-configs/ by scripts/docs/flow-map.ts (npm run docs); hover an arrow for where it is written.`,
    )}</text>`,
  );
  // Legend.
  let lx = MARGIN;
  const ly = MARGIN + 52;
  for (const [kind, colour] of Object.entries(KIND_COLOURS) as [FlowKind, string][]) {
    const text =
      kind === 'bridge'
        ? 'bridge message leaving the web view'
        : kind === 'link'
          ? 'link with an href'
          : `${kind} action`;
    out.push(
      `<line x1="${lx}" y1="${ly}" x2="${lx + 28}" y2="${ly}" stroke="${colour}" stroke-width="1.6" marker-end="url(#arrow-${kind})"/>`,
      `<text x="${lx + 36}" y="${ly + 4}" font-size="11" fill="#374151">${escapeXml(text)}</text>`,
    );
    lx = Math.round(lx + 36 + textWidth(text, 11) + 28);
  }

  out.push(
    `<line x1="${r1(lx)}" y1="${ly}" x2="${r1(lx + 28)}" y2="${ly}" stroke="${MIXED_COLOUR}" stroke-width="1.4" stroke-dasharray="5 3" marker-end="url(#arrow-mixed)"/>`,
    `<text x="${r1(lx + 36)}" y="${ly + 4}" font-size="11" fill="#374151">dashed: links back to an earlier column</text>`,
  );

  for (const { arrow, d } of drawn) {
    const colour = colourOf(arrow);
    out.push(
      `<g class="edge" id="${escapeXml(`edge:${arrow.from}->${arrow.to}`)}" data-from="${escapeXml(arrow.from)}" data-to="${escapeXml(arrow.to)}">`,
      `<title>${escapeXml(`${arrow.from} → ${arrow.to === APP ? APP_LABEL : arrow.to}: ${arrow.text}\n${arrow.at.join('\n')}`)}</title>`,
      `<path d="${d}" fill="none" stroke="${colour}" stroke-width="1.4"${arrow.reversed ? ' stroke-dasharray="5 3"' : ''} marker-end="url(#arrow-${markerOf(arrow)})"/>`,
      '</g>',
    );
  }
  for (const arrow of loops) {
    const b = boxes.get(arrow.from)!;
    const x1 = b.x + b.w - 44;
    const x2 = b.x + b.w - 14;
    const colour = colourOf(arrow);
    out.push(
      `<g class="edge" id="${escapeXml(`edge:${arrow.from}->${arrow.to}`)}" data-from="${escapeXml(arrow.from)}" data-to="${escapeXml(arrow.to)}">`,
      `<title>${escapeXml(`${arrow.from} → ${arrow.to}: ${arrow.text}\n${arrow.at.join('\n')}`)}</title>`,
      `<path d="M${x1},${b.y} C${x1},${b.y - 26} ${x2},${b.y - 26} ${x2},${b.y}" fill="none" stroke="${colour}" stroke-width="1.4" marker-end="url(#arrow-${markerOf(arrow)})"/>`,
      `<text x="${x2 + 6}" y="${b.y - 12}" font-size="${LABEL_SIZE}" fill="${colour}">${escapeXml(arrow.text)}</text>`,
      '</g>',
    );
  }
  for (const [arrow, rect] of labels) {
    out.push(
      `<rect x="${r1(rect.x)}" y="${r1(rect.y)}" width="${r1(rect.w)}" height="${r1(rect.h)}" rx="3" fill="#ffffff" fill-opacity="0.92"/>`,
      `<text x="${r1(rect.x + rect.w / 2)}" y="${r1(rect.y + rect.h - 4)}" font-size="${LABEL_SIZE}" text-anchor="middle" fill="${colourOf(arrow)}">${escapeXml(arrow.text)}</text>`,
    );
  }
  if (unlinked.length)
    out.push(
      `<text x="${MARGIN}" y="${unlinkedTop - 14}" font-size="12" fill="#4b5563">${escapeXml(
        'No links to or from other screens (opened by the native shell or by address):',
      )}</text>`,
    );
  for (const b of all) {
    const fill = b.app ? '#fff7ed' : '#f8fafc';
    const stroke = b.app ? '#c2410c' : '#94a3b8';
    const title = b.app ? APP_LABEL : `${b.id}: screen-configs/${b.id}.json`;
    out.push(
      `<g class="${b.app ? 'app' : 'screen'}" id="${escapeXml(b.app ? 'app' : `screen:${b.id}`)}" data-screen="${escapeXml(b.id)}">`,
      `<title>${escapeXml(title)}</title>`,
      `<rect x="${b.x}" y="${b.y}" width="${b.w}" height="${b.h}" rx="6" fill="${fill}" stroke="${stroke}" stroke-width="1.2"/>`,
    );
    const top = b.app ? b.y + b.h / 2 - (b.lines.length * 16) / 2 : b.y + 7;
    b.lines.forEach((line, i) => {
      const y = r1(top + 13 + i * 16);
      out.push(
        line.mono
          ? `<text x="${b.x + 12}" y="${y}" font-size="${ROUTE_SIZE}" font-family="'DejaVu Sans Mono', Menlo, Consolas, monospace" fill="#374151">${escapeXml(line.text)}</text>`
          : `<text x="${b.x + 12}" y="${y}" font-size="${ID_SIZE}" font-weight="bold" fill="#111827">${escapeXml(line.text)}</text>`,
      );
    });
    out.push('</g>');
  }
  out.push('</svg>', '');
  return out.join('\n');
}

function argValue(args: readonly string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

/** CLI: writes the map, or with --check exits 1 when the file on disk is stale. */
export function main(args: readonly string[] = process.argv.slice(2)): number {
  const out = resolve(argValue(args, '--out') ?? DEFAULT_OUT);
  const svg = renderFlowMap(loadFlowGraph());
  const shown = relative(process.cwd(), out) || out;
  if (args.includes('--check')) {
    if (!existsSync(out) || readFileSync(out, 'utf8') !== svg) {
      console.error(`${shown} is out of date: run npm run docs`);
      return 1;
    }
    console.log(`${shown} is up to date`);
    return 0;
  }
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, svg);
  console.log(`wrote ${shown}`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href)
  process.exitCode = main();
