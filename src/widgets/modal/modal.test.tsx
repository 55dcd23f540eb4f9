/** The modal widget: opened and closed by the modal action, showing its nodes. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderBody, setUpMockBackend, user } from '../../../tests/screens/render-screen';

setUpMockBackend();

describe('modal', () => {
  it('opens and closes by id, showing its nodes', async () => {
    renderBody([
      {
        type: 'button',
        text: 'Open',
        onClick: [{ type: 'modal', modalId: 'tips', open: true }],
      },
      {
        type: 'modal',
        modalId: 'tips',
        title: 'Kind tips',
        children: [
          { type: 'text', text: 'Bind a bank card to receive the money.' },
          {
            type: 'button',
            text: 'Got it',
            onClick: [{ type: 'modal', modalId: 'tips', open: false }],
          },
        ],
      },
    ]);
    await screen.findByRole('button', { name: 'Open' });
    expect(screen.queryByText('Bind a bank card to receive the money.')).toBeNull();
    await user().click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Kind tips')).toBeInTheDocument();
    await user().click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() =>
      expect(screen.queryByText('Bind a bank card to receive the money.')).not.toBeVisible(),
    );
  });
});
