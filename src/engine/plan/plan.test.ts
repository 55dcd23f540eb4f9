import { describe, expect, it } from 'vitest';
import { widgets } from '../../generated/widgets';
import type { NodeDescriptor } from '../registry';
import { appLanguage } from '../../../tests/language';
import { isVisible, Planner, planScreen, resolveProps } from './plan';

const language = appLanguage();
const planner = () => new Planner((type) => widgets[type]?.slots, language);

describe('a node plan', () => {
  it('resolves bindings, decides conditions and keeps slots, actions and raw props as written', () => {
    const onClick = [{ type: 'toast', text: 'Hi {{ state.name }}' }];
    const node: NodeDescriptor = {
      type: 'button',
      id: 'pay',
      text: 'Pay {{ data.bill.total | thousands }}',
      disabled: { not: '{{ state.agreed }}' },
      onClick,
    };
    const plan = planner().plan(node);
    const props = resolveProps(plan, { data: { bill: { total: 150000 } }, state: { agreed: false } });
    expect(props.text).toBe('Pay 150,000');
    expect(props.disabled).toBe(true);
    expect(props.onClick).toBe(onClick);
    expect(props.id).toBe('pay');
    expect(props.type).toBeUndefined();
  });

  it("gives a style's font size in rem, so the phone's text size reaches it, and the same style each time", () => {
    const plan = planner().plan({ type: 'text', text: 'Range', style: { fontSize: 20, padding: '0 16px' } });
    const first = resolveProps(plan, {}).style;
    expect(first).toEqual({ fontSize: '1.25rem', padding: '0 16px' });
    expect(resolveProps(plan, {}).style).toBe(first);
    expect(
      resolveProps(planner().plan({ type: 'text', text: 'x', style: { padding: '4px' } }), {}).style,
    ).toEqual({
      padding: '4px',
    });
  });

  it('lists the store paths it reads, and not the local values of a list item', () => {
    const plan = planner().plan({
      type: 'text',
      text: '{{ item.title }}: {{ form.email }}',
      visible: { eq: ['{{ state.tab }}', 1] },
    });
    expect(plan.storeReads).toEqual(
      expect.arrayContaining([
        ['form', 'email'],
        ['state', 'tab'],
      ]),
    );
    expect(plan.storeReads).toHaveLength(2);
    expect(plan.readsScreen).toBe(true);
  });

  it('reads nothing from the store when it shows only an item and constants', () => {
    const plan = planner().plan({ type: 'text', text: '{{ item.title }}' });
    expect(plan.storeReads).toEqual([]);
    expect(plan.readsScreen).toBe(false);
    expect(resolveProps(plan, { item: { title: 'Inbox' } }).text).toBe('Inbox');
  });

  it('plans the nodes of its slots and its fallback once, and the same descriptor gives the same plan', () => {
    const child: NodeDescriptor = { type: 'text', text: 'a' };
    const fallback: NodeDescriptor = { type: 'text', text: 'unavailable' };
    const stack: NodeDescriptor = { type: 'stack', children: [child], fallback };
    const plans = planner();
    const plan = plans.plan(stack);
    expect(plan.drawsNodes).toBe(true);
    expect(plan.slots.children).toEqual([plans.plan(child)]);
    expect(plan.fallback).toBe(plans.plan(fallback));
    expect(plans.plan(stack)).toBe(plan);
  });

  it('plans a whole screen body when the screen is planned, before any node is drawn', () => {
    const label: NodeDescriptor = { type: 'text', text: 'Pay {{ data.bill.total }}' };
    const row: NodeDescriptor = { type: 'text-input', field: '{{ item.code }}', label: '{{ item.title }}' };
    const body: NodeDescriptor[] = [
      { type: 'stack', children: [label] },
      { type: 'each', items: '{{ data.items }}', template: row },
    ];
    const plans = planScreen(body, (type) => widgets[type]?.slots, language);
    // Plans are made from the descriptor as it was when the screen was planned: a node looked up later
    // (when its stack or list draws it) gets that plan, not a new one.
    label.text = 'changed';
    row.label = 'changed';
    expect(resolveProps(plans.plan(label), { data: { bill: { total: 5 } } }).text).toBe('Pay 5');
    expect(resolveProps(plans.plan(row), { item: { code: 'c', title: 'Bank' } }).label).toBe('Bank');
  });

  it("plans a list's cases by name", () => {
    const text: NodeDescriptor = { type: 'text-input', field: '{{ item.code }}', label: 'x' };
    const plans = planner();
    const plan = plans.plan({
      type: 'each',
      items: '{{ data.items }}',
      switch: '{{ item.cate }}',
      cases: { text },
    });
    expect(plan.slots.cases).toEqual({ text: plans.plan(text) });
    // `switch` is evaluated by the list per item: it stays as written.
    expect(resolveProps(plan, { data: { items: [1] } })).toMatchObject({
      items: [1],
      switch: '{{ item.cate }}',
    });
  });

  it('shows or hides by its visible condition', () => {
    const plan = planner().plan({ type: 'text', text: 'x', visible: { eq: ['{{ query.tab }}', '2'] } });
    expect(isVisible(plan, { query: { tab: '2' } })).toBe(true);
    expect(isVisible(plan, { query: { tab: '1' } })).toBe(false);
  });

  it('marks a type the registry does not know, so that its fallback is drawn', () => {
    const plan = planner().plan({ type: 'chart', fallback: { type: 'text', text: 'no chart' } });
    expect(plan.known).toBe(false);
    expect(plan.fallback?.type).toBe('text');
  });

  it("resolves a fragment's parameters in the scope where it is used", () => {
    const plan = planner().plan({
      type: 'fragment',
      ref: 'x',
      with: { itemId: '{{ query.id }}' },
      children: [],
    });
    expect(plan.fragmentParams?.({ query: { id: 'OD1' } })).toEqual({ itemId: 'OD1' });
    expect(plan.storeReads).toEqual([['query', 'id']]);
  });
});
