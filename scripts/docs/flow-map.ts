/**
 * `npm run docs` (with scripts/docs/reference.ts): draws docs/flow-map.svg, the map of how the screens
 * link to each other (scripts/docs/flow-graph.ts reads the links): a box per screen with its id and
 * route paths, an arrow per pair of linked boxes, coloured by the kind of link, and the screens no
 * link reaches in a row of their own under the map.
 *
 * The layout is ELK's layered algorithm (elkjs, the Eclipse Layout Kernel): columns left to right,
 * crossings minimised, arrows routed around the boxes and their labels placed beside them. This file
 * says what the boxes and arrows are, and draws what ELK gives back.
 *
 * Usage: tsx scripts/docs/flow-map.ts [--check] [--out docs/flow-map.svg]
 *   --check  exits 1 when the file differs from what would be generated (CI).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ELK, {
  type ElkExtendedEdge,
  type ElkLabel,
  type ElkNode,
  type ElkPoint,
} from 'elkjs/lib/elk.bundled.js';
import {
  APP,
  APP_LABEL,
  arrowsOf,
  loadFlowGraph,
  type Arrow,
  type FlowGraph,
  type FlowKind,
} from './flow-graph';

export const DEFAULT_OUT = join(import.meta.dirname, '..', '..', 'docs', 'flow-map.svg');

const KIND_COLOURS: Record<FlowKind, string> = {
  navigate: '#1759c7',
  'open-url': '#0f7b45',
  link: '#7c3aed',
  bridge: '#c2410c',
};
const MIXED_COLOUR = '#4b5563';
const MARGIN = 32;
const HEADER = 92;
const ID_SIZE = 13;
const ROUTE_SIZE = 11;
const LABEL_SIZE = 10.5;

/**
 * ELK's layered layout, left to right: arrows routed as splines between the columns, a label beside
 * each, the native shell's box in the last column, and the input's order kept where nothing else
 * decides (so the map changes only where the links change).
 */
const LAYOUT = {
  'elk.algorithm': 'layered',
  'elk.direction': 'RIGHT',
  'elk.edgeRouting': 'SPLINES',
  'elk.layered.spacing.nodeNodeBetweenLayers': '70',
  'elk.spacing.nodeNode': '22',
  'elk.spacing.edgeNode': '14',
  'elk.spacing.edgeEdge': '8',
  'elk.spacing.edgeLabel': '3',
  'elk.layered.nodePlacement.strategy': 'NETWORK_SIMPLEX',
  // A cycle (a screen and the one it opens, each linking to the other) is broken where a depth-first
  // walk from the screens nothing links to comes back: the link back is the one drawn right to left.
  'elk.layered.cycleBreaking.strategy': 'DEPTH_FIRST',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
};

/** Escapes text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

const r1 = (n: number) => String(Math.round(n * 10) / 10);
/** A rough text width (no font metrics in Node): enough to size boxes and label backgrounds. */
const textWidth = (text: string, size: number, mono = false) => [...text].length * size * (mono ? 0.62 : 0.6);

interface Line {
  text: string;
  mono: boolean;
}

/** A box's lines: the screen's id, then its route paths (or what opens it). */
const linesOf = (id: string, graph: FlowGraph): Line[] => {
  if (id === APP) return [{ text: APP_LABEL, mono: false }];
  const s = graph.screens.find((screen) => screen.id === id)!;
  const routes = s.routes.length ? s.routes : [s.notFound ? '(any unknown path)' : '(no route)'];
  return [{ text: s.id, mono: false }, ...routes.map((text) => ({ text, mono: true }))];
};

const point = (p: ElkPoint) => `${r1(p.x)},${r1(p.y)}`;

/** An arrow's path from ELK's route: a cubic piece per three of its points (a line where it gave none). */
function pathOf(edge: ElkExtendedEdge): string {
  return (edge.sections ?? [])
    .map(({ startPoint, bendPoints = [], endPoint }) => {
      const rest = [...bendPoints, endPoint];
      if (rest.length % 3 !== 0) return `M${point(startPoint)} ${rest.map((p) => `L${point(p)}`).join(' ')}`;
      const pieces: string[] = [];
      for (let i = 0; i < rest.length; i += 3)
        pieces.push(
          `C${rest
            .slice(i, i + 3)
            .map(point)
            .join(' ')}`,
        );
      return `M${point(startPoint)} ${pieces.join(' ')}`;
    })
    .join(' ');
}

/** Draws the graph as a standalone SVG document, laid out by ELK. */
export async function renderFlowMap(graph: FlowGraph): Promise<string> {
  const screens = [...graph.screens].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const known = new Set(screens.map((s) => s.id));
  const edges = graph.edges.filter((e) => known.has(e.from) && (known.has(e.to) || e.to === APP));
  const arrows = arrowsOf(edges);
  const linked = new Set(arrows.flatMap((a) => [a.from, a.to]));
  const ids = [...screens.map((s) => s.id), APP].filter((id) => linked.has(id));
  const unlinked = screens.filter((s) => !linked.has(s.id)).map((s) => s.id);

  const lineWidth = (l: Line) => textWidth(l.text, l.mono ? ROUTE_SIZE : ID_SIZE, l.mono);
  const boxW = Math.ceil(
    Math.max(150, ...[...ids, ...unlinked].flatMap((id) => linesOf(id, graph).map(lineWidth))) + 24,
  );
  const boxH = (id: string) => 14 + linesOf(id, graph).length * 16;
  const input: ElkNode = {
    id: 'map',
    layoutOptions: LAYOUT,
    children: ids.map((id) => ({
      id,
      width: boxW,
      // The native shell's box is as tall as the arrows arriving at it need.
      height: id === APP ? Math.max(boxH(id), arrows.filter((a) => a.to === APP).length * 22 + 12) : boxH(id),
      ...(id === APP ? { layoutOptions: { 'elk.layered.layering.layerConstraint': 'LAST' } } : {}),
    })),
    edges: arrows.map((a) => ({
      id: a.id,
      sources: [a.from],
      targets: [a.to],
      labels: [{ text: a.text, width: textWidth(a.text, LABEL_SIZE) + 8, height: LABEL_SIZE + 5 }],
    })),
  };
  const laid = await new ELK().layout(input);

  const top = MARGIN + HEADER;
  const boxes = new Map<string, ElkNode>((laid.children ?? []).map((n) => [n.id, n]));
  const graphBottom = top + (laid.height ?? 0);
  const unlinkedTop = graphBottom + 56;
  const perRow = Math.max(4, Math.min(unlinked.length, 6));
  unlinked.forEach((id, i) =>
    boxes.set(id, {
      id,
      x: (i % perRow) * (boxW + 40),
      y: unlinkedTop - top + Math.floor(i / perRow) * 84,
      width: boxW,
      height: boxH(id),
    }),
  );
  const box = (id: string) => boxes.get(id)!;
  const width = Math.ceil(
    Math.max(760, MARGIN * 2 + (laid.width ?? 0), ...unlinked.map((id) => box(id).x! + boxW + MARGIN * 2)),
  );
  const height = Math.ceil(
    unlinked.length ? unlinkedTop + Math.ceil(unlinked.length / perRow) * 84 : graphBottom + MARGIN,
  );
  const laidEdges = new Map((laid.edges ?? []).map((e) => [e.id, e]));

  const colourOf = (a: Arrow) => (a.kinds.length === 1 ? KIND_COLOURS[a.kinds[0]!] : MIXED_COLOUR);
  const markerOf = (a: Arrow) => (a.kinds.length === 1 ? a.kinds[0]! : 'mixed');
  // A link back to an earlier column is dashed (ELK turned it around to lay the columns out).
  const goesBack = (a: Arrow) => box(a.to).x! < box(a.from).x!;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="'DejaVu Sans', Arial, Helvetica, sans-serif">`,
    '<!-- Generated by scripts/docs/flow-map.ts from screen-configs/. Do not edit: run npm run docs. -->',
    '<title>Screen flow map</title>',
    '<defs>',
    ...[...Object.entries(KIND_COLOURS), ['mixed', MIXED_COLOUR]].map(
      ([kind, colour]) =>
        `<marker id="arrow-${kind}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="${colour}"/></marker>`,
    ),
    '</defs>',
    `<rect x="0" y="0" width="${width}" height="${height}" fill="#ffffff"/>`,
    `<text x="${MARGIN}" y="${MARGIN + 8}" font-size="18" font-weight="bold" fill="#111827">Screen flow map</text>`,
    `<text x="${MARGIN}" y="${MARGIN + 28}" font-size="12" fill="#4b5563">${escapeXml(
      `${screens.length} screens, ${edges.length} links. Generated from screen-configs/ by scripts/docs/flow-map.ts (npm run docs); hover an arrow for where it is written.`,
    )}</text>`,
  ];
  // Legend.
  let lx = MARGIN;
  const ly = MARGIN + 52;
  const legend: [string, string, string][] = [
    ['navigate', KIND_COLOURS.navigate, 'navigate action'],
    ['open-url', KIND_COLOURS['open-url'], 'open-url action'],
    ['link', KIND_COLOURS.link, 'link with an href'],
    ['bridge', KIND_COLOURS.bridge, 'bridge message leaving the web view'],
    ['mixed', MIXED_COLOUR, 'dashed: links back to an earlier column'],
  ];
  for (const [kind, colour, text] of legend) {
    out.push(
      `<line x1="${lx}" y1="${ly}" x2="${lx + 28}" y2="${ly}" stroke="${colour}" stroke-width="1.6"${kind === 'mixed' ? ' stroke-dasharray="5 3"' : ''} marker-end="url(#arrow-${kind})"/>`,
      `<text x="${lx + 36}" y="${ly + 4}" font-size="11" fill="#374151">${escapeXml(text)}</text>`,
    );
    lx = Math.round(lx + 36 + textWidth(text, 11) + 28);
  }

  // Everything ELK placed is moved below the header.
  out.push(`<g transform="translate(${MARGIN},${top})">`);
  for (const a of arrows) {
    const laidEdge = laidEdges.get(a.id)!;
    const colour = colourOf(a);
    out.push(
      `<g class="edge" id="${escapeXml(`edge:${a.from}->${a.to}`)}" data-from="${escapeXml(a.from)}" data-to="${escapeXml(a.to)}">`,
      `<title>${escapeXml(`${a.from} → ${a.to === APP ? APP_LABEL : a.to}: ${a.text}\n${a.at.join('\n')}`)}</title>`,
      `<path d="${pathOf(laidEdge)}" fill="none" stroke="${colour}" stroke-width="1.4"${goesBack(a) ? ' stroke-dasharray="5 3"' : ''} marker-end="url(#arrow-${markerOf(a)})"/>`,
      '</g>',
    );
  }
  for (const a of arrows) {
    const label: ElkLabel = laidEdges.get(a.id)!.labels?.[0] ?? {};
    const { x = 0, y = 0, width: w = 0, height: h = 0 } = label;
    out.push(
      `<rect x="${r1(x)}" y="${r1(y)}" width="${r1(w)}" height="${r1(h)}" rx="3" fill="#ffffff" fill-opacity="0.92"/>`,
      `<text x="${r1(x + w / 2)}" y="${r1(y + h - 4)}" font-size="${LABEL_SIZE}" text-anchor="middle" fill="${colourOf(a)}">${escapeXml(a.text)}</text>`,
    );
  }
  if (unlinked.length)
    out.push(
      `<text x="0" y="${r1(unlinkedTop - top - 14)}" font-size="12" fill="#4b5563">${escapeXml(
        'No links to or from other screens (opened by the native shell or by address):',
      )}</text>`,
    );
  for (const id of [...ids, ...unlinked]) {
    const { x = 0, y = 0, width: w = 0, height: h = 0 } = box(id);
    const app = id === APP;
    const lines = linesOf(id, graph);
    out.push(
      `<g class="${app ? 'app' : 'screen'}" id="${escapeXml(app ? 'app' : `screen:${id}`)}" data-screen="${escapeXml(id)}">`,
      `<title>${escapeXml(app ? APP_LABEL : `${id}: screen-configs/${id}.json`)}</title>`,
      `<rect x="${r1(x)}" y="${r1(y)}" width="${w}" height="${h}" rx="6" fill="${app ? '#fff7ed' : '#f8fafc'}" stroke="${app ? '#c2410c' : '#94a3b8'}" stroke-width="1.2"/>`,
    );
    const first = app ? y + h / 2 - (lines.length * 16) / 2 : y + 7;
    lines.forEach((line, i) => {
      const at = `x="${r1(x + 12)}" y="${r1(first + 13 + i * 16)}"`;
      out.push(
        line.mono
          ? `<text ${at} font-size="${ROUTE_SIZE}" font-family="'DejaVu Sans Mono', Menlo, Consolas, monospace" fill="#374151">${escapeXml(line.text)}</text>`
          : `<text ${at} font-size="${ID_SIZE}" font-weight="bold" fill="#111827">${escapeXml(line.text)}</text>`,
      );
    });
    out.push('</g>');
  }
  out.push('</g>', '</svg>', '');
  return out.join('\n');
}

function argValue(args: readonly string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

/** CLI: writes the map, or with --check exits 1 when the file on disk is stale. */
export async function main(args: readonly string[] = process.argv.slice(2)): Promise<number> {
  const out = resolve(argValue(args, '--out') ?? DEFAULT_OUT);
  const svg = await renderFlowMap(loadFlowGraph());
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
  void main().then((code) => (process.exitCode = code));
