/**
 * Generates everything derived from the descriptor language, from one source of truth
 * (the TypeBox schemas in src/schema, src/widgets/<type>/schema.ts, src/actions/<type>/schema.ts,
 * src/app/app-settings-schema.ts):
 *  - schemas/*.schema.json: self-contained JSON Schemas for editors ("$schema" in every config and
 *    catalogue);
 *  - src/generated/file-layouts.ts: where a screen's and a fragment's top level hold copy, nodes and
 *    action lists (the copy itself is marked in the schemas, listed in each type's slots);
 *  - src/generated/validators.js: precompiled standalone ajv validators, bundled into dependency-free ESM;
 *  - src/generated/widgets.ts and src/generated/actions.ts: the registries (static imports, lazy widgets);
 *  - src/generated/filters.ts and src/generated/formats.ts: the binding filters (src/filters/<name>) and
 *    the input formats (src/formats/<name>), one folder each;
 *  - src/generated/responses/<endpoint>.js: a precompiled validator of each endpoint's answer (its
 *    contract in src/api/contracts), one file per endpoint, loaded by the API layer with the first call.
 * Run with `npm run generate`; never edit the output by hand.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Ajv from 'ajv';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { rolldown } from 'rolldown';
import * as base from '../../src/schema/base';
import * as top from '../../src/schema/screen';
import { AppSettings } from '../../src/app/app-settings-schema';
import { Market } from '../../src/app/market-schema';
import { Catalogue } from '../../src/schema/catalogue';
import { endpointNames } from '../../src/api/endpoints';
import { contracts } from '../../src/api/contracts';
import { bridgeMessageTypes } from '../../src/bridge/message-types';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const out = (...p: string[]) => join(root, ...p);

type Json = Record<string, unknown>;

interface Discovered {
  type: string;
  folder: string;
  schema: Json;
  /** A widget or action whose schema.ts says `export const eager = true`: its code comes with the app's. */
  eager?: boolean;
}

async function discover(kind: 'widgets' | 'actions'): Promise<Discovered[]> {
  const dir = out('src', kind);
  if (!existsSync(dir)) return [];
  const found: Discovered[] = [];
  for (const folder of readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()) {
    const schemaFile = join(dir, folder, 'schema.ts');
    const codeFile = join(dir, folder, kind === 'widgets' ? `${folder}.tsx` : `${folder}.ts`);
    if (!existsSync(schemaFile)) throw new Error(`src/${kind}/${folder}: missing schema.ts`);
    if (!existsSync(codeFile))
      throw new Error(`src/${kind}/${folder}: missing ${relative(join(dir, folder), codeFile)}`);
    const mod = (await import(pathToFileURL(schemaFile).href)) as { schema?: Json; eager?: unknown };
    if (!mod.schema) throw new Error(`src/${kind}/${folder}/schema.ts: must export "schema"`);
    const type = ((mod.schema.properties as Json | undefined)?.type as Json | undefined)?.const;
    if (type !== folder)
      throw new Error(
        `src/${kind}/${folder}/schema.ts: the type must be '${folder}' (the folder name), found '${String(type)}'`,
      );
    if (mod.eager !== undefined && typeof mod.eager !== 'boolean')
      throw new Error(`src/${kind}/${folder}/schema.ts: "eager" must be true or false`);
    found.push({ type: folder, folder, schema: mod.schema, eager: mod.eager === true });
  }
  return found;
}

/** A filter or input format: its folder, the name descriptors use and its one-line description. */
interface Plugin {
  folder: string;
  name: string;
  description: string;
}

/** `bank-card` → `bankCard`: a filter's name in bindings (an input format keeps its folder's name). */
const camel = (t: string) => t.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());

/**
 * The folders of src/filters or src/formats: each holds <folder>.ts exporting `filter` (or `format`)
 * with a one-line description, and its test <folder>.test.ts.
 */
async function discoverPlugins(kind: 'filters' | 'formats'): Promise<Plugin[]> {
  const dir = out('src', kind);
  if (!existsSync(dir)) return [];
  const exported = kind === 'filters' ? 'filter' : 'format';
  const found: Plugin[] = [];
  for (const folder of readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort()) {
    const at = `src/${kind}/${folder}`;
    for (const file of [`${folder}.ts`, `${folder}.test.ts`])
      if (!existsSync(join(dir, folder, file))) throw new Error(`${at}: missing ${file}`);
    const mod = (await import(pathToFileURL(join(dir, folder, `${folder}.ts`)).href)) as Record<
      string,
      { description?: unknown } | undefined
    >;
    const description = mod[exported]?.description;
    if (typeof description !== 'string' || !description.trim() || description.includes('\n'))
      throw new Error(`${at}/${folder}.ts: must export "${exported}" with a one-line description`);
    found.push({ folder, name: kind === 'filters' ? camel(folder) : folder, description });
  }
  return found;
}

/** The registry of the filters or input formats: static imports, keyed by the name descriptors use. */
function pluginRegistryFile(kind: 'filters' | 'formats', items: Plugin[]): string {
  const exported = kind === 'filters' ? 'filter' : 'format';
  const type = kind === 'filters' ? 'FilterRegistry' : 'InputFormatRegistry';
  const name = kind === 'filters' ? 'filterRegistry' : 'formatRegistry';
  // `DateFilter`, not `Date`: an import never shadows a global.
  const local = (it: Plugin) => `${pascal(it.folder)}${kind === 'filters' ? 'Filter' : 'Format'}`;
  return [
    `// Generated by scripts/generate/generate.ts from src/${kind}/*/<name>.ts. Do not edit.`,
    `import type { ${type} } from '../engine/filter-api';`,
    ...items.map(
      (it) => `import { ${exported} as ${local(it)} } from '../${kind}/${it.folder}/${it.folder}';`,
    ),
    '',
    `export const ${name}: ${type} = {`,
    ...items.map((it) => `  ${/^[a-z]\w*$/i.test(it.name) ? it.name : `'${it.name}'`}: ${local(it)},`),
    '};',
    '',
  ].join('\n');
}

/** Plain JSON of a TypeBox schema: symbols dropped, nested $id removed, `$ref: "<id>"` pointed at definitions. */
function normalise(schema: unknown, refPrefix: string, keepId = false): Json {
  const walk = (value: unknown, depth: number): unknown => {
    if (Array.isArray(value)) return value.map((v) => walk(v, depth + 1));
    if (!value || typeof value !== 'object') return value;
    const o: Json = {};
    for (const [k, v] of Object.entries(value)) {
      if (k === '$id' && !(keepId && depth === 0)) continue;
      if (k === '$ref' && typeof v === 'string' && !v.includes('#')) o[k] = `${refPrefix}${v}`;
      else o[k] = walk(v, depth + 1);
    }
    return o;
  };
  return JSON.parse(JSON.stringify(walk(schema, 0))) as Json;
}

interface Slots {
  nodes: string[];
  onDemand?: string[];
  actions: string[];
  conditions: string[];
  raw: string[];
  props: string[];
  copy?: string[];
}

/** Shared definitions a copy string may sit in (`$ref: "rule"`); nodes, actions and values are walked apart. */
const COPY_DEFINITIONS: Record<string, unknown> = { rule: base.Rule, source: top.Source, style: base.Style };

/**
 * The paths (`/`-separated, `*` for any item or key) inside `schema` of the values `found` picks: the
 * copy strings (`x-copy`), or the node and action slots of a top-level file. Stops at nodes, actions,
 * conditions and plain values: their strings are found when the walk reaches them.
 */
function pathsTo(schema: unknown, found: (s: Json) => boolean, at = '', seen = new Set<unknown>()): string[] {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return [];
  const s = schema as Json;
  if (found(s)) return [at];
  if (typeof s.$ref === 'string')
    return s.$ref in COPY_DEFINITIONS
      ? pathsTo(COPY_DEFINITIONS[s.$ref], found, at, new Set([...seen, schema]))
      : [];
  const inner = new Set([...seen, schema]);
  const under = (key: string) => (at ? `${at}/${key}` : key);
  const out: string[] = [];
  for (const [key, value] of Object.entries((s.properties ?? {}) as Json))
    out.push(...pathsTo(value, found, under(key), inner));
  if (s.items) out.push(...pathsTo(s.items, found, under('*'), inner));
  for (const value of Object.values((s.patternProperties ?? {}) as Json))
    out.push(...pathsTo(value, found, under('*'), inner));
  if (s.additionalProperties && typeof s.additionalProperties === 'object')
    out.push(...pathsTo(s.additionalProperties, found, under('*'), inner));
  for (const branch of [...((s.anyOf as unknown[]) ?? []), ...((s.allOf as unknown[]) ?? [])])
    out.push(...pathsTo(branch, found, at, inner));
  return [...new Set(out)];
}

const isCopy = (s: Json) => s['x-copy'] === true;
/** A node, a list or a map of nodes; an action list. */
const isNodes = (s: Json) => s.$ref === 'node' || refersTo(s, 'node');
const isActions = (s: Json) => refersTo(s, 'action');

/**
 * Where a screen file and a fragment file hold copy, nodes and action lists (a screen's sources
 * included): the descriptor's top level, for the walk over a file's copy (src/engine/translate).
 */
function fileLayoutFile(): string {
  const layout = (schema: unknown) => ({
    copy: pathsTo(schema, isCopy),
    nodes: pathsTo(schema, isNodes),
    actions: pathsTo(schema, isActions),
  });
  return [
    '// Generated by scripts/generate/generate.ts from src/schema/screen.ts. Do not edit.',
    "import type { FileLayout } from '../engine/translate/copy-strings';",
    '',
    '/** Where the top level of a screen and of a fragment holds copy, nodes and action lists. */',
    `export const fileLayouts: Readonly<Record<'screen' | 'fragment', FileLayout>> = ${JSON.stringify({
      screen: layout(top.Screen),
      fragment: layout(top.Fragment),
    })};`,
    '',
  ].join('\n');
}

function refersTo(schema: unknown, id: string): boolean {
  if (!schema || typeof schema !== 'object') return false;
  const s = schema as Json;
  if (s.$ref === id) return true;
  if (s.items && refersTo(s.items, id)) return true;
  if (s.patternProperties) return Object.values(s.patternProperties as Json).some((v) => refersTo(v, id));
  if (s.additionalProperties && typeof s.additionalProperties === 'object')
    return refersTo(s.additionalProperties, id);
  if (Array.isArray(s.anyOf)) return s.anyOf.some((v) => refersTo(v, id));
  return false;
}

function slotsOf(schema: Json, skip: string[]): Slots {
  const props = (schema.properties ?? {}) as Record<string, Json>;
  const slots: Slots = { nodes: [], actions: [], conditions: [], raw: [], props: Object.keys(props) };
  for (const [key, p] of Object.entries(props)) {
    if (skip.includes(key)) continue;
    if (p['x-raw']) slots.raw.push(key);
    else if (refersTo(p, 'node')) {
      slots.nodes.push(key);
      if (p['x-on-demand']) (slots.onDemand ??= []).push(key);
    } else if (refersTo(p, 'action')) slots.actions.push(key);
    else if (refersTo(p, 'condition')) slots.conditions.push(key);
  }
  const copy = pathsTo(schema, isCopy);
  if (copy.length) slots.copy = copy;
  return slots;
}

/**
 * An editor's view of a node or an action: the object is matched on its "type" first (an enum of
 * every type, each with its description), then that type's own schema applies. An editor then
 * completes every type, and an unknown or misplaced one is answered with the valid types for the
 * slot instead of the first alternative's constant.
 */
function typeFirst(kind: 'node' | 'action', noun: string, types: { type: string; schema: Json }[]): Json {
  const describe = (schema: Json) => String(schema.description ?? '');
  return {
    type: 'object',
    description: `A ${noun}: pick its "type" first, the editor then offers that ${noun}'s props.`,
    required: ['type'],
    properties: {
      type: {
        type: 'string',
        description: `The ${noun} type.`,
        enum: types.map((t) => t.type),
        enumDescriptions: types.map((t) => describe(t.schema)),
        markdownEnumDescriptions: types.map((t) => describe(t.schema)),
      },
    },
    allOf: types.map((t) => ({
      if: { properties: { type: { const: t.type } }, required: ['type'] },
      then: { $ref: `#/definitions/${kind}.${t.type}` },
    })),
  };
}

/**
 * An editor's view of a condition: the object forms ({"eq": [a, b]}, {"and": [...]}, …) are one
 * object with one property per operator, so a misspelt operator is answered with the known ones
 * instead of "Expected boolean" from the first alternative.
 */
function operatorFirst(condition: Json): Json {
  const branches = (condition.anyOf ?? []) as Json[];
  const operators = branches.filter(
    (b) => b.type === 'object' && Array.isArray(b.required) && b.required.length === 1,
  );
  const others = branches.filter((b) => !operators.includes(b));
  const properties: Json = {};
  for (const b of operators) {
    const name = (b.required as string[])[0]!;
    const value = (b.properties as Json)[name] as Json;
    properties[name] = b.description ? { ...value, description: b.description } : value;
  }
  const names = Object.keys(properties);
  return {
    ...condition,
    // The object form first: when every alternative fails, an editor reports the first one's
    // problems, and a condition written as an object is what an operator most often gets wrong.
    anyOf: [
      {
        type: 'object',
        description: `One operator: ${names.join(', ')}.`,
        minProperties: 1,
        maxProperties: 1,
        propertyNames: {
          enum: names,
          errorMessage: `A condition's operator is one of: ${names.join(', ')}.`,
        },
        properties,
        additionalProperties: false,
      },
      ...others,
    ],
  };
}

function definitionsFor(
  widgets: Discovered[],
  actions: Discovered[],
  { routePaths, formats }: { routePaths: string[]; formats: Plugin[] },
  flavour: 'editor' | 'runtime',
): Json {
  const prefix = flavour === 'editor' ? '#/definitions/' : 'defs.json#/definitions/';
  const n = (s: unknown) => normalise(s, prefix);
  const loose = (what: string) => ({
    type: 'object',
    required: ['type'],
    properties: { type: { type: 'string', description: `The ${what} type.` } },
    description: `A ${what}; checked by its own type's schema.`,
  });
  const defs: Json = {
    value: n(base.Value),
    condition: n(base.Condition),
    rule: n(base.Rule),
    style: n(base.Style),
    source: n(top.Source),
    route: n(top.Route),
    endpointName: {
      type: 'string',
      enum: [...endpointNames],
      description: (base.EndpointName as Json).description,
    },
    bridgeType: {
      type: 'string',
      enum: [...bridgeMessageTypes],
      description: (base.BridgeType as Json).description,
    },
    routePath: { type: 'string', enum: routePaths, description: (base.RoutePath as Json).description },
    // The input formats are the folders of src/formats: the editor completes each with its description.
    inputFormatName: {
      type: 'string',
      enum: formats.map((f) => f.name),
      description: (base.InputFormatName as Json).description,
      ...(flavour === 'editor' ? { markdownEnumDescriptions: formats.map((f) => f.description) } : {}),
    },
  };
  if (flavour === 'editor') {
    const fragment = { type: 'fragment', schema: top.FragmentNode as unknown as Json };
    defs.node = typeFirst('node', 'widget', [...widgets, fragment]);
    defs.action = typeFirst('action', 'action', actions);
    for (const w of widgets) defs[`node.${w.type}`] = n(w.schema);
    defs['node.fragment'] = n(top.FragmentNode);
    for (const a of actions) defs[`action.${a.type}`] = n(a.schema);
    defs.condition = operatorFirst(defs.condition as Json);
  } else {
    defs.node = loose('widget');
    defs.action = loose('action');
  }
  return defs;
}

function editorSchema(main: unknown, title: string, defs: Json): Json {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    title,
    ...normalise(main, '#/definitions/'),
    definitions: defs,
  };
}

/** Annotations help editors only; validators must not carry them (standalone code embeds schema objects). */
const ANNOTATIONS = new Set([
  'description',
  'examples',
  'title',
  'default',
  '$comment',
  'markdownDescription',
]);

function stripAnnotations(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(stripAnnotations);
  if (!schema || typeof schema !== 'object') return schema;
  const s = schema as Json;
  // A union of literals (TypeBox writes anyOf of consts) is an enum: one check instead of one branch per value.
  if (
    Array.isArray(s.anyOf) &&
    s.anyOf.length > 1 &&
    s.anyOf.every(
      (b) =>
        b &&
        typeof b === 'object' &&
        'const' in b &&
        Object.keys(b).every((k) => k === 'const' || k === 'type' || ANNOTATIONS.has(k)),
    )
  ) {
    const rest = Object.fromEntries(Object.entries(s).filter(([k]) => k !== 'anyOf' && !ANNOTATIONS.has(k)));
    return { ...rest, enum: (s.anyOf as Json[]).map((b) => b.const) };
  }
  const o: Json = {};
  for (const [k, v] of Object.entries(schema)) {
    if (ANNOTATIONS.has(k) || k.startsWith('x-')) continue;
    // Inside "properties" the keys are property names, not keywords: keep them all.
    o[k] =
      k === 'properties' || k === 'patternProperties' || k === 'definitions'
        ? Object.fromEntries(Object.entries(v as Json).map(([pk, pv]) => [pk, stripAnnotations(pv)]))
        : stripAnnotations(v);
  }
  return o;
}

async function buildValidators(widgets: Discovered[], actions: Discovered[], defs: Json): Promise<string> {
  const ajv = new Ajv({
    code: { source: true, esm: true, lines: false },
    allErrors: true,
    strict: false,
    // Shared definitions stay functions of their own: inlining them into every type multiplies the code.
    inlineRefs: false,
  });
  // Each shared definition is a schema of its own, so every validator calls one compiled copy of it.
  const prefix = 'defs.json#/definitions/';
  const toOwnId = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(toOwnId);
    if (!value || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) =>
        k === '$ref' && typeof v === 'string' && v.startsWith(prefix)
          ? [k, `${v.slice(prefix.length)}.def.json`]
          : [k, toOwnId(v)],
      ),
    );
  };
  for (const [name, def] of Object.entries(defs))
    ajv.addSchema({ ...(toOwnId(stripAnnotations(def)) as Json), $id: `${name}.def.json` });
  const names: Record<string, string> = {};
  const add = (exportName: string, schema: unknown) => {
    ajv.addSchema({
      ...(toOwnId(stripAnnotations(normalise(schema, prefix))) as Json),
      $id: `${exportName}.json`,
    });
    names[exportName] = `${exportName}.json`;
  };
  add('screen', top.Screen);
  add('fragment', top.Fragment);
  add('routes', top.Routes);
  add('app', AppSettings);
  add('node_fragment', top.FragmentNode);
  add('catalogue', Catalogue);
  for (const w of widgets) add(`node_${w.type.replace(/-/g, '_')}`, w.schema);
  for (const a of actions) add(`action_${a.type.replace(/-/g, '_')}`, a.schema);
  const code = standaloneCode(ajv, names);
  const tmp = out('node_modules', '.cache', 'validators-src.mjs');
  mkdirSync(dirname(tmp), { recursive: true });
  writeFileSync(tmp, code);
  const bundle = await rolldown({ input: tmp, platform: 'browser', logLevel: 'silent' });
  const { output } = await bundle.generate({ format: 'esm', minify: true });
  const js = output[0].code;
  if (/(^|[^`"'\w.])require\(/.test(js) || /new Function/.test(js)) {
    writeFileSync(tmp + '.out.js', js);
    throw new Error('generated validators still contain require( or new Function');
  }
  rmSync(tmp);
  return js;
}

/**
 * One dependency-free ESM module per endpoint whose default export checks the `data` of a success
 * answer against the endpoint's contract (first error only: the report names one path). The API
 * layer imports a module when the endpoint is first called, so no screen pays for another's.
 */
async function buildResponseValidators(): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const name of endpointNames) {
    const ajv = new Ajv({ code: { source: true, esm: true, lines: false }, strict: false });
    const validate = ajv.compile(stripAnnotations(contracts[name].response) as Json);
    const tmp = out('node_modules', '.cache', `response-${name}-src.mjs`);
    mkdirSync(dirname(tmp), { recursive: true });
    writeFileSync(tmp, standaloneCode(ajv, validate));
    const bundle = await rolldown({ input: tmp, platform: 'browser', logLevel: 'silent' });
    const { output } = await bundle.generate({ format: 'esm', minify: true });
    const js = output[0].code;
    rmSync(tmp);
    if (/(^|[^`"'\w.])require\(/.test(js) || /new Function/.test(js)) {
      throw new Error(`the response validator of ${name} still contains require( or new Function`);
    }
    files[name] = js;
  }
  return files;
}

/**
 * The endpoints' contracts as plain JSON Schemas for the descriptor checker wherever it runs (the
 * workbench and a phone checking a remote release have no TypeBox): request params and answers,
 * without their descriptions, amounts still marked in minor units.
 */
function contractsFile(): string {
  const compact = (schema: unknown): unknown => {
    if (Array.isArray(schema)) return schema.map(compact);
    if (!schema || typeof schema !== 'object') return schema;
    return Object.fromEntries(
      Object.entries(schema as Json)
        .filter(([k]) => !ANNOTATIONS.has(k))
        .map(([k, v]) => [
          k,
          k === 'properties' || k === 'patternProperties'
            ? Object.fromEntries(Object.entries(v as Json).map(([pk, pv]) => [pk, compact(pv)]))
            : compact(v),
        ]),
    );
  };
  const data = Object.fromEntries(
    endpointNames.map((name) => [
      name,
      { request: compact(contracts[name].request), response: compact(contracts[name].response) },
    ]),
  );
  return [
    '// Generated by scripts/generate/generate.ts. Do not edit.',
    "import type { JsonSchema } from '../engine/check/catalogues';",
    '',
    "/** Each endpoint's request params and answer's `data`, as JSON Schemas (src/api/contracts). */",
    `export const contractSchemas: Readonly<Record<string, { request: JsonSchema; response: JsonSchema }>> = ${JSON.stringify(data)};`,
    '',
  ].join('\n');
}

/** `text-input` → `TextInput`: names of generated imports and types. */
const pascal = (t: string) => t.replace(/(^|-)(\w)/g, (_, __, c: string) => c.toUpperCase());

/**
 * The widget registry: each widget type's slots with its code. A widget whose schema.ts exports
 * `eager = true` is imported with the app (`module`), so the widgets nearly every screen draws cost no
 * request of their own; any other loads when a screen first needs it (`load`). No widget is both: the
 * bundler splits each lazy one into its own file. The slots come from widget-types.ts, which Node
 * scripts import instead of this file (a widget's code imports stylesheets Node cannot load).
 */
function widgetRegistryFile(widgets: Discovered[]): string {
  const eager = widgets.filter((w) => w.eager);
  return [
    '// Generated by scripts/generate/generate.ts from src/widgets/*/schema.ts (its `eager` export: code with the app). Do not edit.',
    "import type { WidgetRegistry } from '../engine/registry';",
    `import { ${widgets.map((w) => `${camel(w.type)}Slots`).join(', ')} } from './widget-types';`,
    ...eager.map((w) => `import * as ${pascal(w.type)} from '../widgets/${w.folder}/${w.folder}';`),
    '',
    'export const widgets: WidgetRegistry = {',
    ...widgets.map((w) =>
      w.eager
        ? `  '${w.type}': { slots: ${camel(w.type)}Slots, eager: true, module: ${pascal(w.type)} },`
        : `  '${w.type}': { slots: ${camel(w.type)}Slots, load: () => import('../widgets/${w.folder}/${w.folder}') },`,
    ),
    '};',
    '',
  ].join('\n');
}

function registryFile(kind: 'widgets' | 'actions', items: Discovered[], skip: string[]): string {
  const lines: string[] = [
    '// Generated by scripts/generate/generate.ts from src/' + kind + '/*/schema.ts. Do not edit.',
    "import type { Static } from '@sinclair/typebox';",
  ];
  for (const it of items)
    lines.push(`import type { schema as ${pascal(it.type)}Schema } from '../${kind}/${it.folder}/schema';`);
  if (kind === 'actions') {
    // An eager action's handler comes with the app; the others' code loads when first run or warmed up.
    for (const it of items.filter((action) => action.eager))
      lines.push(`import ${pascal(it.type)}Handler from '../actions/${it.folder}/${it.folder}';`);
    lines.push("import type { ActionHandler, ActionRegistry } from '../engine/session/action-context';");
  } else {
    lines.push("import type { SlotMeta, WidgetTypes } from '../engine/registry';");
  }
  lines.push('');
  const suffix = kind === 'widgets' ? 'Node' : 'Action';
  for (const it of items)
    lines.push(`export type ${pascal(it.type)}${suffix} = Static<typeof ${pascal(it.type)}Schema>;`);
  lines.push(
    `export type Any${suffix} = ${items.map((it) => `${pascal(it.type)}${suffix}`).join(' | ') || 'never'};`,
  );
  lines.push('');
  if (kind === 'widgets') {
    // The widget types without their code: the registry with code is widgets.ts.
    for (const it of items)
      lines.push(
        `export const ${camel(it.type)}Slots: SlotMeta = ${JSON.stringify(slotsOf(it.schema, skip))};`,
      );
    lines.push('', 'export const widgetTypes: WidgetTypes = {');
    for (const it of items)
      lines.push(`  '${it.type}': { slots: ${camel(it.type)}Slots${it.eager ? ', eager: true' : ''} },`);
    lines.push('};', '');
    return lines.join('\n');
  }
  lines.push('export const actionRegistry: ActionRegistry = {');
  for (const it of items) {
    const slots = JSON.stringify(slotsOf(it.schema, skip));
    if (it.eager)
      lines.push(
        `  '${it.type}': { run: ${pascal(it.type)}Handler as ActionHandler<never>, slots: ${slots} },`,
      );
    else
      lines.push(
        `  '${it.type}': { load: () => import('../actions/${it.folder}/${it.folder}'), slots: ${slots} },`,
      );
  }
  lines.push('};', '');
  return lines.join('\n');
}

function writeIfChanged(file: string, content: string): void {
  mkdirSync(dirname(file), { recursive: true });
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return;
  writeFileSync(file, content);
}

async function main() {
  const widgets = await discover('widgets');
  const actions = await discover('actions');
  const routesFile = out('screen-configs', 'routes.json');
  const routePaths = existsSync(routesFile)
    ? [
        ...new Set(
          (JSON.parse(readFileSync(routesFile, 'utf8')) as { routes: { path: string }[] }).routes.map(
            (r) => r.path,
          ),
        ),
      ]
    : [];

  const filters = await discoverPlugins('filters');
  const formats = await discoverPlugins('formats');
  const editorDefs = definitionsFor(widgets, actions, { routePaths, formats }, 'editor');
  // The editor completes a fragment's ref from the files there are (the checker reports unknown ones).
  const fragmentsDir = out('screen-configs', 'fragments');
  const fragmentIds = existsSync(fragmentsDir)
    ? readdirSync(fragmentsDir)
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.slice(0, -'.json'.length))
        .sort()
    : [];
  const fragmentNode = editorDefs['node.fragment'] as { properties: Record<string, Json> };
  fragmentNode.properties.ref = { ...fragmentNode.properties.ref, enum: fragmentIds };
  const json = (o: unknown) => JSON.stringify(o, null, 2) + '\n';
  writeIfChanged(
    out('schemas', 'screen.schema.json'),
    json(editorSchema(top.Screen, 'Screen descriptor', editorDefs)),
  );
  writeIfChanged(
    out('schemas', 'fragment.schema.json'),
    // The fragment schema points into the screen schema's definitions instead of repeating them.
    json({
      $schema: 'http://json-schema.org/draft-07/schema#',
      title: 'Fragment',
      ...normalise(top.Fragment, 'screen.schema.json#/definitions/'),
    }),
  );
  writeIfChanged(
    out('schemas', 'routes.schema.json'),
    json(editorSchema(top.Routes, 'Routes', { route: normalise(top.Route, '#/definitions/') })),
  );
  writeIfChanged(out('schemas', 'app.schema.json'), json(editorSchema(AppSettings, 'App settings', {})));
  writeIfChanged(out('schemas', 'market.schema.json'), json(editorSchema(Market, 'Market', {})));
  writeIfChanged(out('schemas', 'catalogue.schema.json'), json(editorSchema(Catalogue, 'Catalogue', {})));

  const runtimeDefs = definitionsFor(widgets, actions, { routePaths, formats }, 'runtime');
  const validators = await buildValidators(widgets, actions, runtimeDefs);
  writeIfChanged(
    out('src', 'generated', 'validators.js'),
    '// Generated by scripts/generate/generate.ts. Do not edit.\n' + validators,
  );
  const exportNames = [
    'screen',
    'fragment',
    'routes',
    'app',
    'node_fragment',
    'catalogue',
    ...widgets.map((w) => `node_${w.type.replace(/-/g, '_')}`),
    ...actions.map((a) => `action_${a.type.replace(/-/g, '_')}`),
  ];
  writeIfChanged(
    out('src', 'generated', 'validators.d.ts'),
    "import type { ValidateFn } from '../engine/registry';\n" +
      exportNames.map((e) => `export declare const ${e}: ValidateFn;`).join('\n') +
      '\n',
  );
  writeIfChanged(
    out('src', 'generated', 'validator-set.ts'),
    [
      '// Generated by scripts/generate/generate.ts. Do not edit.',
      "import * as v from './validators.js';",
      "import type { Validators } from '../engine/registry';",
      '',
      'export const validators: Validators = {',
      '  screen: v.screen,',
      '  fragment: v.fragment,',
      '  routes: v.routes,',
      '  app: v.app,',
      `  node: { fragment: v.node_fragment, ${widgets.map((w) => `'${w.type}': v.node_${w.type.replace(/-/g, '_')}`).join(', ')} },`,
      `  action: { ${actions.map((a) => `'${a.type}': v.action_${a.type.replace(/-/g, '_')}`).join(', ')} },`,
      '};',
      '',
    ].join('\n'),
  );
  const responses = await buildResponseValidators();
  mkdirSync(out('src', 'generated', 'responses'), { recursive: true });
  for (const [name, js] of Object.entries(responses)) {
    writeIfChanged(
      out('src', 'generated', 'responses', `${name}.js`),
      '// Generated by scripts/generate/generate.ts. Do not edit.\n' + js,
    );
    writeIfChanged(
      out('src', 'generated', 'responses', `${name}.d.ts`),
      "import type { ResponseCheck } from '../../api/response-check';\ndeclare const validate: ResponseCheck;\nexport default validate;\n",
    );
  }
  writeIfChanged(
    out('src', 'generated', 'response-validators.ts'),
    [
      '// Generated by scripts/generate/generate.ts. Do not edit.',
      "import type { ResponseCheck } from '../api/response-check';",
      '',
      "/** The validator of each endpoint's answer, loaded when the endpoint is first called. */",
      'export const responseValidators: Record<string, () => Promise<ResponseCheck>> = {',
      ...endpointNames.map(
        (name) => `  ${name}: () => import('./responses/${name}.js').then((m) => m.default),`,
      ),
      '};',
      '',
    ].join('\n'),
  );
  writeIfChanged(out('src', 'generated', 'contracts.ts'), contractsFile());
  writeIfChanged(
    out('src', 'generated', 'widget-types.ts'),
    registryFile('widgets', widgets, ['type', 'id', 'visible', 'fallback', 'style']),
  );
  writeIfChanged(out('src', 'generated', 'widgets.ts'), widgetRegistryFile(widgets));
  // The eager widgets' code was a file of its own before the registry held it.
  rmSync(out('src', 'generated', 'eager-widgets.ts'), { force: true });
  writeIfChanged(out('src', 'generated', 'file-layouts.ts'), fileLayoutFile());
  writeIfChanged(out('src', 'generated', 'actions.ts'), registryFile('actions', actions, ['type', 'when']));
  writeIfChanged(out('src', 'generated', 'filters.ts'), pluginRegistryFile('filters', filters));
  writeIfChanged(out('src', 'generated', 'formats.ts'), pluginRegistryFile('formats', formats));
  console.log(
    `generated: ${widgets.length} widgets, ${actions.length} actions, ${filters.length} filters, ${formats.length} input formats, ${endpointNames.length} endpoints, ${routePaths.length} routes`,
  );
}

main().catch((error: unknown) => {
  console.error(`generate failed: ${(error as Error).message}`);
  process.exit(1);
});
