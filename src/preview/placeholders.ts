/**
 * The workbench's phone shows where a widget could not be drawn: a node the app would drop (an
 * unknown type, a wrong prop, a missing one) gets, in the workbench's copy only, a fallback that
 * names the problem, so it does not silently vanish. The app's own fallback path draws it; a node
 * with a fallback of its own keeps it, as a phone would. Only the workbench imports this module:
 * the production build never has it (tests/e2e/build-output.e2e.ts checks).
 */
import type { CheckContext, Problem } from '../engine/load/validate';
import { Checker } from '../engine/load/validate';
import type { NodeDescriptor } from '../engine/registry';
import { isObject, pointerGet, pointerKey, type Json } from '../engine/check/json';
import { sentence, subjectAt, type Kinds } from '../engine/check/subject';

/** How a placeholder starts: what the workbench's phone shows, and what tests look for. */
export const PLACEHOLDER_MARK = '⚠ Not drawn:';

/** A checker that notes every node it would drop (invalid, and no fallback of its own). */
class DroppedNodes extends Checker {
  readonly dropped: { path: string; problems: Problem[] }[] = [];
  override node(raw: unknown, path: string): NodeDescriptor | null {
    const before = this.problems.length;
    const out = super.node(raw, path);
    if (out === null && !(isObject(raw) && raw.fallback))
      this.dropped.push({ path, problems: this.problems.slice(before) });
    return out;
  }
}

function kindsOf(ctx: CheckContext): Kinds {
  const entries = [...Object.values(ctx.widgets), ...Object.values(ctx.actions)];
  return {
    widgets: new Set(Object.keys(ctx.widgets)),
    actions: new Set(Object.keys(ctx.actions)),
    actionLists: new Set(entries.flatMap((e) => e.slots.actions)),
  };
}

/** The visible stand-in of a dropped node: what it was, why it could not be drawn. */
function placeholder(root: unknown, at: { path: string; problems: Problem[] }, kinds: Kinds): Json {
  // The node's own problems, each of them (those of what it holds are theirs, unless it has none).
  const own = at.problems.filter(
    (p) => p.path === at.path || !p.path.slice(at.path.length + 1).includes('/'),
  );
  const problems = own.length ? own : at.problems.slice(0, 1);
  const what = sentence(subjectAt(root, at.path, kinds), 'could not be drawn');
  const why = problems.length
    ? problems.map((p) => `it ${p.message} (${p.path})`).join('; ')
    : 'it is invalid';
  return {
    type: 'text',
    text: `${PLACEHOLDER_MARK} ${what}: ${why}`,
    style: { color: '#b42318', background: '#fff4f2', padding: '8px', margin: '4px 0' },
  };
}

/** Sets the value at a JSON pointer of a copy made for the purpose. */
function setAt(root: Json, pointer: string, value: unknown): void {
  const parts = pointer
    .split('/')
    .slice(1)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  let cur: unknown = root;
  for (const part of parts.slice(0, -1)) cur = (cur as Json)[part];
  if (cur && typeof cur === 'object') (cur as Json)[parts[parts.length - 1]!] = value;
}

/**
 * A copy of a screen or fragment descriptor in which each node the app would drop has a placeholder
 * as its fallback; the descriptor itself when none would be dropped or it has no body.
 */
export function withPlaceholders<T>(descriptor: T, ctx: CheckContext): T {
  if (!isObject(descriptor) || !Array.isArray(descriptor.body)) return descriptor;
  const checker = new DroppedNodes(ctx);
  checker.nodes(descriptor.body, '/body');
  if (!checker.dropped.length) return descriptor;
  const copy = structuredClone(descriptor) as Json;
  const kinds = kindsOf(ctx);
  // The outermost first: a dropped node's placeholder stands for everything inside it.
  const outermost = [...checker.dropped]
    .sort((a, b) => a.path.length - b.path.length)
    .filter((d, i, all) => !all.slice(0, i).some((o) => d.path.startsWith(`${o.path}/`)));
  for (const d of outermost) {
    const shown = placeholder(descriptor, d, kinds);
    // A node gets it as its fallback; what is not a node at all is replaced by it.
    if (isObject(pointerGet(descriptor, d.path))) setAt(copy, `${d.path}/${pointerKey('fallback')}`, shown);
    else setAt(copy, d.path, shown);
  }
  return copy as T;
}
