/** What a node shows for a state of the store, without React: the view draws exactly this. */
import { describe, expect, it } from 'vitest';
import { appLanguage } from '../../../tests/language';
import { widgets } from '../../generated/widgets';
import { actions, makeStore } from '../../store';
import { nodeProps } from './node-props';
import { Planner } from './plan';

const planner = new Planner((type) => widgets[type]?.slots, appLanguage());

/** The store of a screen `pay` with its state and a form value, at `/pay?tab=2`. */
function storeWith(state: Record<string, unknown>, email = '') {
  const store = makeStore({
    preloadedState: { route: { path: '/pay', hash: '', query: { tab: '2' }, session: {} } },
  });
  store.dispatch(actions.screens.entered({ screen: 'pay', defaults: state }));
  if (email) store.dispatch(actions.forms.fieldChanged({ screen: 'pay', field: 'email', value: email }));
  return store.getState();
}

describe('node props', () => {
  it("are the widget's props resolved from the store, the local values and the app's settings", () => {
    const plan = planner.plan({
      type: 'button',
      text: '{{ app.name }}: pay {{ state.total | money }} for {{ item.title }} to {{ form.email }}',
      disabled: { empty: '{{ form.email }}' },
      onClick: [{ type: 'toast', text: '{{ state.total }}' }],
    });
    const place = { screen: 'pay', local: { item: { title: 'May' } }, app: { name: 'Loans' } };
    expect(nodeProps(plan, storeWith({ total: 545000 }, 'a@b.ph'), place)).toEqual({
      show: 'widget',
      props: {
        text: 'Loans: pay ₱5,450.00 for May to a@b.ph',
        disabled: false,
        onClick: [{ type: 'toast', text: '{{ state.total }}' }],
      },
    });
    expect(nodeProps(plan, storeWith({ total: 545000 }), place)).toMatchObject({
      props: { text: 'Loans: pay ₱5,450.00 for May to ', disabled: true },
    });
  });

  it('are nothing while the visible condition fails, and the props once it holds', () => {
    const plan = planner.plan({ type: 'text', text: 'Tab {{ query.tab }}', visible: '{{ state.open }}' });
    expect(nodeProps(plan, storeWith({ open: false }), { screen: 'pay' })).toEqual({ show: 'nothing' });
    expect(nodeProps(plan, storeWith({ open: true }), { screen: 'pay' })).toEqual({
      show: 'widget',
      props: { text: 'Tab 2' },
    });
  });

  it("are a fragment's parameters, resolved where the fragment is used", () => {
    const plan = planner.plan({ type: 'fragment', ref: 'card', with: { order: '{{ state.order }}' } });
    expect(nodeProps(plan, storeWith({ order: 'OD1' }), { screen: 'pay' })).toEqual({
      show: 'fragment',
      params: { order: 'OD1' },
    });
  });

  it('of a node that reads only local values come from them alone, whatever the screen holds', () => {
    const plan = planner.plan({ type: 'text', text: '{{ item.title }}' });
    expect(plan.readsScreen).toBe(false);
    expect(
      nodeProps(plan, storeWith({ item: 'not this' }), { screen: 'pay', local: { item: { title: 'A' } } }),
    ).toEqual({ show: 'widget', props: { text: 'A' } });
    // A lone binding keeps its value's type: nothing there is nothing (the text widget shows "").
    expect(nodeProps(plan, storeWith({}), { screen: 'pay' })).toEqual({
      show: 'widget',
      props: { text: undefined },
    });
  });
});
