/** The stack widget: its children in order, laid out as its descriptor says. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import {
  flexLayout,
  renderBody,
  setUpMockBackend,
  setUpStylesheet,
} from '../../../tests/screens/render-screen';

setUpMockBackend();
// The stack's own stylesheet, as on the phone: its layout comes from it.
setUpStylesheet(`${import.meta.dirname}/stack.css`);

describe('stack', () => {
  it('renders its children in order and an invalid child as its fallback while the rest works', async () => {
    const view = renderBody([
      {
        type: 'stack',
        direction: 'row',
        children: [
          { type: 'text', text: 'first' },
          { type: 'no-such-widget', fallback: { type: 'text', text: 'fallback shown' } },
          { type: 'text', text: 'last' },
        ],
      },
    ]);
    const first = await screen.findByText('first');
    expect(screen.getByText('fallback shown')).toBeInTheDocument();
    expect(
      first.compareDocumentPosition(screen.getByText('last')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(view.warnings.join('\n')).toContain('no-such-widget');
  });

  it('lays out in a column 8 px apart by default, and as its descriptor says otherwise', async () => {
    renderBody([
      { type: 'stack', children: [{ type: 'text', text: 'plain' }] },
      {
        type: 'stack',
        direction: 'row',
        gap: 12,
        align: 'center',
        justify: 'between',
        children: [{ type: 'text', text: 'spaced' }],
      },
    ]);
    const layout = (text: string) => flexLayout(screen.getByText(text).closest('.w-stack')!);
    await screen.findByText('plain');
    expect(layout('plain')).toMatchObject({ display: 'flex', direction: 'column', gap: '8px' });
    expect(layout('spaced')).toMatchObject({
      display: 'flex',
      direction: 'row',
      gap: '12px',
      align: 'center',
      justify: 'space-between',
    });
    // Nothing inline that the descriptor did not set.
    expect(screen.getByText('plain').closest('.w-stack')!.getAttribute('style')).toBeNull();
  });
});
