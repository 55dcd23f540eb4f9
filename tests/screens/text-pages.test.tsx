import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { appSettings } from '../../src/app/configs';
import { renderScreen, setUpMockBackend } from './render-screen';

const mock = setUpMockBackend();

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

  it('loan terms state the limits of docs/spec.md §9', async () => {
    renderScreen('/loanTerms');
    expect(
      await screen.findByText('The loan term is 91 to 365 calendar days, as shown on the confirmation page.'),
    ).toBeInTheDocument();
    expect(screen.getByText(/not earlier than 7 calendar days after disbursement/)).toBeInTheDocument();
    // The penalty clause is written from the market's caps (screen-configs/market/ph.json), in pesos.
    expect(
      screen.getByText(
        'A late payment costs a penalty of 5% a month of the unpaid amount, for the days of delay only; no other late fee is charged.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Interest, fees and penalties together never come to more than 100% of the amount you borrowed.',
      ),
    ).toBeInTheDocument();
    expect(document.body.textContent).not.toMatch(/Rs\.|per day/);
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
    expect(screen.getByText('+63 2 8888 0000')).toBeInTheDocument();
    expect(mock.requests).toHaveLength(0);
  });
});

describe("the lender's details, from app.json", () => {
  // What an operator writes into app.json's "lender" (and the privacy policy's officer and date):
  // every page must show exactly this.
  const filled = {
    lender: {
      name: 'Maharlika Lending Corporation',
      secRegistrationNo: 'CS201912345',
      certificateOfAuthorityNo: '3012',
      email: 'help@maharlika-lending.ph',
      phone: '+63 2 7777 1234',
      address: '12 Ayala Avenue, Makati City',
    },
    grievanceOfficer: {
      name: 'Maria Santos',
      email: 'dpo@maharlika-lending.ph',
      phone: '+63 2 7777 9999',
      address: '14 Ayala Avenue, Makati City',
    },
    policyDate: '2026-11-01',
  };
  const shipped = {
    lender: appSettings.lender,
    grievanceOfficer: appSettings.grievanceOfficer,
    policyDate: appSettings.policyDate,
  };
  beforeAll(() => void Object.assign(appSettings, filled));
  afterAll(() => void Object.assign(appSettings, shipped));
  afterEach(cleanup);

  /** No placeholder and no unfilled binding anywhere on the page. */
  const expectNoPlaceholder = () => expect(document.body.textContent).not.toMatch(/\[[^\]]*\]|\{\{/);

  it('about us: lender, SEC and CA numbers, and the support e-mail as a mailto: link', async () => {
    renderScreen('/aboutUs');
    expect(
      await screen.findByText(
        'The loans are provided by Maharlika Lending Corporation, a lending company registered with the Securities and Exchange Commission under registration no. CS201912345 and certificate of authority no. 3012.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@maharlika-lending.ph' })).toHaveAttribute(
      'href',
      'mailto:help@maharlika-lending.ph',
    );
    expect(screen.getByText('+63 2 7777 1234')).toBeInTheDocument();
    expect(screen.getByText('Office: 12 Ayala Avenue, Makati City')).toBeInTheDocument();
    expectNoPlaceholder();
  });

  it('privacy policy: lender, registration numbers, contact, grievance officer and date', async () => {
    renderScreen('/privacy');
    await screen.findByRole('heading', { name: '11. Grievance officer' });
    expect(
      screen.getByText(
        /^This policy explains what personal information Maharlika Lending Corporation \("we"\)/,
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Maharlika Lending Corporation is a lending company registered with the Securities and Exchange Commission under registration no. CS201912345, with certificate of authority no. 3012. Office: 12 Ayala Avenue, Makati City. E-mail: help@maharlika-lending.ph. Telephone: +63 2 7777 1234.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'Our data protection officer handles questions and complaints about your information: Maria Santos, e-mail dpo@maharlika-lending.ph, telephone +63 2 7777 9999, office 14 Ayala Avenue, Makati City. We answer within 15 working days.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Last updated: 2026-11-01')).toBeInTheDocument();
    expectNoPlaceholder();
  });

  it('loan terms: the lender and the date', async () => {
    renderScreen('/loanTerms');
    expect(
      await screen.findByText(/^These terms apply between Maharlika Lending Corporation \(the "Lender"\)/),
    ).toBeInTheDocument();
    expect(screen.getByText('Last updated: 2026-11-01')).toBeInTheDocument();
    expectNoPlaceholder();
  });

  it('official site: the footer and the about us section', async () => {
    renderScreen('/');
    await screen.findByRole('tab', { name: 'Home' });
    for (const text of [
      'Maharlika Lending Corporation',
      'SEC Registration No. CS201912345 · Certificate of Authority No. 3012',
      'Please read the Disclosure Statement before you proceed.',
      'E-mail: help@maharlika-lending.ph',
      'Telephone: +63 2 7777 1234',
      'Address: 12 Ayala Avenue, Makati City',
      '© 2026 Maharlika Lending Corporation. All rights reserved.',
    ])
      expect(screen.getByText(text)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'About us' }));
    expect(
      await screen.findByText(/registration no\. CS201912345 and certificate of authority no\. 3012\.$/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'help@maharlika-lending.ph' })).toHaveAttribute(
      'href',
      'mailto:help@maharlika-lending.ph',
    );
    expectNoPlaceholder();
  });
});
