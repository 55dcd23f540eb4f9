/**
 * A widget that fails while drawing takes only its own node down (design §10): that node shows its
 * fallback and is reported once, the nodes beside it stay, and nothing the borrower typed is lost.
 * The failing widget here is the app's `article` type made to fail on the text "boom" (a type no
 * other test of this file loads, so its code comes from this registry).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { widgets } from '../../src/generated/widgets';
import type { WidgetRegistry, WidgetRenderProps } from '../../src/engine/registry';
import { renderBody, user } from './render-screen';

function Fragile({ props }: WidgetRenderProps<Record<string, unknown>>) {
  if (props.updated === 'boom') throw new Error('cannot draw boom');
  return <p>{String(props.updated ?? '')}</p>;
}

const registry: WidgetRegistry = {
  ...widgets,
  article: { slots: widgets.article!.slots, load: async () => ({ default: Fragile }) },
};

const crashes = (warnings: string[]) => warnings.filter((w) => w.startsWith('node-crashed'));
const configProblems = (warnings: string[]) => warnings.filter((w) => w.startsWith('invalid-config'));

describe('a node that fails while drawing', () => {
  // React logs each failure its boundaries catch; the reports checked below are what the app sees.
  beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  it('in a list: that item shows its fallback, the other items stay, and one report names it', async () => {
    const article = {
      type: 'article',
      sections: [{ paragraphs: ['Terms'] }],
      updated: '{{ item.name }}',
      fallback: { type: 'text', text: 'Could not show {{ item.name }}' },
    };
    const view = renderBody(
      [
        { type: 'each', items: '{{ state.people }}', key: '{{ item.name }}', template: article },
        { type: 'text', text: 'After the list' },
      ],
      { state: { people: [{ name: 'Ana' }, { name: 'boom' }, { name: 'Ben' }] } },
      '/widget-test',
      { widgets: registry },
    );
    expect(await screen.findByText('Could not show boom')).toBeInTheDocument();
    const ana = screen.getByText('Ana');
    const ben = screen.getByText('Ben');
    expect(ana.compareDocumentPosition(screen.getByText('Could not show boom'))).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.getByText('Could not show boom').compareDocumentPosition(ben)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    expect(screen.getByText('After the list')).toBeInTheDocument();
    expect(configProblems(view.warnings)).toEqual([]);
    expect(crashes(view.warnings)).toHaveLength(1);
    expect(crashes(view.warnings)[0]).toContain('cannot draw boom');
    expect(crashes(view.warnings)[0]).toContain('(at /body/0/template)');
  });

  it('after the borrower typed: the fields beside it keep what was typed', async () => {
    const view = renderBody(
      [
        { type: 'text-input', field: 'name', label: 'Name' },
        {
          type: 'article',
          sections: [{ paragraphs: ['Terms'] }],
          updated: '{{ state.note }}',
          fallback: { type: 'text', text: 'Note unavailable' },
        },
        {
          type: 'button',
          text: 'Change note',
          onClick: [{ type: 'set-state', target: 'state.note', value: 'boom' }],
        },
      ],
      { state: { note: 'Due on the 5th' } },
      '/widget-test',
      { widgets: registry },
    );
    expect(await screen.findByText('Due on the 5th')).toBeInTheDocument();
    await user().type(screen.getByRole('textbox', { name: 'Name' }), 'Maria');
    await user().click(screen.getByRole('button', { name: 'Change note' }));
    expect(await screen.findByText('Note unavailable')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Maria');
    expect(view.store.getState().forms['widget-test']?.values.name).toBe('Maria');
    // The rest of the screen still works.
    await user().type(screen.getByRole('textbox', { name: 'Name' }), ' Cruz');
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Maria Cruz');
    expect(configProblems(view.warnings)).toEqual([]);
    expect(crashes(view.warnings)).toHaveLength(1);
    expect(crashes(view.warnings)[0]).toContain('(at /body/1)');
  });
});
