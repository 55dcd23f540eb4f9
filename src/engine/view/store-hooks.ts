/**
 * What widgets read from the store and write to it, through react-redux: a form field, a target such
 * as `state.tab`, a modal's turn. Each re-renders its widget when what it reads changes, and only then.
 */
import {
  useCallback,
  useId,
  useLayoutEffect,
  useMemo,
  useReducer,
  useState,
  useSyncExternalStore,
} from 'react';
import { useDispatch, useSelector } from 'react-redux';
import {
  actions,
  initialFills,
  selectForm,
  selectShownModal,
  type AppStore,
  type RootState,
} from '../../store';
import { readBoundPath } from '../language/scope';
import type { Rule } from '../../schema/base';
import { useScreenSession, useViewScope } from './view-scope';

export interface FieldOptions {
  rules?: readonly Rule[];
  label?: string;
  /** The value the field starts with when the form has none yet (e.g. the server's prefilled value). */
  initial?: unknown;
}

/**
 * What a field shows of its form: the form's value, or, until the field is registered (its effect runs
 * after its first render), the initial value its registration will put there, so that a prefilled
 * field is prefilled from its first paint rather than filled a moment later.
 */
export function fieldValue(
  form: RootState['forms'][string] | undefined,
  field: string,
  initial: unknown,
): unknown {
  const stored = form?.values[field];
  return field && !form?.fields[field]?.mounted && initialFills(stored, initial) ? initial : stored;
}

const countUp = (count: number) => count + 1;

/** Whether two JSON values hold the same content. */
function sameContent(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (!a || !b || typeof a !== 'object' || typeof b !== 'object' || Array.isArray(a) !== Array.isArray(b))
    return false;
  const keysOfA = Object.keys(a);
  if (keysOfA.length !== Object.keys(b).length) return false;
  return keysOfA.every(
    (key) =>
      key in b && sameContent((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * The value given, or the one given before while its content is the same: rules resolved anew on each
 * render then register nothing again.
 */
function useSameContent<T>(value: T): T {
  const [kept, keep] = useState(value);
  if (sameContent(kept, value)) return kept;
  keep(value);
  return value;
}

interface FieldShown {
  value: unknown;
  error: string | undefined;
}

/**
 * Reads a field's value and error from the store: the same object while both stay, so that a keystroke
 * in another field leaves this one as it was. Every field of a form is asked after every keystroke in
 * any of them, and a keystroke changes one value only: a field whose own value, and the form's errors
 * and field list, are what it read last time answers without reading further.
 */
function fieldReader(
  store: AppStore,
  { screen, name, initial }: { screen: string; name: string; initial: unknown },
) {
  let shown: FieldShown = { value: undefined, error: undefined };
  let read: { form: NonNullable<RootState['forms'][string]>; stored: unknown } | null = null;
  return (): FieldShown => {
    const form = selectForm(store.getState(), screen);
    if (
      form &&
      read &&
      form.values[name] === read.stored &&
      form.errors === read.form.errors &&
      form.fields === read.form.fields
    )
      return shown;
    read = form ? { form, stored: form.values[name] } : null;
    const value = fieldValue(form, name, initial);
    const error = form?.errors[name];
    if (!Object.is(value, shown.value) || error !== shown.error) shown = { value, error };
    return shown;
  };
}

/**
 * Binds a widget to one form field: the widget re-renders when that field (or its error) changes,
 * and only then. While mounted the field takes part in validation and submission.
 */
export function useField(name: string, options: FieldOptions = {}) {
  const { engine, session } = useViewScope();
  const { store } = session.ports;
  const screen = session.screen;
  const rules = useSameContent(options.rules);
  const { label, initial } = options;
  // A list may hold thousands of fields, each told of every keystroke: each reads its own value and
  // error straight from the store and compares two plain values, with one reader per field (React then
  // has nothing to renew after a keystroke).
  const read = useMemo(() => fieldReader(store, { screen, name, initial }), [store, screen, name, initial]);
  // The server draws the field with the same reading of its store.
  const { value, error } = useSyncExternalStore(store.subscribe, read, read);
  // The field takes part in the form from the commit that shows it; a change of its rules, label or
  // initial value registers it again.
  useLayoutEffect(() => {
    if (!name) return;
    engine.registerField({ op: 'mount', screen, field: name, rules: [...(rules ?? [])], label, initial });
    return () => engine.registerField({ op: 'unmount', screen, field: name });
  }, [engine, screen, name, rules, label, initial]);
  // The field draws what it wrote at once, also before its subscription starts (after the commit that
  // shows it): keys typed as soon as it appears are all kept.
  const [, drawAgain] = useReducer(countUp, 0);
  const setValue = useCallback(
    (next: unknown) => {
      store.dispatch(actions.forms.fieldChanged({ screen, field: name, value: next }));
      drawAgain();
    },
    [store, screen, name],
  );
  return { value, error, setValue };
}

/**
 * Reads and writes one target such as `state.tab`, `flow.draft.text` or `form.email`;
 * the widget re-renders when that value changes, and only then.
 */
export function useTarget(target: string): [unknown, (value: unknown) => void] {
  const session = useScreenSession();
  const screen = session.screen;
  const path = useMemo(() => target.split('.').filter(Boolean), [target]);
  const value = useSelector((state: RootState) => readBoundPath(state, { screen }, path));
  const [, drawAgain] = useReducer(countUp, 0);
  const set = useCallback(
    (next: unknown) => {
      session.write(target, next);
      drawAgain();
    },
    [session, target],
  );
  return [value, set];
}

/**
 * Whether the modal with this id shows, and a way to close it. One modal shows at a time: one opened
 * while another shows waits until that one closes (two pop-ups never stack on a small screen).
 */
export function useModal(id: string) {
  const dispatch = useDispatch();
  const open = useSelector((state: RootState) => selectShownModal(state) === id);
  const close = useCallback(() => dispatch(actions.ui.modalToggled({ id, open: false })), [dispatch, id]);
  return { open, close };
}

/**
 * An upload widget's duty to its form: how many of its files are still on their way (`pending`) and
 * how many did not arrive and are still shown (`failed`), reported for the target their URLs go to.
 * Until both are 0, a button whose actions read that target says that a picture is still uploading
 * (and cannot be tapped while one is on its way), and no action that reads it runs: nothing the
 * borrower chose is dropped from what is sent. The report ends when the widget leaves the screen.
 */
export function useUploadReport(target: string, { pending, failed }: { pending: number; failed: number }) {
  const session = useScreenSession();
  const { store } = session.ports;
  const screen = session.screen;
  const holder = useId();
  // Reported in the commit that shows the upload: a tap that follows sees it.
  useLayoutEffect(() => {
    store.dispatch(actions.uploads.uploadsReported({ screen, holder, target, pending, failed }));
  }, [store, screen, holder, target, pending, failed]);
  useLayoutEffect(
    () => () => {
      store.dispatch(actions.uploads.uploadsReported({ screen, holder, target, pending: 0, failed: 0 }));
    },
    [store, screen, holder, target],
  );
}
