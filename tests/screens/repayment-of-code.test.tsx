import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMockServer } from '../../mocks/node';
import { PERSIST_KEY } from '../../src/store';
import { renderScreen } from './render-screen';

const mock = createMockServer();
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mock.useScenario('default');
  window.sessionStorage.clear();
});
afterAll(() => mock.server.close());

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

/** What the repayment screens store before leaving for payUrl. */
const repayInfo = {
  repayAmount: 545000,
  delayInfo: { title: 'Rollover Repayment', delayAmount: 120000 },
  noticeMsg: 'Payments are credited within 30 minutes. Keep your receipt.',
  defDetail: {
    payCode: 'DEF123',
    logo: '/images/status-200.svg',
    title: '7-Eleven',
    payNotice: {
      'Pay at 7-Eleven': [
        { name: 'Step 1', step: 'Go to any 7-Eleven store.' },
        { name: 'Step 2', step: 'Enter your pay code.' },
      ],
      'Pay with GCash': [{ name: 'Step 1', step: 'Open GCash and tap Pay Bills.' }],
    },
  },
};

function storeRepayInfo(info: unknown = repayInfo) {
  window.sessionStorage.setItem(
    PERSIST_KEY,
    JSON.stringify({ forms: {}, screens: {}, flow: { repayInfo: info } }),
  );
}

describe('repayment by code', () => {
  it('showType 1: a copyable code with the channel image, the total and the notices grouped by title', async () => {
    storeRepayInfo();
    const view = renderScreen(
      '/repaymentOfCode2?showType=1&payCode=7E1001&repayAmount=545000&payCodeImg=https%3A%2F%2Fcdn.example.com%2F7eleven.png',
    );
    expect(await screen.findByRole('heading', { name: '7E1001' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Payment channel' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/7eleven.png',
    );
    expect(screen.getByText('₱5450.00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pay at 7-Eleven' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pay with GCash' })).toBeInTheDocument();
    expect(screen.getByText('Enter your pay code.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'QR code to pay' })).toBeNull();
    await user().click(screen.getByRole('button', { name: 'Click to Copy' }));
    expect(await screen.findByText('copy success')).toBeInTheDocument();
    expect(view.container.textContent).not.toMatch(/undefined|NaN/);
  });

  it('showType 2 without payCodeImg draws a QR code of payCode with scan tips', async () => {
    storeRepayInfo();
    renderScreen('/repaymentOfCode?showType=2&payCode=GC10012&repayAmount=545000');
    const qr = await screen.findByRole('img', { name: 'QR code to pay' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')!.getAttribute('d')!.length).toBeGreaterThan(100);
    expect(
      screen.getByText('Open GCash, Maya or your bank app and scan this code to pay.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Click to Copy' })).toBeNull();
  });

  it('showType 2 with payCodeImg shows that image instead', async () => {
    storeRepayInfo();
    renderScreen('/repaymentOfCode?showType=2&payCode=GC1&payCodeImg=https%3A%2F%2Fcdn.example.com%2Fqr.png');
    const img = await screen.findByRole('img', { name: 'QR code to pay' });
    expect(img.tagName.toLowerCase()).toBe('img');
  });

  it('falls back to the stored code and the rollover amount, and shows rupees when asked', async () => {
    storeRepayInfo({ ...repayInfo, repayAmount: undefined });
    renderScreen('/repaymentOfCode?isRupee=1');
    expect(await screen.findByRole('heading', { name: 'DEF123' })).toBeInTheDocument();
    expect(screen.getByText('Rs.1200.00')).toBeInTheDocument();
  });

  it('shows no broken text without stored info or query', async () => {
    const view = renderScreen('/repaymentOfCode');
    await waitFor(() => expect(screen.getByText('Total payment')).toBeInTheDocument());
    expect(view.container.textContent).not.toMatch(/undefined|NaN/);
  });
});
