/**
 * A translation reads what its English reads, nothing else: the words around the bindings change,
 * the bindings do not. A binding is named by the path it reads (or its literal), its filters and the
 * paths its filters' arguments read (`default:app.servicePhone` reads a value too); a filter's literal
 * arguments may differ (a date written `MM/DD/YYYY` in another language). The checker refuses a
 * translation that reads a binding its English does not, or leaves one out
 * (src/engine/check/translations.ts); the phone shows the English instead (translate.ts).
 */
import { parseTemplate, type Expression } from '../language/expressions';

/** How a translation's bindings differ from its English's. */
export interface BindingDifference {
  /** Bindings the translation reads and its English does not (`session.sessionId`). */
  foreign: string[];
  /** Bindings the English reads and the translation leaves out. */
  missing: string[];
  /** Why the translation's bindings cannot be read, when they cannot. */
  malformed?: string;
}

/** A binding as the rule names it: `data.order.amount | money`, `data.x | default:app.servicePhone`. */
function bindingName(expression: Expression): string {
  const head = expression.path.length ? expression.path.join('.') : JSON.stringify(expression.literal);
  const filters = expression.filters.map((filter) =>
    [
      filter.name,
      ...filter.args.flatMap((arg) =>
        arg && typeof arg === 'object' && 'path' in arg ? [(arg.path as string[]).join('.')] : [],
      ),
    ].join(':'),
  );
  return [head, ...filters].join(' | ');
}

/** The bindings a text reads, each once, sorted; a string saying why when they cannot be read. */
export function bindingsRead(text: string): string[] | string {
  if (!text.includes('{') && !text.includes('}')) return [];
  let segments: ReturnType<typeof parseTemplate>;
  try {
    segments = parseTemplate(text);
  } catch (error) {
    return (error as Error).message;
  }
  const names = (segments ?? []).filter((s): s is Expression => typeof s !== 'string').map(bindingName);
  return [...new Set(names)].sort();
}

/**
 * How `translation` reads other values than `english`, or undefined when it reads the same ones. An
 * English whose bindings cannot be read is the descriptor checker's to name: against it, only a
 * translation that reads bindings at all differs.
 */
export function bindingDifference(english: string, translation: string): BindingDifference | undefined {
  const target = bindingsRead(translation);
  if (typeof target === 'string') return { foreign: [], missing: [], malformed: target };
  const source = bindingsRead(english);
  const from = typeof source === 'string' ? [] : source;
  const foreign = target.filter((name) => !from.includes(name));
  const missing = from.filter((name) => !target.includes(name));
  return foreign.length || missing.length ? { foreign, missing } : undefined;
}
