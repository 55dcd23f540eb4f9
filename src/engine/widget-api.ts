/**
 * Everything a widget may use from the engine. Widgets import from here (and from react and
 * antd-mobile) only: never the store, the API, another widget or the app.
 */
import { useCallback, useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { actions, type RootState } from '../store';
import type { Rule } from './schema/base';
import { useEngine } from './engine-context';
import { useScreenContext } from './screen-context';
import { readDependency, writeTarget } from './scope';

export type { WidgetRenderProps, NodeDescriptor, ActionDescriptor } from './registry';
export { Nodes } from './node-view';
export { asText } from './expressions';
export { cleanInput, displayInput, formats, type InputFormat } from './input-format';
export {
  defineWidget,
  Type,
  raw,
  NodeRef,
  NodeList,
  ActionList,
  ConditionRef,
  Rule,
  Value,
} from './schema/base';
export type { Static } from './schema/base';

export interface FieldOptions {
  rules?: readonly Rule[];
  label?: string;
  /** The value the field starts with when the form has none yet (e.g. the server's prefilled value). */
  initial?: unknown;
}

/**
 * Binds a widget to one form field: the widget re-renders when that field (or its error) changes,
 * and only then. While mounted the field takes part in validation and submission.
 */
export function useField(name: string, options: FieldOptions = {}) {
  const { screen } = useScreenContext();
  const dispatch = useDispatch();
  const value = useSelector((s: RootState) => s.forms[screen]?.values[name]);
  const error = useSelector((s: RootState) => s.forms[screen]?.errors[name]);
  const rulesKey = JSON.stringify(options.rules ?? []);
  const initial = options.initial;
  const label = options.label;
  useEffect(() => {
    if (!name) return;
    dispatch(
      actions.forms.fieldMounted({
        screen,
        field: name,
        rules: JSON.parse(rulesKey) as Rule[],
        label,
        initial,
      }),
    );
    return () => {
      dispatch(actions.forms.fieldUnmounted({ screen, field: name }));
    };
  }, [dispatch, screen, name, rulesKey, label, initial]);
  const setValue = useCallback(
    (next: unknown) => dispatch(actions.forms.fieldChanged({ screen, field: name, value: next })),
    [dispatch, screen, name],
  );
  return { value, error, setValue };
}

/** Whether the modal with this id is open, and a way to close it. */
export function useModal(id: string) {
  const dispatch = useDispatch();
  const open = useSelector((s: RootState) => Boolean(s.ui.modals[id]));
  const close = useCallback(() => dispatch(actions.ui.modalToggled({ id, open: false })), [dispatch, id]);
  return { open, close };
}

/** The one http(s) gate for server URLs (null when refused). */
export function useSafeUrl(raw: unknown): string | null {
  const engine = useEngine();
  return useMemo(() => engine.safeUrl(raw), [engine, raw]);
}

/** Checks an image source: same-origin paths, data:image URIs made by the app, or http(s) through the gate. */
export function useImageSource(raw: unknown): string | null {
  const engine = useEngine();
  return useMemo(() => {
    if (typeof raw !== 'string' || raw.trim() === '') return null;
    const s = raw.trim();
    if (/^\/(?![/\\])/.test(s) || /^\.{0,2}\/?[\w-]+(\/[\w.-]+)*\.(png|jpe?g|svg|webp|gif)$/i.test(s))
      return s;
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
  const path = useMemo(() => target.split('.').filter(Boolean), [target]);
  const value = useSelector((s: RootState) => readDependency(s, screen, {}, path));
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
