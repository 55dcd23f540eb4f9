/** Forms keyed by screen and field: raw values, errors, and which fields are on screen with which rules. */
import { createAction, createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { freeze } from 'immer';
import type { Rule } from '../schema/base';

export interface FieldInfo {
  rules: Rule[];
  label?: string;
  /** How many mounted widgets hold this field (a field hidden by a condition is not submitted). */
  mounted: number;
}

export interface FormState {
  values: Record<string, unknown>;
  errors: Record<string, string>;
  fields: Record<string, FieldInfo>;
}

export type FormsState = Record<string, FormState>;

export type FieldRegistration =
  | { op: 'mount'; screen: string; field: string; rules: Rule[]; label?: string; initial?: unknown }
  | { op: 'unmount'; screen: string; field: string };

/**
 * A form's values, errors and fields are objects without a prototype: a field is named by the server
 * (`{{ item.code }}`), and a name such as `constructor`, `toString` or `__proto__` is then a field
 * like any other, never a method or the prototype of the object.
 */
export function bag<T>(from?: Readonly<Record<string, T>> | null): Record<string, T> {
  const out = Object.create(null) as Record<string, T>;
  if (from) for (const key of Object.keys(from)) out[key] = from[key]!;
  return out;
}

const emptyForm = (): FormState => ({ values: bag(), errors: bag(), fields: bag() });

/** Whether a field's initial value fills it: the form holds nothing for it and the initial value is one. */
export function initialFills(stored: unknown, initial: unknown): boolean {
  return stored === undefined && initial !== undefined && initial !== null;
}

export const formsSlice = createSlice({
  name: 'forms',
  initialState: {} as FormsState,
  reducers: {
    errorsSet(s, a: PayloadAction<{ screen: string; errors: Record<string, string> }>) {
      const form = (s[a.payload.screen] ??= emptyForm());
      form.errors = bag(a.payload.errors);
    },
    formReset(s, a: PayloadAction<{ screen: string }>) {
      const form = s[a.payload.screen];
      if (form) {
        form.values = bag();
        form.errors = bag();
      }
    },
  },
  selectors: {
    /** A screen's form: its values, errors and registered fields (none before its first field). */
    selectForm: (forms, screen: string): FormState | undefined => forms[screen],
  },
});

/** A value typed or chosen into a field: sets it and clears the field's error. */
export const fieldChanged = createAction<{ screen: string; field: string; value: unknown }>(
  'forms/fieldChanged',
);

/**
 * Sets a field's value by copying the form's objects it changes. Each keystroke dispatches this, so
 * it is written without a draft: the bench shows the draft as a tenth of a millisecond per keystroke.
 */
function changeField(
  state: FormsState,
  change: { screen: string; field: string; value: unknown },
): FormsState {
  const old = state[change.screen] ?? emptyForm();
  const values = bag(old.values);
  values[change.field] = change.value;
  let errors = old.errors;
  if (change.field in errors) {
    errors = bag(errors);
    delete errors[change.field];
  }
  return frozenInDev({ ...state, [change.screen]: { ...old, values, errors } });
}

/** Fields that appeared on or left the screen, in order (one action per render, however many fields). */
export const fieldsRegistered = createAction<FieldRegistration[]>('forms/fieldsRegistered');

/**
 * Applies field registrations by copying each changed object once. One action may carry hundreds of
 * fields (a long list of inputs), where a draft per field would cost more than the whole screen's render.
 */
function registerFields(state: FormsState, ops: readonly FieldRegistration[]): FormsState {
  const next: FormsState = { ...state };
  // The screens whose form was copied here, and which of its objects were (values and errors only when changed).
  const copied = new Map<string, { values: boolean; errors: boolean }>();
  for (const op of ops) {
    const old = next[op.screen];
    if (op.op === 'unmount' && !old?.fields[op.field]) continue;
    let copies = copied.get(op.screen);
    if (!copies) {
      next[op.screen] = old ? { ...old, fields: bag(old.fields) } : emptyForm();
      copied.set(op.screen, (copies = { values: !old, errors: !old }));
    }
    const form = next[op.screen]!;
    const info = form.fields[op.field];
    if (op.op === 'mount') {
      form.fields[op.field] = { rules: op.rules, label: op.label, mounted: (info?.mounted ?? 0) + 1 };
      if (initialFills(form.values[op.field], op.initial)) {
        if (!copies.values) form.values = bag(form.values);
        copies.values = true;
        form.values[op.field] = op.initial;
      }
    } else if (info) {
      const mounted = Math.max(0, info.mounted - 1);
      form.fields[op.field] = { ...info, mounted };
      if (mounted === 0 && op.field in form.errors) {
        if (!copies.errors) form.errors = bag(form.errors);
        copies.errors = true;
        delete form.errors[op.field];
      }
    }
  }
  return frozenInDev(next);
}

/** Tests and dev builds keep the state frozen, as the slice's draft-made changes leave it. */
function frozenInDev(state: FormsState): FormsState {
  return import.meta.env?.PROD ? state : freeze(state, true);
}

export function formsReducer(state: FormsState | undefined, action: UnknownAction): FormsState {
  if (fieldsRegistered.match(action))
    return registerFields(state ?? formsSlice.getInitialState(), action.payload);
  if (fieldChanged.match(action)) return changeField(state ?? formsSlice.getInitialState(), action.payload);
  return formsSlice.reducer(state, action);
}

export const formsActions = { ...formsSlice.actions, fieldChanged, fieldsRegistered };
