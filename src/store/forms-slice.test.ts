import { describe, expect, it } from 'vitest';
import { actions, makeStore } from '.';

const rules = [{ required: true, message: 'Please enter Account' }];

function storeWith(values: Record<string, unknown> = {}, errors: Record<string, string> = {}) {
  return makeStore({
    preloadedState: {
      forms: { bank: { values, errors, fields: {} }, other: { values: {}, errors: {}, fields: {} } },
    },
  });
}

describe('field registration', () => {
  it('records each field with its rules and label, and fills only fields that have no value yet', () => {
    const store = storeWith({ kept: '123' });
    store.dispatch(
      actions.forms.fieldsRegistered([
        { op: 'mount', screen: 'bank', field: 'kept', rules, label: 'Kept', initial: '999' },
        { op: 'mount', screen: 'bank', field: 'fresh', rules, label: 'Fresh', initial: '42' },
        { op: 'mount', screen: 'bank', field: 'empty', rules: [], initial: null },
      ]),
    );
    const form = store.getState().forms.bank!;
    expect(form.values).toEqual({ kept: '123', fresh: '42' });
    expect(form.fields.fresh).toEqual({ rules, label: 'Fresh', mounted: 1 });
    expect(form.fields.empty).toEqual({ rules: [], label: undefined, mounted: 1 });
  });

  it('counts the widgets holding a field and drops its error when the last one leaves', () => {
    const store = storeWith({}, { card: 'Please enter Card', other: 'Please choose Bank' });
    const mount = { op: 'mount', screen: 'bank', field: 'card', rules } as const;
    store.dispatch(actions.forms.fieldsRegistered([mount, mount]));
    store.dispatch(actions.forms.fieldsRegistered([{ op: 'unmount', screen: 'bank', field: 'card' }]));
    expect(store.getState().forms.bank!.fields.card!.mounted).toBe(1);
    expect(store.getState().forms.bank!.errors.card).toBe('Please enter Card');
    store.dispatch(actions.forms.fieldsRegistered([{ op: 'unmount', screen: 'bank', field: 'card' }]));
    expect(store.getState().forms.bank!.fields.card!.mounted).toBe(0);
    expect(store.getState().forms.bank!.errors).toEqual({ other: 'Please choose Bank' });
  });

  it('leaves what it does not change as it was: other screens, values without an initial, unknown fields leaving', () => {
    const store = storeWith({ a: '1' });
    const before = store.getState().forms;
    store.dispatch(
      actions.forms.fieldsRegistered([
        { op: 'mount', screen: 'bank', field: 'a', rules },
        { op: 'unmount', screen: 'bank', field: 'never-mounted' },
      ]),
    );
    const after = store.getState().forms;
    expect(after.other).toBe(before.other);
    expect(after.bank!.values).toBe(before.bank!.values);
    expect(after.bank!.errors).toBe(before.bank!.errors);
    expect(after.bank!.fields['never-mounted']).toBeUndefined();
    expect(before.bank!.fields).toEqual({});
  });

  it('starts the form of a screen seen for the first time, and keeps the state frozen in tests', () => {
    const store = makeStore();
    store.dispatch(
      actions.forms.fieldsRegistered([{ op: 'mount', screen: 'new', field: 'x', rules, initial: 'v' }]),
    );
    const form = store.getState().forms.new!;
    expect(form).toEqual({
      values: { x: 'v' },
      errors: {},
      fields: { x: { rules, label: undefined, mounted: 1 } },
    });
    expect(Object.isFrozen(form.values)).toBe(true);
  });
});

describe('typing into a field', () => {
  it("sets the field's value and clears its error only, leaving other screens and fields as they were", () => {
    const store = storeWith({ card: '12' }, { card: 'Please enter Card', bank: 'Please choose Bank' });
    const before = store.getState().forms;
    store.dispatch(actions.forms.fieldChanged({ screen: 'bank', field: 'card', value: '123' }));
    const after = store.getState().forms;
    expect(after.bank!.values).toEqual({ card: '123' });
    expect(after.bank!.errors).toEqual({ bank: 'Please choose Bank' });
    expect(after.bank!.fields).toBe(before.bank!.fields);
    expect(after.other).toBe(before.other);
    expect(before.bank!.values).toEqual({ card: '12' });
    expect(Object.isFrozen(after.bank!.values)).toBe(true);
    store.dispatch(actions.forms.fieldChanged({ screen: 'bank', field: 'card', value: '1234' }));
    expect(store.getState().forms.bank!.errors).toBe(after.bank!.errors);
  });
});

describe('field names from the server', () => {
  it('a field named like an Object method or __proto__ is a field: empty until typed, then its value', () => {
    const store = makeStore();
    for (const field of ['constructor', 'toString', '__proto__', 'hasOwnProperty']) {
      const form = () => store.getState().forms.bank;
      store.dispatch(
        actions.forms.fieldsRegistered([{ op: 'mount', screen: 'bank', field, rules: [], initial: 'start' }]),
      );
      expect(form()?.values[field]).toBe('start');
      expect(form()?.fields[field]?.mounted).toBe(1);
      store.dispatch(actions.forms.fieldChanged({ screen: 'bank', field, value: 'typed' }));
      expect(form()?.values[field]).toBe('typed');
      expect(Object.keys(form()!.values)).toContain(field);
    }
    store.dispatch(actions.forms.fieldChanged({ screen: 'fresh', field: 'x', value: 1 }));
    expect(store.getState().forms.fresh?.values.constructor).toBeUndefined();
    expect(store.getState().forms.fresh?.errors.toString).toBeUndefined();
  });
});
