/** The checkbox widget: a box the borrower ticks, kept at its target. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderBody, setUpMockBackend, user } from '../../../tests/screens/render-screen';

setUpMockBackend();

describe('checkbox', () => {
  it('writes its state to its target, runs onChange with the value, and shows its children beside its label', async () => {
    renderBody(
      [
        {
          type: 'checkbox',
          bind: 'state.agreed',
          label: 'I have read and agree to',
          children: [{ type: 'link', text: 'Loan Agreement', onClick: [] }],
          onChange: [{ type: 'set-state', target: 'state.said', value: '{{ event.value }}' }],
        },
        { type: 'text', text: 'Agreed: {{ state.agreed }}, said {{ state.said }}' },
        { type: 'button', text: 'Next', disabled: { not: '{{ state.agreed }}' } },
      ],
      { state: { agreed: false } },
    );
    const box = await screen.findByRole('checkbox', { name: 'I have read and agree to' });
    expect(box).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Loan Agreement' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user().click(screen.getByText('I have read and agree to'));
    expect(box).toBeChecked();
    expect(await screen.findByText('Agreed: true, said true')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    await user().click(box);
    expect(await screen.findByText('Agreed: false, said false')).toBeInTheDocument();
  });

  it('shows a value the server sends as 1 or "true" as ticked', async () => {
    renderBody([{ type: 'checkbox', bind: 'state.agreed', label: 'Remember me' }], {
      state: { agreed: '1' },
    });
    expect(await screen.findByRole('checkbox', { name: 'Remember me' })).toBeChecked();
  });
});
