/**
 * The checks of a screen or fragment that no JSON Schema can make: every binding reads something
 * the screen declares (state keys, input fields, sources), local values (`item`, `result`, `error`,
 * `params`) are read where they exist, every required copy of a widget or action is filled in,
 * and declared state is used. Each problem names the JSON path and the fix.
 */
import { parseTemplate, type Expression } from '../src/engine/expressions';
import { ALL_ROOTS } from '../src/engine/scope';
import { didYouMean } from '../src/engine/suggest';
import type { Problem } from '../src/engine/validate';

export interface SemanticProblem extends Problem {
  level: 'error' | 'warning';
}

/** What the editor schema says of each widget and action type: which props are required and are text. */
export type RequiredCopy = ReadonlyMap<string, readonly string[]>;

type Json = Record<string, unknown>;

/** Required string props of every widget (`node.<type>`) and action (`action.<type>`), from the editor schema. */
export function requiredCopy(editorSchema: { definitions: Record<string, Json> }): RequiredCopy {
  const out = new Map<string, string[]>();
  for (const [name, def] of Object.entries(editorSchema.definitions)) {
    if (!name.startsWith('node.') && !name.startsWith('action.')) continue;
    const props = (def.properties ?? {}) as Record<string, Json>;
    // An empty `alt` is how a decorative picture is marked, so it is not copy that must be filled in.
    const required = ((def.required as string[] | undefined) ?? []).filter(
      (p) => p !== 'type' && p !== 'alt' && props[p]?.type === 'string',
    );
    out.set(name, required);
  }
  return out;
}

interface Context {
  /** Local roots readable here (`item`, `index`, `result`, `error`, `event`, `params`). */
  locals: ReadonlySet<string>;
}

interface Read {
  root: string;
  key: string | undefined;
  path: string;
  locals: ReadonlySet<string>;
}

const ACTION_LIST_KEYS = new Set([
  'onClick',
  'onChange',
  'onClose',
  'onConfirm',
  'onCancel',
  'onDone',
  'onTick',
]);
const STORE_WRITE = /^(state|form)\.([A-Za-z_$][\w$-]*)/;

/** Every binding read and every plain `state.x`/`form.x` target written anywhere in a descriptor. */
function scan(descriptor: unknown, fileLocals: readonly string[]) {
  const reads: Read[] = [];
  const written = { state: new Set<string>(), form: new Set<string>() };
  const fields = new Set<string>();
  let dynamicFields = false;

  const expressionReads = (e: Expression) => [
    e.path,
    ...e.filters.flatMap((f) =>
      f.args
        .filter((a): a is { path: string[] } => !!a && typeof a === 'object' && 'path' in a)
        .map((a) => a.path),
    ),
  ];

  const visit = (value: unknown, path: string, ctx: Context, key?: string): void => {
    if (typeof value === 'string') {
      let segments: ReturnType<typeof parseTemplate>;
      try {
        segments = parseTemplate(value);
      } catch {
        return; // a malformed binding is reported by the schema checks
      }
      for (const s of segments ?? []) {
        if (typeof s === 'string') continue;
        for (const p of expressionReads(s))
          if (p.length) reads.push({ root: p[0]!, key: p[1], path, locals: ctx.locals });
      }
      if (!segments) {
        const m = STORE_WRITE.exec(value);
        if (m && (key === 'bind' || key === 'target' || key === 'into'))
          written[m[1] as 'state' | 'form'].add(m[2]!);
      }
      return;
    }
    if (Array.isArray(value)) {
      value.forEach((v, i) => visit(v, `${path}/${i}`, ctx));
      return;
    }
    if (!value || typeof value !== 'object') return;
    const o = value as Json;
    const type = typeof o.type === 'string' ? o.type : undefined;
    for (const [k, v] of Object.entries(o)) {
      // Keys of set-state's `values` are targets too.
      const m = STORE_WRITE.exec(k);
      if (m && key === 'values') written[m[1] as 'state' | 'form'].add(m[2]!);
      let locals = ctx.locals;
      if (type === 'each' && ['template', 'cases', 'empty', 'where', 'key', 'switch'].includes(k))
        locals = new Set([...locals, typeof o.as === 'string' ? o.as : 'item', 'index']);
      if (k === 'onSuccess') locals = new Set([...locals, 'result']);
      if (k === 'onError') locals = new Set([...locals, 'error']);
      if (ACTION_LIST_KEYS.has(k)) locals = new Set([...locals, 'event']);
      if (k === 'field' && typeof v === 'string') {
        if (v.includes('{{')) dynamicFields = true;
        else fields.add(v);
      }
      visit(v, `${path}/${k.replace(/~/g, '~0').replace(/\//g, '~1')}`, { locals }, k);
    }
  };
  visit(descriptor, '', { locals: new Set(fileLocals) });
  return { reads, written, fields, dynamicFields };
}

/** Semantic problems of one screen (kind 'screen') or fragment (kind 'fragment'). */
export function semanticProblems(
  descriptor: unknown,
  kind: 'screen' | 'fragment',
  copy: RequiredCopy,
): SemanticProblem[] {
  const out: SemanticProblem[] = [];
  if (!descriptor || typeof descriptor !== 'object') return out;
  const d = descriptor as Json;
  const declaredState = Object.keys((d.state as Json | undefined) ?? {});
  const sources = Array.isArray(d.sources)
    ? (d.sources as Json[]).map((s) => s?.id).filter((id): id is string => typeof id === 'string')
    : [];
  const { reads, written, fields, dynamicFields } = scan(descriptor, kind === 'fragment' ? ['params'] : []);
  const stateKeys = new Set([...declaredState, ...written.state]);
  const formKeys = new Set([...fields, ...written.form]);

  for (const r of reads) {
    const where = r.path || '/';
    if (!ALL_ROOTS.includes(r.root) && !r.locals.has(r.root)) {
      out.push({
        level: 'error',
        path: where,
        message: `reads '${r.root}', which is not a binding root (roots: ${ALL_ROOTS.join(', ')})${didYouMean(r.root, [...ALL_ROOTS])}`,
      });
      continue;
    }
    if (r.locals.has(r.root)) continue;
    if (kind === 'fragment' && r.root === 'params') continue;
    if (r.root === 'state' && r.key !== undefined && kind === 'screen' && !stateKeys.has(r.key))
      out.push({
        level: 'error',
        path: where,
        message: `reads state.${r.key}, which this screen never declares or writes: add "${r.key}" to "state"${didYouMean(r.key, [...stateKeys])}`,
      });
    if (
      r.root === 'form' &&
      r.key !== undefined &&
      kind === 'screen' &&
      !dynamicFields &&
      !formKeys.has(r.key)
    )
      out.push({
        level: 'error',
        path: where,
        message: `reads form.${r.key}, but no input of this screen has "field": "${r.key}"${didYouMean(r.key, [...formKeys])}`,
      });
    if (r.root === 'data' && r.key !== undefined && kind === 'screen' && !sources.includes(r.key))
      out.push({
        level: 'error',
        path: where,
        message: `reads data.${r.key}, but no source has "id": "${r.key}" (sources: ${sources.join(', ') || 'none'})${didYouMean(r.key, sources)}`,
      });
    if (['item', 'index'].includes(r.root))
      out.push({
        level: 'warning',
        path: where,
        message: `reads ${r.root} outside an "each" template or case`,
      });
    if (r.root === 'result')
      out.push({ level: 'warning', path: where, message: 'reads result outside an onSuccess list' });
    if (r.root === 'error' && !r.locals.has('error'))
      out.push({ level: 'warning', path: where, message: 'reads error outside an onError list' });
    if (r.root === 'params' && kind === 'screen')
      out.push({ level: 'warning', path: where, message: 'reads params outside a fragment' });
  }

  // Required copy: every required text prop of a widget or an action is filled in.
  const walk = (value: unknown, path: string, key?: string): void => {
    if (Array.isArray(value)) return value.forEach((v, i) => walk(v, `${path}/${i}`));
    if (!value || typeof value !== 'object') return;
    const o = value as Json;
    if (typeof o.type === 'string' && key !== 'properties') {
      const asAction = copy.get(`action.${o.type}`);
      const asNode = copy.get(`node.${o.type}`);
      const required = asNode ?? asAction ?? [];
      for (const prop of required)
        if (typeof o[prop] === 'string' && (o[prop] as string).trim() === '')
          out.push({
            level: 'error',
            path: `${path}/${prop}`,
            message: `'${prop}' of ${o.type} is empty: a borrower would see nothing; write the ${prop}`,
          });
    }
    for (const [k, v] of Object.entries(o)) walk(v, `${path}/${k}`, k);
  };
  walk(d.body, '/body');

  if (kind === 'screen') {
    const read = new Set(reads.filter((r) => r.root === 'state' && r.key).map((r) => r.key!));
    for (const k of declaredState)
      if (!read.has(k) && !written.state.has(k))
        out.push({
          level: 'warning',
          path: `/state/${k}`,
          message: `state.${k} is declared but never read or bound: remove it or use it`,
        });
  }
  return out;
}
