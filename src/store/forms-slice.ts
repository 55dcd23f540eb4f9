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
    fieldMounted(
      s,
      a: PayloadAction<{ screen: string; field: string; rules: Rule[]; label?: string; initial?: unknown }>,
    ) {
      const form = (s[a.payload.screen] ??= emptyForm());
      const info = form.fields[a.payload.field];
      form.fields[a.payload.field] = {
        rules: a.payload.rules,
        label: a.payload.label,
        mounted: (info?.mounted ?? 0) + 1,
      };
      if (
        form.values[a.payload.field] === undefined &&
        a.payload.initial !== undefined &&
        a.payload.initial !== null
      ) {
        form.values[a.payload.field] = a.payload.initial;
      }
    },
    fieldUnmounted(s, a: PayloadAction<{ screen: string; field: string }>) {
      const info = s[a.payload.screen]?.fields[a.payload.field];
      if (info) info.mounted = Math.max(0, info.mounted - 1);
      if (info && info.mounted === 0) delete s[a.payload.screen]!.errors[a.payload.field];
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
