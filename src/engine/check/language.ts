/**
 * Facts about the descriptor language that no JSON Schema check uses directly, read from the editor
 * schema (schemas/screen.schema.json) so that no list of widget or action names is written here:
 * which props name a catalogue entry, which hold a store path, which copy is required.
 */
import type { CheckProblem } from './problem';
import { pointerKey, type Json } from './json';

/** The named catalogues a prop may be typed with (`$ref` to one of these definitions). */
export type CatalogueName = 'endpointName' | 'bridgeType' | 'routePath';
const CATALOGUES: readonly CatalogueName[] = ['endpointName', 'bridgeType', 'routePath'];

/** Facts about the descriptor language, derived from the editor schema. */
export interface Language {
  /** Every definition of the editor schema (`node.<type>`, `action.<type>`, `source`, `rule`, …). */
  definitions: Readonly<Record<string, Json>>;
  /** Per definition: the props that name an entry of a catalogue (`action.call` → endpoint → endpointName). */
  catalogueProps: ReadonlyMap<string, ReadonlyMap<string, CatalogueName>>;
  /** Per definition: the props holding a store path such as "state.choice", with the roots allowed. */
  targetProps: ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>;
  /**
   * Per widget: two optional text props of which one must be given. A widget that accepts both a
   * "title" and a "label" and requires neither (the modal) takes its accessible name from either.
   */
  nameProps: ReadonlyMap<string, readonly [string, string]>;
  /**
   * Per action: the action lists run by someone else than whoever ran the action (`x-run-by`): a
   * countdown's `onDone` runs `later`, on its own; a dialog's buttons run on the borrower's `tap`.
   */
  listRunners: ReadonlyMap<string, ReadonlyMap<string, 'tap' | 'later'>>;
}

/** A store path prop is a string whose pattern starts with its roots: `^(state|flow|form)\.…`. */
const STORE_PATH_PATTERN = /^\^\(([a-z]+(?:\|[a-z]+)*)\)\\\./;

/** Reads the language facts from the editor schema (its `definitions`). */
export function languageOf(editorSchema: { definitions: Record<string, Json> }): Language {
  const catalogueProps = new Map<string, Map<string, CatalogueName>>();
  const targetProps = new Map<string, Map<string, string[]>>();
  const nameProps = new Map<string, readonly [string, string]>();
  const listRunners = new Map<string, Map<string, 'tap' | 'later'>>();
  for (const [name, def] of Object.entries(editorSchema.definitions)) {
    const props = (def.properties ?? {}) as Record<string, Json>;
    const required = (def.required as string[] | undefined) ?? [];
    const catalogue = new Map<string, CatalogueName>();
    const targets = new Map<string, string[]>();
    const runners = new Map<string, 'tap' | 'later'>();
    for (const [prop, schema] of Object.entries(props)) {
      const runBy = schema['x-run-by'];
      if (runBy === 'tap' || runBy === 'later') runners.set(prop, runBy);
      const ref = typeof schema.$ref === 'string' ? schema.$ref.replace('#/definitions/', '') : '';
      if ((CATALOGUES as readonly string[]).includes(ref)) catalogue.set(prop, ref as CatalogueName);
      const roots = typeof schema.pattern === 'string' ? STORE_PATH_PATTERN.exec(schema.pattern) : null;
      if (roots) targets.set(prop, roots[1]!.split('|'));
    }
    if (catalogue.size) catalogueProps.set(name, catalogue);
    if (targets.size) targetProps.set(name, targets);
    if (runners.size) listRunners.set(name, runners);
    if (
      name.startsWith('node.') &&
      isText(props.title) &&
      isText(props.label) &&
      !required.includes('title') &&
      !required.includes('label')
    )
      nameProps.set(name, ['title', 'label']);
  }
  return { definitions: editorSchema.definitions, catalogueProps, targetProps, nameProps, listRunners };
}

/** Free text (copy, a URL, a value): a string the schema does not constrain further. */
function isText(schema: unknown): boolean {
  if (!schema || typeof schema !== 'object') return false;
  const s = schema as Json;
  const constrained = ['pattern', 'enum', 'const', 'minLength', 'format', '$ref'].some((k) => k in s);
  if (constrained) return false;
  if (s.type === 'string') return true;
  return Array.isArray(s.anyOf) && s.anyOf.some((b) => isText(b));
}

/** Where `emptyRequiredText` is in a descriptor: the schema of the value, its path and owner's name. */
interface TextAt {
  schema: Json | undefined;
  path: string;
  owner: string;
}

/**
 * Required text props that are empty, in a value and its nested objects (rules, tabs …), following
 * the schema. An empty `alt` is how a decorative picture is marked, so it is not reported.
 */
export function emptyRequiredText(language: Language, value: unknown, at: TextAt): CheckProblem[] {
  const out: CheckProblem[] = [];
  const visit = (schema: Json | undefined, v: unknown, path: string, owner: string): void => {
    if (!schema || v === null || typeof v !== 'object') return;
    if (typeof schema.$ref === 'string') {
      const name = schema.$ref.replace('#/definitions/', '');
      // Nodes, actions and conditions are checked where the walk reaches them; values are free.
      if (['node', 'action', 'value', 'condition'].includes(name)) return;
      return visit(language.definitions[name], v, path, name);
    }
    if (Array.isArray(v)) {
      const items = schema.items;
      if (items && typeof items === 'object' && !Array.isArray(items))
        v.forEach((x, i) => visit(items as Json, x, `${path}/${i}`, owner));
      return;
    }
    const props = (schema.properties ?? {}) as Record<string, Json>;
    const o = v as Json;
    for (const prop of (schema.required as string[] | undefined) ?? []) {
      const text = o[prop];
      if (prop !== 'alt' && isText(props[prop]) && typeof text === 'string' && text.trim() === '')
        out.push({
          level: 'error',
          path: `${path}/${pointerKey(prop)}`,
          message: `'${prop}' of ${owner} is required but empty: write the ${prop} (an empty one shows nothing)`,
        });
    }
    for (const [k, x] of Object.entries(o))
      if (k !== 'type' && props[k] && x && typeof x === 'object')
        visit(props[k], x, `${path}/${pointerKey(k)}`, owner);
  };
  visit(at.schema, value, at.path, at.owner);
  return out;
}
