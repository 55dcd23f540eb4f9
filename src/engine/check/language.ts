/**
 * Facts about the descriptor language that no JSON Schema check uses directly, read from the editor
 * schema (schemas/screen.schema.json) so that no list of widget or action names is written here:
 * which props name a catalogue entry, which hold a store path, which copy is required.
 */
import type { CheckProblem } from './problem';
import { conditionOperators, type OperandKind } from './conditions';
import { pointerKey, type Json } from './json';
import type { Kept } from '../../schema/marks';

export type { Kept };

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
  /** The condition operators (`eq`, `and`, `not` …) and what each takes. */
  operators: ReadonlyMap<string, OperandKind>;
  /**
   * Per action: the action lists run by someone else than whoever ran the action (`x-run-by`): a
   * countdown's `onDone` runs `later`, on its own; a dialog's buttons run on the borrower's `tap`.
   */
  listRunners: ReadonlyMap<string, ReadonlyMap<string, 'tap' | 'later' | 'opener'>>;
  /**
   * Per action: the prop naming the widget it opens (`x-opens`) and that widget's type: the modal
   * action's `modalId` opens the modal node with that `modalId`.
   */
  openProps: ReadonlyMap<string, { prop: string; widget: string }>;
  /**
   * Per widget: its store path props marked with what the widget keeps there (`x-keeps`): the
   * checkbox's `bind` keeps true or false.
   */
  keptProps: ReadonlyMap<string, ReadonlyMap<string, Kept>>;
}

const KEPT: readonly string[] = ['boolean', 'number', 'list'];

/** A string the checker reads for what it is (src/schema/marks.ts): a URL through the gate, a regular expression. */
export type StringMark = 'url' | 'regex';

/** A store path prop is a string whose pattern starts with its roots: `^(state|flow|form)\.…`. */
const STORE_PATH_PATTERN = /^\^\(([a-z]+(?:\|[a-z]+)*)\)\\\./;

/** Reads the language facts from the editor schema (its `definitions`). */
export function languageOf(editorSchema: { definitions: Record<string, Json> }): Language {
  const catalogueProps = new Map<string, Map<string, CatalogueName>>();
  const targetProps = new Map<string, Map<string, string[]>>();
  const nameProps = new Map<string, readonly [string, string]>();
  const listRunners = new Map<string, Map<string, 'tap' | 'later' | 'opener'>>();
  const openProps = new Map<string, { prop: string; widget: string }>();
  const keptProps = new Map<string, Map<string, Kept>>();
  for (const [name, def] of Object.entries(editorSchema.definitions)) {
    const props = (def.properties ?? {}) as Record<string, Json>;
    const required = (def.required as string[] | undefined) ?? [];
    const catalogue = new Map<string, CatalogueName>();
    const targets = new Map<string, string[]>();
    const runners = new Map<string, 'tap' | 'later' | 'opener'>();
    const kept = new Map<string, Kept>();
    for (const [prop, schema] of Object.entries(props)) {
      const runBy = schema['x-run-by'];
      if (runBy === 'tap' || runBy === 'later' || runBy === 'opener') runners.set(prop, runBy);
      if (typeof schema['x-opens'] === 'string') openProps.set(name, { prop, widget: schema['x-opens'] });
      const ref = typeof schema.$ref === 'string' ? schema.$ref.replace('#/definitions/', '') : '';
      if ((CATALOGUES as readonly string[]).includes(ref)) catalogue.set(prop, ref as CatalogueName);
      const roots = typeof schema.pattern === 'string' ? STORE_PATH_PATTERN.exec(schema.pattern) : null;
      if (roots) targets.set(prop, roots[1]!.split('|'));
      const keeps = schema['x-keeps'];
      if (roots && typeof keeps === 'string' && KEPT.includes(keeps)) kept.set(prop, keeps as Kept);
    }
    if (catalogue.size) catalogueProps.set(name, catalogue);
    if (targets.size) targetProps.set(name, targets);
    if (runners.size) listRunners.set(name, runners);
    if (kept.size) keptProps.set(name, kept);
    if (
      name.startsWith('node.') &&
      isText(props.title) &&
      isText(props.label) &&
      !required.includes('title') &&
      !required.includes('label')
    )
      nameProps.set(name, ['title', 'label']);
  }
  const operators = conditionOperators(editorSchema.definitions);
  return {
    definitions: editorSchema.definitions,
    catalogueProps,
    targetProps,
    nameProps,
    operators,
    listRunners,
    openProps,
    keptProps,
  };
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

/** Where a walk over a node's, action's or source's own props starts: its schema, path and owner's name. */
interface TextAt {
  schema: Json | undefined;
  path: string;
  owner: string;
}

/** What a walk over a value's own props meets: free-text strings and the conditions. */
interface PropVisitor {
  /** A string of a free-text prop (copy, a label); `required` when its object requires it. */
  text?(text: string, at: { path: string; prop: string; owner: string; required: boolean }): void;
  /** A condition (`visible`, `disabled`, a rule's `when` …). */
  condition?(value: unknown, path: string): void;
  /** A string of a prop marked for what it is: a URL through the gate, a regular expression. */
  marked?(text: string, at: { path: string; mark: StringMark }): void;
}

/** The mark of a string prop's schema, if it has one. */
const markOf = (schema: Json): StringMark | undefined =>
  schema['x-url'] === true ? 'url' : schema['x-regex'] === true ? 'regex' : undefined;

/**
 * Walks a value's own props and their nested objects (rules, tabs …), following the schema; nodes,
 * actions and free values inside are left to the walk of the descriptor that reaches them.
 */
function walkProps(language: Language, value: unknown, at: TextAt, visitor: PropVisitor): void {
  const visit = (schema: Json | undefined, v: unknown, path: string, owner: string): void => {
    if (!schema || v === null || typeof v !== 'object') return;
    if (typeof schema.$ref === 'string') {
      const name = schema.$ref.replace('#/definitions/', '');
      if (name === 'condition') return visitor.condition?.(v, path);
      // Nodes and actions are checked where the walk reaches them; values are free.
      if (['node', 'action', 'value'].includes(name)) return;
      return visit(language.definitions[name], v, path, name);
    }
    if (Array.isArray(v)) {
      const items = schema.items;
      if (items && typeof items === 'object' && !Array.isArray(items))
        v.forEach((x, i) => visit(items as Json, x, `${path}/${i}`, owner));
      return;
    }
    const props = (schema.properties ?? {}) as Record<string, Json>;
    const required = (schema.required as string[] | undefined) ?? [];
    for (const [k, x] of Object.entries(v as Json)) {
      if (k === 'type' || !props[k]) continue;
      const at = `${path}/${pointerKey(k)}`;
      const mark = typeof x === 'string' ? markOf(props[k]) : undefined;
      if (mark) visitor.marked?.(x as string, { path: at, mark });
      if (typeof x === 'string' && isText(props[k]))
        visitor.text?.(x, { path: at, prop: k, owner, required: required.includes(k) });
      else if (typeof x === 'boolean' || typeof x === 'string') {
        if (props[k].$ref === '#/definitions/condition') visitor.condition?.(x, at);
      } else visit(props[k], x, at, owner);
    }
  };
  visit(at.schema, value, at.path, at.owner);
}

/**
 * Required text props that are empty, in a value and its nested objects (rules, tabs …), following
 * the schema. An empty `alt` is how a decorative picture is marked, so it is not reported.
 */
export function emptyRequiredText(language: Language, value: unknown, at: TextAt): CheckProblem[] {
  const out: CheckProblem[] = [];
  walkProps(language, value, at, {
    text(text, { path, prop, required }) {
      if (required && prop !== 'alt' && text.trim() === '')
        out.push({
          level: 'error',
          path,
          message: `has an empty "${prop}": write it (an empty one shows nothing)`,
        });
    },
  });
  return out;
}

/** A string of a marked prop (a URL, a regular expression), where it is. */
export interface MarkedString {
  text: string;
  path: string;
  mark: StringMark;
}

/**
 * The JSON paths of a value's free-text props (its copy), its conditions with their paths, and the
 * strings of its marked props (a rule's pattern), in one walk.
 */
export function textsAndConditions(
  language: Language,
  value: unknown,
  at: TextAt,
): { texts: string[]; conditions: { value: unknown; path: string }[]; marked: MarkedString[] } {
  const texts: string[] = [];
  const conditions: { value: unknown; path: string }[] = [];
  const marked: MarkedString[] = [];
  walkProps(language, value, at, {
    text: (_text, { path }) => texts.push(path),
    condition: (v, path) => conditions.push({ value: v, path }),
    marked: (text, { path, mark }) => marked.push({ text, path, mark }),
  });
  return { texts, conditions, marked };
}
