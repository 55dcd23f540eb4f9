/** The button widget: taps, the actions they run, and when it is disabled. */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderBody, setUpMockBackend, user } from '../../../tests/screens/render-screen';

const mock = setUpMockBackend();

describe('button', () => {
  it('sends one request for a burst of taps and is disabled while it runs', { timeout: 15_000 }, async () => {
    mock.useScenario('slow');
    renderBody([
      {
        type: 'button',
        text: 'Save',
        onClick: [{ type: 'call', endpoint: 'cardInit', params: { product_id: 1 } }],
      },
    ]);
    const button = await screen.findByRole('button', { name: 'Save' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 6000 });
    fireEvent.click(button);
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 6000 });
    // three taps while the first call ran, one after it ended: two calls
    expect(mock.requests.filter((r) => r.path.endsWith('/card-init'))).toHaveLength(2);
  });

  it('follows its disabled condition', async () => {
    renderBody(
      [
        { type: 'button', text: 'Next', disabled: { not: '{{ state.agreed }}' } },
        {
          type: 'button',
          text: 'Agree',
          onClick: [{ type: 'set-state', target: 'state.agreed', value: true }],
        },
      ],
      { state: { agreed: false } },
    );
    const next = await screen.findByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await user().click(screen.getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(next).toBeEnabled());
  });
});

describe('money buttons', () => {
  for (const [label, amount, enabled] of [
    ['a positive amount', 150000, true],
    ['a numeric string', '150000', true],
    ['zero', 0, false],
    ['a missing amount', undefined, false],
    ['null', null, false],
    ['text', 'abc', false],
    ['a negative amount', -5, false],
  ] as const) {
    it(`with ${label} is ${enabled ? 'enabled' : 'disabled'}`, async () => {
      renderBody([{ type: 'button', text: 'Payment', amount: '{{ state.amount }}' }], {
        state: amount === undefined ? {} : { amount },
      });
      const button = await screen.findByRole('button', { name: 'Payment' });
      if (enabled) expect(button).toBeEnabled();
      else expect(button).toBeDisabled();
    });
  }
});
