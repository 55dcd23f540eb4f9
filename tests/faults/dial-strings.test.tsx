/**
 * Phone numbers and mail addresses from the server, on the real screens that hand them to the native
 * shell: customer service (smWa, email) and the order page (telephone). A hostile one never becomes
 * a callTelephone message or a link; the borrower is told the number cannot be called. The cases
 * come from families.ts, which docs/security.md is written from.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderScreen, screenDrawn, setUpMockBackend, user } from '../screens/render-screen';
import { acceptedContacts, hostileDialStrings, hostileEmails } from './families';
import { recordFaults } from './summary';

const mock = setUpMockBackend();
const SESSION = 'productId=1&orderId=OD1001&deviceId=d-1&sessionId=s-1';

let tried = 0;
afterAll(() => recordFaults('dial string and mail address checks', tried));

const calls = (posted: { type: string }[]) => posted.filter((m) => m.type === 'callTelephone');

describe('dial strings from the server', () => {
  for (const phone of hostileDialStrings) {
    it(`customer service refuses ${JSON.stringify(phone)}: no callTelephone, the borrower is told`, async () => {
      mock.backend.state.contact.smWa = phone;
      const view = renderScreen(`/customerService?${SESSION}`);
      await screenDrawn(view.container, 'customer-service');
      await user().click(screen.getByRole('button', { name: /^Call / }));
      expect(await screen.findByText('This number cannot be called.')).toBeInTheDocument();
      expect(calls(view.bridge.posted)).toEqual([]);
      tried += 1;
    });

    it(`the order page refuses ${JSON.stringify(phone)} as its telephone`, async () => {
      mock.backend.state.orders[0]!.telephone = phone;
      const view = renderScreen(`/loanDetail?${SESSION}`);
      await screenDrawn(view.container, 'loan-detail');
      await user().click(screen.getByRole('button', { name: /^Call customer service/ }));
      expect(await screen.findByText('This number cannot be called.')).toBeInTheDocument();
      expect(calls(view.bridge.posted)).toEqual([]);
      tried += 1;
    });
  }

  for (const { raw, dialled } of acceptedContacts) {
    it(`calls ${JSON.stringify(raw)} as ${dialled} (the gate is not shut)`, async () => {
      mock.backend.state.contact.smWa = raw;
      const view = renderScreen(`/customerService?${SESSION}`);
      await screenDrawn(view.container, 'customer-service');
      await user().click(screen.getByRole('button', { name: /^Call / }));
      await waitFor(() =>
        expect(calls(view.bridge.posted)).toEqual([{ type: 'callTelephone', payload: { phone: dialled } }]),
      );
    });
  }
});

describe('mail addresses from the server', () => {
  for (const email of hostileEmails) {
    it(`customer service shows ${JSON.stringify(email)} as text, never a mail link`, async () => {
      mock.backend.state.contact.email = email;
      const view = renderScreen(`/customerService?${SESSION}`);
      await screenDrawn(view.container, 'customer-service');
      expect(view.container.querySelector('a[href^="mailto:" i]')).toBeNull();
      tried += 1;
    });
  }

  it('links a plain address (the gate is not shut)', async () => {
    const view = renderScreen(`/customerService?${SESSION}`);
    await screenDrawn(view.container, 'customer-service');
    expect(view.container.querySelector('a[href="mailto:support@pesoloan.example.ph"]')).not.toBeNull();
  });
});
