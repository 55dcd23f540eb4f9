import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createMockServer } from '../../mocks/node';
import { renderScreen } from './render-screen';

const mock = createMockServer();
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());

describe('text pages', () => {
  it('privacy policy has every section the spec lists, as headings', async () => {
    renderScreen('/privacy');
    await screen.findByRole('heading', { name: '1. Collection of information' });
    for (const section of [
      'Representation',
      'Use of information',
      'Disclosure',
      'Cookies',
      'Device information',
      'Minors',
      'Password security',
      'Changes to this policy',
      'Opt-out',
      'Grievance officer',
    ])
      expect(screen.getByRole('heading', { name: new RegExp(`^\\d+\\. ${section}$`) })).toBeInTheDocument();
    expect(screen.getByText(/under 18 years old/)).toBeInTheDocument();
    expect(document.title).toBe('Privacy Policy');
  });

  it('loan terms state the limits of spec §9', async () => {
    renderScreen('/loanTerms');
    expect(
      await screen.findByText('The loan term is 91 to 365 calendar days, as shown on the confirmation page.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/not earlier than 7 calendar days after disbursement/)).toBeInTheDocument();
    expect(
      screen.getByText('A one-time late penalty of Rs.1,000 for new clients, or Rs.800 for repeat clients.'),
    ).toBeInTheDocument();
    expect(screen.getByText('4% per day for days 31 to 90.')).toBeInTheDocument();
    const order = screen
      .getAllByRole('listitem')
      .map((li) => li.textContent)
      .slice(-6);
    expect(order).toEqual([
      'legal charges',
      'enforcement costs',
      'late penalties',
      'fees',
      'interest',
      'principal',
    ]);
  });

  it('about us names the app from app.json and the support contact', async () => {
    renderScreen('/aboutUs');
    expect(await screen.findByText(/^Peso Loan is a mobile lending service/)).toBeInTheDocument();
    expect(screen.getByText(/Telephone: \+63 2 8888 0000/)).toBeInTheDocument();
    expect(mock.requests).toHaveLength(0);
  });
});
