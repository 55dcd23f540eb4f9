/**
 * Problems in plain words: each message says what it is about first, the way an operator finds it on
 * the screen ("The button "Next" has no property 'txt'"), before the JSON path a tool prints after it.
 * The checker's messages are predicates; the subject is what stands at (or holds) the problem's path.
 */
import type { CheckProblem } from './problem';
import { isObject, type Json } from './json';

/** The widget and action types there are, and the props that hold action lists. */
export interface Kinds {
  widgets: ReadonlySet<string>;
  actions: ReadonlySet<string>;
  actionLists: ReadonlySet<string>;
}

/** The lists of actions a screen has at its top level. */
const SCREEN_ACTION_LISTS = ['onEnter', 'onReady', 'onBack', 'onSuccess', 'onError'];

const unescape = (part: string) => part.replace(/~1/g, '/').replace(/~0/g, '~');
/** Short literal copy that names a widget on the screen ("Next"), not a binding. */
const shortCopy = (v: unknown) =>
  typeof v === 'string' && v.trim() && v.length <= 32 && !v.includes('{{') ? v.trim() : undefined;

function widgetName(o: Json, type: string, known: boolean): string {
  if (!known) return 'a widget';
  const type_ = type.replace(/-/g, ' ');
  const name = shortCopy(o.id) ?? shortCopy(o.text) ?? shortCopy(o.label) ?? shortCopy(o.title);
  return `the ${type_}${name ? ` "${name}"` : ''}`;
}

function actionName(o: Json, type: string, known: boolean): string {
  if (!known) return 'an action';
  // A call or a navigation is known by where it goes.
  const target = [o.endpoint, o.to].find((v) => typeof v === 'string' && v && !v.includes('{{'));
  return `the ${type} action${target ? ` to ${String(target)}` : ''}`;
}

/** Singular of a list's name for one of its items ("routes" → "route"). */
const singular = (key: string) => (key.endsWith('s') ? key.slice(0, -1) : key);

/**
 * What is at `path` in a descriptor (or any config file), in words: the widget or action holding it,
 * a source, the screen, or the named part of the file.
 */
export function subjectAt(root: unknown, path: string, kinds?: Kinds, top = 'the screen'): string {
  const parts = path.split('/').slice(1).map(unescape);
  let owner: { value: Json; container: string } | undefined;
  let source: string | undefined;
  let cur: unknown = root;
  let container = '';
  const visit = (value: unknown, key: string) => {
    if (isObject(value) && typeof value.type === 'string') owner = { value, container };
    if (!/^\d+$/.test(key)) container = key;
  };
  visit(cur, '');
  for (const [i, part] of parts.entries()) {
    if (!cur || typeof cur !== 'object') break;
    if (i === 1 && parts[0] === 'sources') {
      const s = (cur as Json)[part];
      source = isObject(s) && typeof s.id === 'string' ? s.id : `${Number(part) + 1}`;
    }
    cur = (cur as Json)[part];
    visit(cur, part);
  }
  if (owner && kinds) {
    const o = owner.value;
    const type = o.type as string;
    const inActions = kinds.actionLists.has(owner.container) || SCREEN_ACTION_LISTS.includes(owner.container);
    // A type may be both (modal): where it stands decides.
    if (
      inActions
        ? !kinds.widgets.has(type) || kinds.actions.has(type)
        : !kinds.widgets.has(type) && kinds.actions.has(type)
    )
      return actionName(o, type, kinds.actions.has(type));
    return widgetName(o, type, kinds.widgets.has(type) || type === 'fragment');
  }
  if (source !== undefined) return `source "${source}"`;
  if (kinds) return top;
  // A config file without widgets: the object the problem is in or about (the theme, route 3), or the file.
  const inObject = cur !== null && typeof cur === 'object' ? parts : parts.slice(0, -1);
  const named = [...inObject].reverse().findIndex((p) => !/^\d+$/.test(p));
  if (named < 0) return 'the file';
  const at = inObject.length - 1 - named;
  const item = inObject[at + 1];
  return item !== undefined && /^\d+$/.test(item)
    ? `${singular(inObject[at]!)} ${Number(item) + 1}`
    : `the ${inObject[at]}`;
}

/** "The button "Next" has …": the subject, then the predicate. */
export function sentence(subject: string, predicate: string): string {
  const said = `${subject} ${predicate}`;
  return said[0]!.toUpperCase() + said.slice(1);
}

/** The problems of a descriptor (or config file) `root`, each message with its subject first. */
export function inPlainWords<P extends CheckProblem>(
  problems: readonly P[],
  root: unknown,
  kinds?: Kinds,
  top?: string,
): P[] {
  return problems.map((p) => {
    const subject = subjectAt(root, p.path, kinds, top);
    const through = p.through;
    return {
      ...p,
      message: sentence(subject, p.message),
      ...(through
        ? {
            through: {
              ...through,
              message: (ids: readonly string[]) => sentence(subject, through.message(ids)),
            },
          }
        : {}),
    };
  });
}
