/** The disclosure widget as a borrower reads it, and what it tells the button beside it. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { schema } from './schema';
import { renderBody, setUpMockBackend } from '../../../tests/screens/render-screen';

setUpMockBackend();

const [example] = schema.examples as Record<string, unknown>[];

/** The example's statement, on a screen whose Next reads what the statement writes. */
function renderStatement(disclosure: unknown) {
  return renderBody(
    [
      { ...example, disclosure },
      { type: 'button', text: 'Next', amount: 500000, disabled: { not: '{{ state.offerShown }}' } },
    ],
    { state: { offerShown: false } },
  );
}

describe('disclosure', () => {
  it('shows the statement with the EIR it computes, and lets Next go', async () => {
    const view = renderStatement(example!.disclosure);
    const statement = await screen.findByRole('region', { name: 'Disclosure Statement' });
    const value = (label: string) =>
      within(statement).getByText(label).closest('div')!.querySelector('dd')!.textContent;
    expect(value('Net proceeds')).toBe('₱4,550.00');
    expect(value('Total finance charge')).toBe('₱700.00');
    // ₱4,550 out, ₱2,625 back after 30 and 60 days: m = 10.09… % a month, (1 + m)^12 − 1 a year.
    expect(value('Effective interest rate per month')).toBe('10.09%');
    expect(value('Effective interest rate per year')).toBe('217.10%');
    expect(value('Nominal interest rate per month')).toBe('2.50%');
    expect(within(statement).getAllByRole('row')).toHaveLength(3);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    expect(view.warnings).toEqual([]);
  });

  it('refuses a covered loan above the EIR cap in force, keeps Next disabled and reports it', async () => {
    const over = structuredClone(example!.disclosure) as {
      charges: { amount: number }[];
      netProceeds: number;
    };
    over.charges[0]!.amount = 150000;
    over.netProceeds = 350000;
    const view = renderStatement(over);
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toMatch(/^We cannot show this offer\. Please contact us\.Customer service: /);
    expect(screen.queryByRole('region', { name: 'Disclosure Statement' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    // Reported in an effect after the refusal is drawn.
    await waitFor(() => expect(view.warnings).toEqual([expect.stringMatching(/^offer-refused: .*eir-cap$/)]));
  });
});
