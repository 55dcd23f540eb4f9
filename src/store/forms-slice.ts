/** Forms keyed by screen and field: raw values, errors, and which fields are on screen with which rules. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Rule } from '../engine/schema/base';

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

const emptyForm = (): FormState => ({ values: {}, errors: {}, fields: {} });

export const formsSlice = createSlice({
  name: 'forms',
  initialState: {} as FormsState,
  reducers: {
    fieldChanged(s, a: PayloadAction<{ screen: string; field: string; value: unknown }>) {
      const form = (s[a.payload.screen] ??= emptyForm());
      form.values[a.payload.field] = a.payload.value;
      delete form.errors[a.payload.field];
    },
    /** Fields that appeared on or left the screen, in order (one action per render, however many fields). */
    fieldsRegistered(s, a: PayloadAction<FieldRegistration[]>) {
      for (const op of a.payload) {
        if (op.op === 'mount') {
          const form = (s[op.screen] ??= emptyForm());
          const info = form.fields[op.field];
          form.fields[op.field] = { rules: op.rules, label: op.label, mounted: (info?.mounted ?? 0) + 1 };
          if (form.values[op.field] === undefined && op.initial !== undefined && op.initial !== null)
            form.values[op.field] = op.initial;
        } else {
          const info = s[op.screen]?.fields[op.field];
          if (info) info.mounted = Math.max(0, info.mounted - 1);
          if (info && info.mounted === 0) delete s[op.screen]!.errors[op.field];
        }
      }
    },
    errorsSet(s, a: PayloadAction<{ screen: string; errors: Record<string, string> }>) {
      const form = (s[a.payload.screen] ??= emptyForm());
      form.errors = a.payload.errors;
    },
    formReset(s, a: PayloadAction<{ screen: string }>) {
      const form = s[a.payload.screen];
      if (form) {
        form.values = {};
        form.errors = {};
      }
    },
  },
});
