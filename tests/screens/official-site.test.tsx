import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderBody, renderScreen, setUpMockBackend, user } from './render-screen';
import market from '../../screen-configs/market/ph.json';

const mock = setUpMockBackend();

describe('official site', () => {
  it('has the five sections in its navigation, the privacy policy framed in a sandbox, and the footer', async () => {
    renderScreen('/');
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual([
      'Home',
      'About us',
      'User reviews',
      'Privacy Policy',
      'Loan terms and conditions',
    ]);
    expect(
      screen.getByRole('heading', { name: 'Cash loans from your phone, up to ₱20,000' }),
    ).toBeInTheDocument();
    expect(screen.getByText('E-mail: support@pesoloan.example.ph')).toBeInTheDocument();
    expect(screen.getByText(/^© 2026 /)).toBeInTheDocument();

    await user().click(screen.getByRole('tab', { name: 'User reviews' }));
    expect(await screen.findByText('Maria S. · Quezon City')).toBeInTheDocument();
    expect(screen.getAllByText('5/5 ★')).toHaveLength(2);

    await user().click(screen.getByRole('tab', { name: 'Privacy Policy' }));
    const frame = await screen.findByTitle('Privacy Policy');
    expect(frame).toHaveAttribute('src', expect.stringMatching(/\/legal\/privacy\.html$/));
    expect(frame).toHaveAttribute('sandbox', '');

    await user().click(screen.getByRole('tab', { name: 'Loan terms and conditions' }));
    // The penalty clause is written from the market file's cap, never above it.
    const penalty = market.coveredLoan.caps.penaltyMonthly[0]!.percent;
    expect(
      await screen.findByText(
        `A late payment costs a penalty of ${penalty}% a month of the unpaid amount, for the days of delay only; no other late fee is charged.`,
      ),
    ).toBeInTheDocument();
    expect(mock.requests).toHaveLength(0);
  });

  it('the contact form fragment asks for all four fields, then says Successful! and sends nothing', async () => {
    renderBody([{ type: 'fragment', ref: 'contact-form' }]);
    await user().type(await screen.findByLabelText('Name'), 'Maria');
    await user().type(screen.getByLabelText('Telephone'), '09171234567');
    await user().click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please provide complete information!')).toBeInTheDocument();
    await user().type(screen.getByLabelText('E-mail'), 'maria@example.ph');
    await user().type(screen.getByLabelText('Message'), 'Please call me back.');
    await user().click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Successful!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
    expect(mock.requests).toHaveLength(0);
  });
});
