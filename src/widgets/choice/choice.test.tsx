/** The choice widget: one option of a list the borrower picks by tapping it. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import {
  holdClock,
  moveClockUntil,
  renderBody,
  setUpMockBackend,
  user,
  withClock,
} from '../../../tests/screens/render-screen';

setUpMockBackend();

describe('choice', () => {
  it('shows its label and detail, says whether it is chosen, and runs its actions on a tap', async () => {
    renderBody(
      [
        {
          type: 'each',
          items: '{{ state.ways }}',
          key: '{{ item.code }}',
          template: {
            type: 'choice',
            label: '{{ item.name }}',
            detail: '{{ item.fee }}',
            checked: { eq: ['{{ item.code }}', '{{ state.way }}'] },
            onClick: [{ type: 'set-state', target: 'state.way', value: '{{ item.code }}' }],
          },
        },
      ],
      {
        state: {
          way: 'card',
          ways: [
            { code: 'card', name: 'Bank card', fee: 'No fee' },
            { code: 'wallet', name: 'GCash' },
          ],
        },
      },
    );
    const card = await screen.findByRole('radio', { name: /Bank card/ });
    const wallet = screen.getByRole('radio', { name: 'GCash' });
    expect(card).toHaveTextContent('No fee');
    expect(card).toHaveAttribute('aria-checked', 'true');
    expect(wallet).toHaveAttribute('aria-checked', 'false');
    await user().click(wallet);
    expect(await screen.findByRole('radio', { name: 'GCash', checked: true })).toBeInTheDocument();
    expect(card).toHaveAttribute('aria-checked', 'false');
  });
});

describe('choice without checked', () => {
  it('is a plain button (a row that opens something), with no radio', async () => {
    renderBody([{ type: 'choice', label: 'Complaint · 2026-01-02', onClick: [] }], {});
    const row = await screen.findByRole('button', { name: 'Complaint · 2026-01-02' });
    expect(row).not.toHaveAttribute('aria-checked');
    expect(screen.queryByRole('radio')).toBeNull();
  });
});

describe('choice tapped again while its actions run', () => {
  it('runs them once', async () => {
    // The 300 ms of the list are counted on a clock that moves only when the test moves it.
    holdClock();
    renderBody(
      [
        {
          type: 'choice',
          label: 'Bank card',
          onClick: [
            { type: 'wait', ms: 300 },
            { type: 'set-state', target: 'state.taps', value: '{{ state.taps | plus:1 }}' },
          ],
        },
        { type: 'text', text: 'Runs: {{ state.taps }}' },
      ],
      { state: { taps: 0 } },
    );
    await moveClockUntil(() => screen.queryByRole('button', { name: 'Bank card' }) !== null);
    const row = screen.getByRole('button', { name: 'Bank card' });
    await withClock(user().click(row));
    await withClock(user().click(row));
    await withClock(user().click(row));
    await moveClockUntil(() => screen.queryByText('Runs: 1') !== null);
    expect(screen.getByText('Runs: 1')).toBeInTheDocument();
    // Twice the list's length later, a second run, had one started, would have counted too.
    await moveClockUntil(() => false, 600);
    expect(screen.getByText('Runs: 1')).toBeInTheDocument();
  });
});
