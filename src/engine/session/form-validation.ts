/**
 * Field rules and the helper validators (e-mail, phone, URL, date). A market's own rules, such as the
 * Philippine mobile number, are patterns in the screen's config, with their messages.
 */
import dayjs from 'dayjs';
import type { Rule } from '../../schema/base';
import { isEmpty } from '../language/conditions';
import type { FormState } from '../../store/forms-slice';

export const helperValidators: Record<NonNullable<Rule['validator']>, (value: string) => boolean> = {
  email: (v) => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(v),
  phone: (v) => /^\+?\d{7,15}$/.test(v.replace(/[\s-]/g, '')),
  url: (v) => {
    try {
      const u = new URL(v);
      return u.protocol === 'http:' || u.protocol === 'https:';
    } catch {
      return false;
    }
  },
  date: (v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && dayjs(v).isValid() && dayjs(v).format('YYYY-MM-DD') === v,
};

/** Tests a rule's `when` where the form is (the screen's scope, in the engine's language). */
export type RuleTest = (condition: unknown) => boolean;

/** The first failing rule's message, or undefined when the value passes every rule. */
export function checkRules(value: unknown, rules: readonly Rule[], test: RuleTest): string | undefined {
  const text = value === undefined || value === null ? '' : String(value);
  for (const rule of rules) {
    if (rule.when !== undefined && !test(rule.when)) continue;
    const blank = isEmpty(value) || text.trim() === '';
    if (rule.required && blank) return rule.message;
    if (blank) continue;
    if (rule.minLength !== undefined && text.length < rule.minLength) return rule.message;
    if (rule.maxLength !== undefined && text.length > rule.maxLength) return rule.message;
    if (rule.min !== undefined && !(Number(text) >= rule.min)) return rule.message;
    if (rule.max !== undefined && !(Number(text) <= rule.max)) return rule.message;
    if (rule.pattern !== undefined) {
      let ok: boolean;
      try {
        ok = new RegExp(`^(?:${rule.pattern})$`).test(text);
      } catch {
        ok = false;
      }
      if (!ok) return rule.message;
    }
    if (rule.validator && !helperValidators[rule.validator](text)) return rule.message;
  }
  return undefined;
}

/** Checks the fields on screen (or the ones named); returns field -> message for each failing field, from the top of the screen down. */
export function validateFields(
  form: FormState | undefined,
  test: RuleTest,
  only?: readonly string[],
): Record<string, string> {
  const errors: Record<string, string> = {};
  if (!form) return errors;
  for (const [name, info] of Object.entries(form.fields)) {
    if (info.mounted <= 0) continue;
    if (only && !only.includes(name)) continue;
    const message = checkRules(form.values[name], info.rules, test);
    if (message) errors[name] = message;
  }
  return errors;
}

/** The values of the fields on screen: hidden fields are not submitted. */
export function visibleValues(form: FormState | undefined): Record<string, unknown> {
  // No prototype: a field named by the server `__proto__` is a value like any other.
  const out = Object.create(null) as Record<string, unknown>;
  if (!form) return out;
  for (const [name, info] of Object.entries(form.fields)) {
    if (info.mounted > 0) out[name] = form.values[name] ?? '';
  }
  return out;
}
