/**
 * Everything a widget may use from the engine. Widgets import from here (and from react and
 * antd-mobile) only: never the store, the API, another widget or the app.
 */
import {
  createElement,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useState,
  type ComponentType,
} from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { actions, type RootState } from '../store';
import type { Rule } from './schema/base';
import { useEngine, type Engine } from './view/engine-context';
import { useScreenContext } from './view/screen-context';
import { writeTarget } from './language/scope';
import { fieldValue, hearField, useStoreValue } from './view/store-watch';
import { whenIdle } from './view/idle';

export type { WidgetRenderProps, NodeDescriptor, ActionDescriptor } from './registry';
export { Nodes, NodeList, type NodeListEntry } from './view/node-view';
export { asText, compileValue } from './language/expressions';
export { compileCondition } from './language/conditions';
export { whenIdle } from './view/idle';
export { cleanInput, displayInput, formats, inputFormatOf, type InputFormat } from './language/input-format';
export { isPositiveMinorUnits } from './language/minor-units';
// Schemas (schema.ts) import the descriptor language from './schema/base' themselves: widget code
// gets its types only, so the schema library never reaches the browser.
export type { Condition, Static } from './schema/base';

export interface FieldOptions {
  rules?: readonly Rule[];
  label?: string;
  /** The value the field starts with when the form has none yet (e.g. the server's prefilled value). */
  initial?: unknown;
}

/**
 * What a field keeps between renders: the rules it registered with (the same object while their
 * content stays, so that resolving them anew on each render registers nothing again) and its setter.
 */
interface FieldBox {
  engine: Engine;
  screen: string;
  name: string;
  rules: readonly Rule[] | undefined;
  setValue: (next: unknown) => void;
}

function fieldBox(
  engine: Engine,
  screen: string,
  name: string,
  rules: readonly Rule[] | undefined,
): FieldBox {
  return {
    engine,
    screen,
    name,
    rules,
    setValue: (next) =>
      engine.store.dispatch(actions.forms.fieldChanged({ screen, field: name, value: next })),
  };
}

/** A new box replaces the kept one; none (the store changed under the field) renders with the same one. */
const keepField = (box: FieldBox, next: FieldBox | null): FieldBox => next ?? { ...box };

/**
 * Binds a widget to one form field: the widget re-renders when that field (or its error) changes,
 * and only then. While mounted the field takes part in validation and submission.
 */
export function useField(name: string, options: FieldOptions = {}) {
  // Few hooks: a list may hold many fields, and each hook costs every one of them on mounting.
  const { engine, screen } = useScreenContext();
  const [kept, update] = useReducer(keepField, null, () => fieldBox(engine, screen, name, options.rules));
  let box = kept;
  if (
    kept.engine !== engine ||
    kept.screen !== screen ||
    kept.name !== name ||
    !sameContent(kept.rules, options.rules)
  ) {
    box = fieldBox(engine, screen, name, options.rules);
    update(box);
  }
  const { rules, setValue } = box;
  const { label, initial } = options;
  const form = engine.store.getState().forms[screen];
  const value = fieldValue(form, name, initial);
  const error: string | undefined = form?.errors[name];
  // One effect per field. It listens from the commit that shows the field and registers it with the
  // form; a change of its rules, label or initial value registers it again.
  useLayoutEffect(() => {
    const heard = () => update(null);
    const stop = hearField(engine.watch, engine.store, screen, name, initial, { value, error }, heard);
    if (!name) return stop;
    engine.registerField({ op: 'mount', screen, field: name, rules: [...(rules ?? [])], label, initial });
    return () => {
      stop();
      engine.registerField({ op: 'unmount', screen, field: name });
    };
    // What this render showed (value, error) is where listening starts; it is not a reason to listen anew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [engine, screen, name, rules, label, initial]);
  return { value, error, setValue };
}

/** Whether two JSON values hold the same content. */
function sameContent(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object' || Array.isArray(a) !== Array.isArray(b))
    return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every(
    (k) => k in b && sameContent((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}

/**
 * Whether the modal with this id shows, and a way to close it. One modal shows at a time: one opened
 * while another shows waits until that one closes (two pop-ups never stack on a small screen).
 */
export function useModal(id: string) {
  const dispatch = useDispatch();
  const open = useSelector((s: RootState) => s.ui.modals[0] === id);
  const close = useCallback(() => dispatch(actions.ui.modalToggled({ id, open: false })), [dispatch, id]);
  return { open, close };
}

/** The one http(s) gate for server URLs (null when refused). */
export function useSafeUrl(raw: unknown): string | null {
  const engine = useEngine();
  return useMemo(() => engine.safeUrl(raw), [engine, raw]);
}

/** Checks an image source: same-origin paths and http(s) through the gate, bundled relative paths, data:image URIs made by the app. */
export function useImageSource(raw: unknown): string | null {
  const engine = useEngine();
  return useMemo(() => {
    if (typeof raw !== 'string' || raw.trim() === '') return null;
    const s = raw.trim();
    // A path on the page's own origin passes the gate like any URL (a control character or a second
    // slash after the first would lead the browser to another host) and is kept as written.
    if (s.startsWith('/')) return engine.safeUrl(s) ? s : null;
    if (/^\.{0,2}\/?[\w-]+(\/[\w.-]+)*\.(png|jpe?g|svg|webp|gif)$/i.test(s)) return s;
    if (/^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=]+$/i.test(s)) return s;
    return engine.safeUrl(s);
  }, [engine, raw]);
}

/** App settings from app.json (theme, service phone, app name). */
export function useAppSettings(): Record<string, unknown> {
  return useEngine().app;
}

/**
 * Reads and writes one target such as `state.cardType`, `flow.draft.text` or `form.cardNo`;
 * the widget re-renders when that value changes, and only then.
 */
export function useTarget(target: string): [unknown, (value: unknown) => void] {
  const { screen, env } = useScreenContext();
  const engine = useEngine();
  const path = useMemo(() => target.split('.').filter(Boolean), [target]);
  const value = useStoreValue(engine.watch, engine.store, screen, path);
  const set = useCallback(
    (next: unknown) => {
      writeTarget(env.store.dispatch, screen, target, next);
    },
    [env, screen, target],
  );
  return [value, set];
}

/**
 * Sends a file to an endpoint of the catalogue (multipart) and tells the borrower when it fails:
 * resolves to the result, never rejects. Aborted when the screen is left.
 */
export function useUpload() {
  const engine = useEngine();
  const { env } = useScreenContext();
  return useCallback(
    async (endpoint: string, fields: Record<string, unknown>, onProgress?: (fraction: number) => void) => {
      const result = await engine.api.call(endpoint, fields, { signal: env.signal, onProgress });
      if (!result.ok && result.failure !== 'aborted')
        engine.ui.toast(result.message || 'error', { duration: 2000 });
      return result;
    },
    [engine, env],
  );
}

/** The URL of an image endpoint of the catalogue with its params (e.g. a captcha), or '' without one. */
export function useEndpointUrl(
  endpoint: string | undefined,
  params: Record<string, unknown> | undefined,
): string {
  const engine = useEngine();
  const key = JSON.stringify(params ?? {});
  return useMemo(
    () =>
      endpoint && engine.api.has(endpoint)
        ? engine.api.url(endpoint, JSON.parse(key) as Record<string, unknown>)
        : '',
    [engine, endpoint, key],
  );
}

const loadedParts = new Map<unknown, ComponentType<never>>();

/**
 * Fetches a heavy part of a widget (its popup, its wheel) once the screen is drawn and the browser is
 * idle, so that it shows at once when wanted. Called while rendering, as React's own `preload` is: it
 * asks once per part however many widgets call it (a list of pickers costs one call each and no
 * effect), and a failed fetch is asked again by the next render.
 */
export function preloadPart(load: () => Promise<unknown>): void {
  if (preloading.has(load)) return;
  preloading.add(load);
  whenIdle(() => void load().catch(() => preloading.delete(load)));
}
const preloading = new Set<unknown>();

/**
 * A heavy part of a widget (a popup, a wheel, a viewer) kept out of the screen's first load: render it
 * only once it is wanted; it shows as soon as its code is there (at once after `preloadPart`). A failed
 * load calls `onFail` (the widget undoes the borrower's request) and is tried again next time.
 */
export function LazyPart<P extends object>({
  load,
  onFail,
  props,
}: {
  load: () => Promise<{ default: ComponentType<P> }>;
  onFail?: () => void;
  props: P;
}) {
  const [part, setPart] = useState<ComponentType<P> | null>(
    () => (loadedParts.get(load) as ComponentType<P> | undefined) ?? null,
  );
  useEffect(() => {
    if (part) return;
    let live = true;
    load().then(
      (m) => {
        loadedParts.set(load, m.default as ComponentType<never>);
        if (live) setPart(() => m.default);
      },
      () => {
        if (live) onFail?.();
      },
    );
    return () => {
      live = false;
    };
  }, [load, part, onFail]);
  return part ? createElement(part, props) : null;
}
