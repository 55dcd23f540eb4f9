/**
 * `npm run docs` (with scripts/docs/flow-map.ts): writes docs/reference.md, the operators' reference of
 * the descriptor language, from schemas/screen.schema.json (itself generated from the TypeBox
 * schemas, so descriptions, defaults and examples have one source: src/widgets/<type>/schema.ts,
 * src/actions/<type>/schema.ts and src/schema/).
 *
 * One section per widget and per action type (alphabetical) with its description, a table of its
 * props and its examples; sections for the screen's top-level props, `sources`, and the shared
 * types; and every endpoint of the catalogue with its params and the fields of its answer (from
 * the contracts in src/api/contracts). The Markdown is formatted with Prettier, so the output is stable and passes format checks.
 *
 * Usage: tsx scripts/docs/reference.ts [--check] [--out docs/reference.md]
 *   --check  exits 1 when the file differs from what would be generated (CI).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as prettier from 'prettier';
import { endpointNames, endpoints, wirePath, type EndpointDef } from '../../src/api/endpoints';
import { contracts } from '../../src/api/contracts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const DEFAULT_OUT = join(root, 'docs', 'reference.md');
const DEFAULT_SCHEMA = join(root, 'schemas', 'screen.schema.json');

type Json = Record<string, unknown>;
type Schema = Json;

const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The heading of a widget's or an action's section, and its anchor (GitHub's slug of the heading). */
export function sectionTitle(
  kind: 'widget' | 'action' | 'node',
  type: string,
): { title: string; anchor: string } {
  return { title: `\`${type}\` ${kind}`, anchor: `${type}-${kind}` };
}

const SHARED: Record<string, { text: string; anchor?: string }> = {
  condition: { text: 'condition' },
  node: { text: 'node' },
  action: { text: 'action' },
  value: { text: 'any value' },
  style: { text: 'style', anchor: 'style' },
  rule: { text: 'rule', anchor: 'validation-rule' },
  source: { text: 'source', anchor: 'sources' },
  route: { text: 'route' },
  endpointName: { text: 'endpoint name', anchor: 'endpoint-names' },
  bridgeType: { text: 'bridge message', anchor: 'bridge-messages' },
  routePath: { text: 'route path', anchor: 'route-paths' },
  inputFormatName: { text: 'input format', anchor: 'input-formats' },
};

const refName = (ref: string) => ref.replace(/^#\/definitions\//, '');

function refText(ref: string): string {
  const name = refName(ref);
  const shared = SHARED[name];
  if (!shared) return name;
  return shared.anchor ? `[${shared.text}](#${shared.anchor})` : shared.text;
}

const code = (text: string) => (text.includes('`') ? `\`\` ${text} \`\`` : `\`${text}\``);
const literal = (value: unknown) => code(JSON.stringify(value));

/** `^(state|flow|form)\.[A-Za-z0-9_.]+$` reads as "a state, flow or form path". */
function pathPattern(pattern: string): string | undefined {
  const m = /^\^\(([a-z|]+)\)\\\.\[A-Za-z0-9_\.\]\+\$$/.exec(pattern);
  if (!m) return undefined;
  const roots = m[1]!.split('|');
  const list = roots.length > 1 ? `${roots.slice(0, -1).join(', ')} or ${roots.at(-1)}` : roots[0];
  return `${list} path (e.g. ${code(`${roots[0]}.name`)})`;
}

function range(s: Schema): string {
  const min = typeof s.minimum === 'number' ? s.minimum : undefined;
  const max = typeof s.maximum === 'number' ? s.maximum : undefined;
  if (min !== undefined && max !== undefined) return ` ${min}–${max}`;
  if (min !== undefined) return ` ≥ ${min}`;
  if (max !== undefined) return ` ≤ ${max}`;
  return '';
}

/** An object schema with named properties inside a prop (list items, a branch of anyOf), if any. */
function nestedObject(s: Schema): Schema | undefined {
  if (isObject(s.properties)) return s;
  if (isObject(s.items)) return nestedObject(s.items);
  if (Array.isArray(s.anyOf))
    for (const branch of s.anyOf) {
      const found = isObject(branch) ? nestedObject(branch) : undefined;
      if (found) return found;
    }
  return undefined;
}

/** A prop's type, readable: `"a"` or `"b"`, condition, action list, state or flow path, number 0–48. */
export function typeText(s: Schema): string {
  if (typeof s.$ref === 'string') return refText(s.$ref);
  if ('const' in s) return literal(s.const);
  if (Array.isArray(s.enum)) return `one of ${s.enum.map(literal).join(', ')}`;
  if (Array.isArray(s.anyOf)) {
    const branches = s.anyOf.filter(isObject);
    if (branches.every((b) => 'const' in b))
      return `one of ${branches.map((b) => literal(b.const)).join(', ')}`;
    return branches
      .map((b) =>
        b.type === 'string' && typeof b.description === 'string' && /binding/i.test(b.description)
          ? 'binding'
          : typeText(b),
      )
      .join(' or ');
  }
  switch (s.type) {
    case 'string': {
      if (typeof s.pattern === 'string') {
        const path = pathPattern(s.pattern);
        return path ?? `string matching ${code(s.pattern)}`;
      }
      return s.minLength === 1 ? 'non-empty string' : 'string';
    }
    case 'number':
    case 'integer':
      return `${s.type}${range(s)}`;
    case 'boolean':
      return 'boolean';
    case 'null':
      return literal(null);
    case 'array': {
      const items = isObject(s.items) ? s.items : {};
      const nonEmpty = s.minItems === 1 ? 'non-empty ' : '';
      const unique = s.uniqueItems ? ', no repeats' : '';
      if (items.$ref === '#/definitions/action') return `${nonEmpty}action list`;
      if (items.$ref === '#/definitions/node') return `${nonEmpty}node list`;
      if (isObject(items.properties)) return `${nonEmpty}list of objects (below)${unique}`;
      const item = typeText(items)
        .replace(/^one of /, 'values from ')
        .replace(/^(string|number|integer|boolean)\b/, '$1s');
      return `${nonEmpty}list of ${item}${unique}`;
    }
    case 'object': {
      if (isObject(s.patternProperties)) {
        const values = Object.values(s.patternProperties).filter(isObject);
        const value = values[0] ?? {};
        return `map of name → ${typeText(value)}`;
      }
      return isObject(s.properties) ? 'object (below)' : 'object';
    }
    default:
      return 'any value';
  }
}

const VALUE_PREFIX = 'Any JSON value.';

/** A prop's description; the long generic one of "any value" is shortened. */
function descriptionOf(s: Schema, defs: Record<string, Schema>): string {
  let text = typeof s.description === 'string' ? s.description : '';
  if (!text && typeof s.$ref === 'string') {
    const name = refName(s.$ref);
    const target = defs[name];
    if (['endpointName', 'bridgeType', 'routePath'].includes(name) && typeof target?.description === 'string')
      text = target.description;
  }
  if (text.startsWith(VALUE_PREFIX)) text = 'Any JSON value; strings may contain bindings.';
  // A shared type documented in its own section: point there.
  const ref = typeof s.$ref === 'string' ? s.$ref : isObject(s.items) ? s.items.$ref : undefined;
  const anchor = typeof ref === 'string' ? SHARED[refName(ref)]?.anchor : undefined;
  if (!text && anchor) text = `See [${SHARED[refName(ref as string)]!.text}](#${anchor}).`;
  return text;
}

/** Escapes text for a Markdown table cell: pipes everywhere, `<` and `>` outside code spans. */
export function cell(text: string): string {
  return text
    .replace(/\r?\n/g, ' ')
    .split(/(`+[^`]*`+)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/</g, '&lt;').replace(/>/g, '&gt;')))
    .join('')
    .replace(/\|/g, '\\|');
}

/** Prose outside tables: `<` and `>` outside code spans would be read as HTML. */
const prose = (text: string) =>
  text
    .split(/(`+[^`]*`+)/)
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/</g, '&lt;').replace(/>/g, '&gt;')))
    .join('');

interface Row {
  name: string;
  type: string;
  required: boolean;
  default: string;
  description: string;
}

function rowsOf(schema: Schema, defs: Record<string, Schema>, skip: ReadonlySet<string>, prefix = ''): Row[] {
  const props = (isObject(schema.properties) ? schema.properties : {}) as Record<string, Schema>;
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  const rows: Row[] = [];
  for (const [name, prop] of Object.entries(props)) {
    if (skip.has(name)) continue;
    const full = `${prefix}${name}`;
    let description = descriptionOf(prop, defs);
    if (name === 'type' && 'const' in prop && !prefix) description ||= `Always ${literal(prop.const)}.`;
    if (name === '$schema' && !description)
      description = 'Where editors find the JSON Schema, e.g. `../schemas/screen.schema.json`.';
    rows.push({
      name: full,
      type: typeText(prop),
      required: required.has(name),
      default: 'default' in prop ? literal(prop.default) : '',
      description,
    });
    const nested = nestedObject(prop);
    if (nested && nested !== prop) rows.push(...rowsOf(nested, defs, new Set(), `${full}[].`));
    else if (nested) rows.push(...rowsOf(nested, defs, new Set(), `${full}.`));
  }
  return rows;
}

function table(rows: readonly Row[], first = 'Prop'): string {
  const lines = [`| ${first} | Type | Required | Default | Description |`, '| --- | --- | --- | --- | --- |'];
  for (const r of rows)
    lines.push(
      `| ${code(r.name)} | ${cell(r.type)} | ${r.required ? 'yes' : 'no'} | ${cell(r.default)} | ${cell(r.description)} |`,
    );
  return lines.join('\n');
}

function examples(schema: Schema): string[] {
  const list = Array.isArray(schema.examples) ? schema.examples : [];
  if (!list.length) return [];
  return [
    list.length === 1 ? '**Example**' : '**Examples**',
    ...list.map((ex) => ['```json', JSON.stringify(ex, null, 2), '```'].join('\n')),
  ];
}

/** Props declared identically by every schema of the list (the common props of widgets or of actions). */
function commonProps(schemas: readonly Schema[]): string[] {
  const propsOf = (s: Schema | undefined) => (isObject(s?.properties) ? s.properties : {});
  const first = propsOf(schemas[0]);
  return Object.keys(first).filter(
    (name) =>
      name !== 'type' &&
      schemas.every((s) => {
        const props = propsOf(s);
        return name in props && JSON.stringify(props[name]) === JSON.stringify(first[name]);
      }),
  );
}

const inline = (names: readonly string[]) => names.map(code).join(', ');

/** Prose without its final full stop, so that a suffix can follow. */
const sentence = (text: string) => prose(text).replace(/\.$/, '');

/** A contract schema as plain JSON Schema (TypeBox's own keys dropped). */
const plain = (schema: unknown): Schema => JSON.parse(JSON.stringify(schema)) as Schema;

/** The rows of a request or an answer: its fields, or its items' fields for a list. */
function contractRows(schema: Schema): string {
  const object = nestedObject(schema);
  if (!object) return '';
  const prefix = object === schema ? '' : schema.type === 'array' ? '[].' : '';
  return table(rowsOf(object, {}, new Set(), prefix), 'Field');
}

/** Every endpoint with its params and the fields of its answer's `data`. */
function endpointSections(): string[] {
  const out: string[] = [
    '## Endpoints',
    'The endpoints a `call` action or a source names, with what they take and what a success answer carries in `data` ' +
      '(`data.<source id>.<field>` on a screen, `item.<field>` in an `each` over a list). Every answer is checked against ' +
      'this when it arrives: an answer of another shape is a failed call that shows `error`. Answers may carry fields not ' +
      'listed here. Amounts are integers in minor units (centavos); flags are 0 or 1.',
  ];
  for (const name of endpointNames) {
    const def: EndpointDef = endpoints[name];
    const request = plain(contracts[name].request);
    const response = plain(contracts[name].response);
    const facts = [
      `${code(`${def.method} ${wirePath(def)}`)}`,
      `client ${def.client}`,
      `success code ${code(def.success)}`,
      ...(def.changesState ? ['changes state (only from an action the borrower starts)'] : []),
    ].join(' · ');
    const params = contractRows(request);
    const answer = contractRows(response);
    out.push(
      `### ${code(name)}`,
      prose(def.description),
      facts,
      `**Params**: ${sentence(String(request.description ?? ''))}${params ? '' : ' (none)'}.`,
      params,
      `**Answer \`data\`**: ${sentence(String(response.description ?? ''))}${response.type === 'array' ? ' (a list)' : ''}.`,
      answer,
    );
  }
  return out;
}

/** The reference as Markdown, formatted with Prettier. */
export async function renderReference(schema: Schema): Promise<string> {
  const defs = (isObject(schema.definitions) ? schema.definitions : {}) as Record<string, Schema>;
  const typesOf = (kind: 'node' | 'action') =>
    Object.keys(defs)
      .filter((k) => k.startsWith(`${kind}.`))
      .map((k) => k.slice(kind.length + 1))
      .sort(cmp);
  const widgets = typesOf('node').filter((t) => t !== 'fragment');
  const actions = typesOf('action');
  const widgetCommon = commonProps(widgets.map((t) => defs[`node.${t}`]!));
  const actionCommon = commonProps(actions.map((t) => defs[`action.${t}`]!));

  const out: string[] = [];
  out.push(
    '# Descriptor reference',
    '<!-- Generated by scripts/docs/reference.ts from schemas/screen.schema.json. Do not edit: run `npm run docs`. -->',
    'Every screen in `screen-configs/` is a JSON descriptor: a few top-level props, the `sources` it loads and a `body` of nodes. ' +
      'A node is a widget, picked by its `"type"`; widgets run actions (`onClick`, `onChange`, …), also picked by their `"type"`. ' +
      'This page lists every widget and action type with its props and examples. It is generated from the descriptor ' +
      'language (`schemas/screen.schema.json`, from the `schema.ts` of each widget and action folder), so it is always complete; ' +
      'bindings (`{{ root.path | filter:arg }}`), filters and conditions are explained in [operators.md](operators.md). ' +
      'How the screens link to each other: [flow-map.svg](flow-map.svg).',
    'How to read the types: **condition** is a condition as data (`{"eq": [a, b]}`, `{"and": [...]}`, a boolean or a binding); ' +
      '**action list** is a list of actions run in order, a failed action stopping the rest; **node list** is a list of nodes; ' +
      '**map of name → X** is an object whose keys are names of your choice and whose values are X; **any value** is any JSON value, ' +
      'strings in it may contain bindings. _Required_ props must be written; a _default_ is what an omitted prop means.',
  );

  out.push('## Contents');
  const toc: string[] = [
    '- [Screen descriptor](#screen-descriptor)',
    '- [Sources](#sources)',
    '- [Widgets](#widgets)',
    `  - [Props every widget takes](#props-every-widget-takes)`,
    ...widgets.map((t) => {
      const s = sectionTitle('widget', t);
      return `  - [${code(t)}](#${s.anchor})`;
    }),
    `  - [${code('fragment')} (shared fragments)](#${sectionTitle('node', 'fragment').anchor})`,
    '- [Actions](#actions)',
    `  - [Props every action takes](#props-every-action-takes)`,
    ...actions.map((t) => `  - [${code(t)}](#${sectionTitle('action', t).anchor})`),
    '- [Shared types](#shared-types)',
    '  - [Style](#style)',
    '  - [Validation rule](#validation-rule)',
    '  - [Endpoint names](#endpoint-names)',
    '  - [Bridge messages](#bridge-messages)',
    '  - [Route paths](#route-paths)',
    '  - [Input formats](#input-formats)',
    '- [Endpoints](#endpoints)',
    ...endpointNames.map((name) => `  - [${code(name)}](#${name.toLowerCase()})`),
  ];
  out.push(toc.join('\n'));

  out.push(
    '## Screen descriptor',
    prose(String(schema.description ?? '')),
    table(rowsOf(schema, defs, new Set())),
  );

  const source = defs.source ?? {};
  out.push(
    '## Sources',
    prose(`${String(source.description ?? '')} Each entry of the screen's \`sources\` list:`),
    table(rowsOf(source, defs, new Set())),
  );

  out.push(
    '## Widgets',
    `A node of \`body\` (or of another node's ${inline(['children'])}, \`cases\`, …) is one of these widget types.`,
    '### Props every widget takes',
    table(
      rowsOf(defs[`node.${widgets[0]}`] ?? {}, defs, new Set()).filter((r) => widgetCommon.includes(r.name)),
    ),
  );
  for (const type of widgets) {
    const def = defs[`node.${type}`]!;
    out.push(
      `### ${sectionTitle('widget', type).title}`,
      prose(String(def.description ?? '')),
      table(rowsOf(def, defs, new Set(widgetCommon))),
      `Also takes the [props every widget takes](#props-every-widget-takes): ${inline(widgetCommon)}.`,
      ...examples(def),
    );
  }
  const fragment = defs['node.fragment'];
  if (fragment)
    out.push(
      `### ${sectionTitle('node', 'fragment').title}`,
      prose(`${String(fragment.description ?? '')} Handled by the engine itself, not by a widget folder.`),
      table(rowsOf(fragment, defs, new Set())),
      ...examples(fragment),
    );

  out.push(
    '## Actions',
    'An action list (`onClick`, `onEnter`, `onSuccess`, …) runs its actions in order; a failed action stops the rest.',
    '### Props every action takes',
    table(
      rowsOf(defs[`action.${actions[0]}`] ?? {}, defs, new Set()).filter((r) =>
        actionCommon.includes(r.name),
      ),
    ),
  );
  for (const type of actions) {
    const def = defs[`action.${type}`]!;
    out.push(
      `### ${sectionTitle('action', type).title}`,
      prose(String(def.description ?? '')),
      table(rowsOf(def, defs, new Set(actionCommon))),
      `Also takes the [props every action takes](#props-every-action-takes): ${inline(actionCommon)}.`,
      ...examples(def),
    );
  }

  /** Each input format (a folder of src/formats) with what it accepts and how it shows it. */
  const formatRows = (def: Schema) => {
    const values = Array.isArray(def.enum) ? def.enum : [];
    const said = Array.isArray(def.markdownEnumDescriptions) ? def.markdownEnumDescriptions : [];
    return [
      prose(String(def.description ?? '')),
      ['| Format | What it does |', '| --- | --- |']
        .concat(values.map((value, i) => `| ${literal(value)} | ${cell(String(said[i] ?? ''))} |`))
        .join('\n'),
    ];
  };
  const names = (name: string) => {
    const def = defs[name] ?? {};
    const values = Array.isArray(def.enum) ? def.enum : [];
    return [prose(String(def.description ?? '')), `${values.map(literal).join(', ')}.`];
  };
  out.push(
    '## Shared types',
    '### Style',
    prose(String(defs.style?.description ?? '')),
    table(rowsOf(defs.style ?? {}, defs, new Set())),
    '### Validation rule',
    "An entry of a field's `rules`: checked in order, the first that fails shows its `message`.",
    table(rowsOf(defs.rule ?? {}, defs, new Set())),
    '### Endpoint names',
    ...names('endpointName'),
    '### Bridge messages',
    ...names('bridgeType'),
    '### Route paths',
    ...names('routePath'),
    '### Input formats',
    ...formatRows(defs.inputFormatName ?? {}),
  );
  out.push(...endpointSections());

  const markdown = out.filter((block) => block !== '').join('\n\n') + '\n';
  const options = (await prettier.resolveConfig(DEFAULT_OUT)) ?? {};
  return prettier.format(markdown, { ...options, parser: 'markdown' });
}

function argValue(args: readonly string[], name: string): string | undefined {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

/** CLI: writes the reference, or with --check exits 1 when the file on disk is stale. */
export async function main(args: readonly string[] = process.argv.slice(2)): Promise<number> {
  const out = resolve(argValue(args, '--out') ?? DEFAULT_OUT);
  const schema = JSON.parse(readFileSync(DEFAULT_SCHEMA, 'utf8')) as Schema;
  const markdown = await renderReference(schema);
  const shown = relative(process.cwd(), out) || out;
  if (args.includes('--check')) {
    if (!existsSync(out) || readFileSync(out, 'utf8') !== markdown) {
      console.error(`${shown} is out of date: run npm run docs`);
      return 1;
    }
    console.log(`${shown} is up to date`);
    return 0;
  }
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, markdown);
  console.log(`wrote ${shown}`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href)
  main().then(
    (code) => (process.exitCode = code),
    (error: unknown) => {
      console.error(`reference failed: ${(error as Error).message}`);
      process.exitCode = 1;
    },
  );
