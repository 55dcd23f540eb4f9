/** The each widget: one node per item of a list, by case, with its item and index. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import {
  flexLayout,
  renderBody,
  setUpMockBackend,
  setUpStylesheet,
  user,
} from '../../../tests/screens/render-screen';

setUpMockBackend();
// The list's own stylesheet, as on the phone: its layout comes from it.
setUpStylesheet(`${import.meta.dirname}/each.css`);

describe('each', () => {
  const list = {
    type: 'each',
    items: '{{ state.items }}',
    key: '{{ item.id }}',
    where: { ne: ['{{ item.hidden }}', true] },
    switch: '{{ item.kind }}',
    cases: { title: { type: 'text', text: '# {{ item.name }}' } },
    template: { type: 'text', text: '{{ index }}: {{ item.name }}' },
    empty: { type: 'text', text: 'Nothing here' },
  };

  it('renders one node per shown item, by case, with the item and its index', async () => {
    renderBody([list], {
      state: {
        items: [
          { id: 'a', kind: 'title', name: 'Cards' },
          { id: 'b', name: 'BDO' },
          { id: 'c', name: 'Hidden bank', hidden: true },
          { id: 'd', name: 'BPI' },
        ],
      },
    });
    expect(await screen.findByText('# Cards')).toBeInTheDocument();
    expect(screen.getByText('1: BDO')).toBeInTheDocument();
    expect(screen.getByText('3: BPI')).toBeInTheDocument();
    expect(screen.queryByText(/Hidden bank/)).toBeNull();
    expect(screen.queryByText('Nothing here')).toBeNull();
  });

  it('shows its empty node for an empty, missing or fully filtered list', async () => {
    renderBody([list], { state: { items: [{ id: 'x', name: 'gone', hidden: true }] } });
    expect(await screen.findByText('Nothing here')).toBeInTheDocument();
  });

  it('gives every node inside an item its item: nested nodes, nodes that read the store, fallbacks', async () => {
    const view = renderBody(
      [
        {
          type: 'each',
          items: '{{ state.items }}',
          key: '{{ item.id }}',
          template: {
            type: 'stack',
            children: [
              { type: 'text', text: 'Name {{ item.name }}' },
              { type: 'text', text: '{{ item.name }} is {{ state.status }}' },
              { type: 'no-such-widget', fallback: { type: 'text', text: 'No widget for {{ item.name }}' } },
            ],
          },
        },
        {
          type: 'button',
          text: 'Close all',
          onClick: [{ type: 'set-state', target: 'state.status', value: 'closed' }],
        },
      ],
      {
        state: {
          status: 'open',
          items: [
            { id: 'a', name: 'BDO' },
            { id: 'b', name: 'BPI' },
          ],
        },
      },
    );
    expect(await screen.findByText('Name BDO')).toBeInTheDocument();
    expect(screen.getByText('BPI is open')).toBeInTheDocument();
    expect(screen.getByText('No widget for BDO')).toBeInTheDocument();
    expect(screen.getByText('No widget for BPI')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Close all' }));
    expect(await screen.findByText('BDO is closed')).toBeInTheDocument();
    expect(screen.getByText('BPI is closed')).toBeInTheDocument();
    expect(screen.getByText('Name BPI')).toBeInTheDocument();
    expect(view.warnings.join('\n')).toContain('no-such-widget');
  });

  it('gives its item to the fallback of an item drawn by a widget type the app does not have', async () => {
    renderBody(
      [
        {
          type: 'each',
          items: '{{ state.items }}',
          template: {
            type: 'no-such-widget',
            fallback: { type: 'text', text: 'Fallback for {{ item.name }}' },
          },
        },
      ],
      { state: { items: [{ name: 'BDO' }, { name: 'BPI' }] } },
    );
    expect(await screen.findByText('Fallback for BDO')).toBeInTheDocument();
    expect(screen.getByText('Fallback for BPI')).toBeInTheDocument();
  });

  it('treats a non-list value from the server as empty', async () => {
    renderBody([list], { state: { items: 'not a list' } });
    expect(await screen.findByText('Nothing here')).toBeInTheDocument();
  });

  it('filters by the item under its own name and the store as it is now, and follows the store', async () => {
    renderBody(
      [
        {
          type: 'each',
          items: '{{ state.banks }}',
          as: 'bank',
          key: '{{ bank.code }}',
          where: { or: [{ empty: '{{ bank.kind }}' }, { eq: ['{{ bank.kind }}', '{{ state.kind }}'] }] },
          template: { type: 'text', text: '{{ index }} {{ bank.name }}' },
        },
        {
          type: 'button',
          text: 'E-wallets',
          onClick: [{ type: 'set-state', target: 'state.kind', value: 'wallet' }],
        },
      ],
      {
        state: {
          kind: 'card',
          banks: [
            { code: 'a', name: 'BDO', kind: 'card' },
            { code: 'b', name: 'GCash', kind: 'wallet' },
            { code: 'c', name: 'Any account' },
            { code: 'd', name: 'Maya', kind: 'wallet' },
          ],
        },
      },
    );
    expect(await screen.findByText('0 BDO')).toBeInTheDocument();
    expect(screen.getByText('2 Any account')).toBeInTheDocument();
    expect(screen.queryByText(/GCash|Maya/)).toBeNull();
    await user().click(screen.getByRole('button', { name: 'E-wallets' }));
    expect(await screen.findByText('1 GCash')).toBeInTheDocument();
    expect(screen.getByText('3 Maya')).toBeInTheDocument();
    expect(screen.getByText('2 Any account')).toBeInTheDocument();
    expect(screen.queryByText('0 BDO')).toBeNull();
  });
  it('lays out its items in a column by default, and as its descriptor says otherwise', async () => {
    renderBody([
      { type: 'each', items: [{ name: 'one' }], template: { type: 'text', text: '{{ item.name }}' } },
      {
        type: 'each',
        items: [{ name: 'two' }],
        direction: 'row',
        gap: 6,
        template: { type: 'text', text: '{{ item.name }}' },
      },
    ]);
    const layout = (text: string) => flexLayout(screen.getByText(text).closest('.w-each')!);
    await screen.findByText('one');
    expect(layout('one')).toMatchObject({ display: 'flex', direction: 'column' });
    expect(layout('two')).toMatchObject({ display: 'flex', direction: 'row', gap: '6px', wrap: 'wrap' });
    // Nothing inline that the descriptor did not set.
    expect(screen.getByText('one').closest('.w-each')!.getAttribute('style')).toBeNull();
  });
});
