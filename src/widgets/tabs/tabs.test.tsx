/** The tabs widget: a choice the borrower makes by tap or by the arrow keys. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderBody, setUpMockBackend, user } from '../../../tests/screens/render-screen';

setUpMockBackend();

describe('tabs', () => {
  /** Tabs bound to `state.kind` (starting at 1), and a text that shows it. */
  const kindTabs = (titles: string[]) =>
    renderBody(
      [
        {
          type: 'tabs',
          bind: 'state.kind',
          label: 'Account kind',
          tabs: titles.map((title, i) => ({ key: i + 1, title })),
        },
        { type: 'text', text: 'Kind {{ state.kind }}' },
      ],
      { state: { kind: 1 } },
    );

  it('writes the chosen key to its target and marks the chosen tab', async () => {
    kindTabs(['Bank card', 'E-wallet']);
    expect(await screen.findByText('Kind 1')).toBeInTheDocument();
    await user().click(screen.getByRole('tab', { name: 'E-wallet' }));
    expect(await screen.findByText('Kind 2')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'E-wallet' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Bank card' })).toHaveAttribute('aria-selected', 'false');
  });

  it('moves between tabs with the arrow keys, choosing and focusing the next one and wrapping around', async () => {
    kindTabs(['Bank card', 'E-wallet', 'Cash']);
    const card = await screen.findByRole('tab', { name: 'Bank card' });
    expect(card).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'E-wallet' })).toHaveAttribute('tabindex', '-1');
    card.focus();
    await user().keyboard('{ArrowRight}');
    expect(await screen.findByText('Kind 2')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'E-wallet' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'E-wallet' })).toHaveAttribute('aria-selected', 'true');
    await user().keyboard('{ArrowLeft}{ArrowLeft}');
    expect(await screen.findByText('Kind 3')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Cash' })).toHaveFocus();
    await user().keyboard('{ArrowRight}');
    expect(await screen.findByText('Kind 1')).toBeInTheDocument();
    expect(card).toHaveFocus();
  });
});
