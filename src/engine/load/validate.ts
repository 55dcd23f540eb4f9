/**
 * Validation of descriptors, node by node: each node is checked by its own type's precompiled
 * validator, so a problem names the failing node and path instead of a wall of anyOf failures.
 * At run time an invalid node is replaced by its fallback (or nothing) and reported; an invalid
 * action is replaced by one that fails when run, so an action list never skips a step silently.
 */
import { checkBindings } from '../language/expressions';
import type { FilterCatalogue } from '../language/filters';
import type {
  ActionDescriptor,
  NodeDescriptor,
  SlotMeta,
  ValidateFn,
  ValidationError,
  Validators,
} from '../registry';
import { didYouMean } from '../language/suggest';
import { FRAGMENT_SLOTS, FRAGMENT_TYPE, INVALID_ACTION } from './descriptor-tree';
import { describe, pointerGet } from './json-values';

export { FRAGMENT_SLOTS, FRAGMENT_TYPE, INVALID_ACTION, walkNodes } from './descriptor-tree';

export interface Problem {
  /** JSON path (RFC 6901 pointer) inside the file. */
  path: string;
  message: string;
}

export interface CheckContext {
  validators: Validators;
  widgets: Readonly<Record<string, { slots: SlotMeta }>>;
  actions: Readonly<Record<string, { slots: SlotMeta }>>;
  /** The filters bindings may call, with their argument counts (the app's filter registry). */
  filters: FilterCatalogue;
}

/** Turns ajv errors into readable problems: what was expected and what was found, with a did-you-mean. */
export function explain(
  errors: readonly ValidationError[] | null | undefined,
  data: unknown,
  base: string,
  topProps: readonly string[] = [],
): Problem[] {
  if (!errors?.length) return [];
  // Prefer errors outside anyOf branches; among the rest keep the deepest ones.
  const meaningful = errors.filter((e) => e.keyword !== 'anyOf' && e.keyword !== 'if');
  const pool = meaningful.length ? meaningful : errors;
  const problems = new Map<string, Problem>();
  for (const e of pool) {
    const path = base + e.instancePath;
    const found = pointerGet(data, e.instancePath);
    let message: string;
    switch (e.keyword) {
      case 'additionalProperties': {
        const prop = String(e.params.additionalProperty);
        const allowed = e.instancePath === '' ? topProps : [];
        message = `unknown property '${prop}'${didYouMean(prop, allowed)}`;
        problems.set(`${path}/${prop}`, { path: `${path}/${prop}`, message });
        continue;
      }
      case 'required':
        message = `missing required property '${String(e.params.missingProperty)}'`;
        break;
      case 'type':
        message = `expected ${String(e.params.type)}, found ${describe(found)}`;
        break;
      case 'enum': {
        const allowed = (e.params.allowedValues as unknown[]) ?? [];
        const hint = typeof found === 'string' ? didYouMean(found, allowed.map(String)) : '';
        message = `expected one of ${allowed.map((v) => JSON.stringify(v)).join(', ')}, found ${describe(found)}${hint}`;
        break;
      }
      case 'const':
        message = `expected ${JSON.stringify(e.params.allowedValue)}, found ${describe(found)}`;
        break;
      case 'pattern':
        message = `expected text matching ${String(e.params.pattern)}, found ${describe(found)}`;
        break;
      default:
        message = `${e.message ?? 'is invalid'}${found !== undefined ? `, found ${describe(found)}` : ''}`;
    }
    if (!problems.has(path)) problems.set(path, { path, message });
  }
  return [...problems.values()];
}

function run(validate: ValidateFn, data: unknown, base: string, topProps?: readonly string[]): Problem[] {
  return validate(data) ? [] : explain(validate.errors, data, base, topProps);
}

/** Where bindingProblems looks: the props it skips (slots are checked on their own) and the filters there are. */
interface BindingWalk {
  skip: ReadonlySet<string>;
  filters: FilterCatalogue;
  out: Problem[];
}

function bindingProblems(value: unknown, path: string, walk: BindingWalk): void {
  if (typeof value === 'string') {
    for (const m of checkBindings(value, walk.filters)) walk.out.push({ path, message: `bad binding: ${m}` });
  } else if (Array.isArray(value)) value.forEach((v, i) => bindingProblems(v, `${path}/${i}`, walk));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value))
      if (!walk.skip.has(k)) bindingProblems(v, `${path}/${k}`, walk);
  }
}

/** Checks and cleans descriptors against the registries; collects every problem found. */
export class Checker {
  readonly problems: Problem[] = [];
  constructor(private readonly ctx: CheckContext) {}

  private slotsOfNode(type: string): SlotMeta | undefined {
    return type === FRAGMENT_TYPE ? FRAGMENT_SLOTS : this.ctx.widgets[type]?.slots;
  }

  /** A node as it may be rendered, or null when it is invalid and has no valid fallback. */
  node(raw: unknown, path: string): NodeDescriptor | null {
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
      this.problems.push({ path, message: `expected a node object with a "type", found ${describe(raw)}` });
      return null;
    }
    const node = raw as NodeDescriptor;
    const fallback = () =>
      'fallback' in node && node.fallback !== null && node.fallback !== undefined
        ? this.node(node.fallback, `${path}/fallback`)
        : null;
    if (typeof node.type !== 'string') {
      this.problems.push({
        path: `${path}/type`,
        message: `expected a widget type, found ${describe(node.type)}`,
      });
      return fallback();
    }
    const slots = this.slotsOfNode(node.type);
    const validate = this.ctx.validators.node[node.type];
    if (!slots || !validate) {
      const known = [...Object.keys(this.ctx.widgets), FRAGMENT_TYPE];
      this.problems.push({
        path: `${path}/type`,
        message: `unknown widget type '${node.type}'${didYouMean(node.type, known)}`,
      });
      return fallback();
    }
    const found = run(validate, node, path, slots.props);
    const skip = new Set<string>([...slots.nodes, ...slots.actions, 'fallback']);
    bindingProblems(node, path, { skip, filters: this.ctx.filters, out: found });
    if (found.length) {
      this.problems.push(...found);
      // The node is dropped, but what its slots hold is checked all the same: every mistake in a
      // file is reported in one pass, not one level at a time.
      this.withSlotsChecked(node, slots, path);
      return fallback();
    }
    const out = this.withSlotsChecked(node, slots, path);
    if (node.fallback) out.fallback = this.node(node.fallback, `${path}/fallback`);
    return out as NodeDescriptor;
  }

  /** The node with its child nodes and action lists checked (invalid children dropped or failing). */
  private withSlotsChecked(node: NodeDescriptor, slots: SlotMeta, path: string): Record<string, unknown> {
    const out: Record<string, unknown> = { ...node };
    for (const key of slots.nodes) {
      const v = node[key];
      if (v === undefined || v === null) continue;
      out[key] = this.nodeSlot(v, `${path}/${key}`);
    }
    for (const key of slots.actions) {
      const v = node[key];
      if (Array.isArray(v)) out[key] = this.actions(v, `${path}/${key}`);
    }
    return out;
  }

  private nodeSlot(value: unknown, path: string): unknown {
    if (Array.isArray(value)) return this.nodes(value, path);
    if (value && typeof value === 'object' && typeof (value as { type?: unknown }).type === 'string')
      return this.node(value, path);
    if (value && typeof value === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(value)) out[k] = this.node(v, `${path}/${k}`);
      return out;
    }
    return value;
  }

  nodes(list: readonly unknown[], path: string): NodeDescriptor[] {
    return list.map((n, i) => this.node(n, `${path}/${i}`)).filter((n): n is NodeDescriptor => n !== null);
  }

  /** An action as it may be run; an invalid one becomes an action that fails. */
  action(raw: unknown, path: string): ActionDescriptor {
    const invalid = (message: string, at = path): ActionDescriptor => {
      this.problems.push({ path: at, message });
      return { type: INVALID_ACTION, path: at, message };
    };
    if (!raw || typeof raw !== 'object' || Array.isArray(raw))
      return invalid(`expected an action object with a "type", found ${describe(raw)}`);
    const action = raw as ActionDescriptor;
    if (typeof action.type !== 'string')
      return invalid(`expected an action type, found ${describe(action.type)}`, `${path}/type`);
    const entry = this.ctx.actions[action.type];
    const validate = this.ctx.validators.action[action.type];
    if (!entry || !validate) {
      return invalid(
        `unknown action type '${action.type}'${didYouMean(action.type, Object.keys(this.ctx.actions))}`,
        `${path}/type`,
      );
    }
    const found = run(validate, action, path, entry.slots.props);
    bindingProblems(action, path, {
      skip: new Set(entry.slots.actions),
      filters: this.ctx.filters,
      out: found,
    });
    this.problems.push(...found);
    // The actions it holds are checked even when it is invalid itself: every mistake in one pass.
    const out: Record<string, unknown> = { ...action };
    for (const key of entry.slots.actions) {
      const v = action[key];
      if (Array.isArray(v)) out[key] = this.actions(v, `${path}/${key}`);
    }
    if (found.length)
      return { type: INVALID_ACTION, path, message: found.map((p) => `${p.path}: ${p.message}`).join('; ') };
    return out as ActionDescriptor;
  }

  actions(list: readonly unknown[], path: string): ActionDescriptor[] {
    return list.map((a, i) => this.action(a, `${path}/${i}`));
  }

  /** Runs a top-level validator (screen shell, fragment, routes, app). */
  top(kind: 'screen' | 'fragment' | 'routes' | 'app', data: unknown): boolean {
    const found = run(this.ctx.validators[kind], data, '');
    this.problems.push(...found);
    return found.length === 0;
  }
}
