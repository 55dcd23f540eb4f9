import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { PERSISTED_STATE_KEY } from '../../src/app/configs';
import { renderScreen, setUpMockBackend, user } from './render-screen';

setUpMockBackend();

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
    PERSISTED_STATE_KEY,
    JSON.stringify({ forms: {}, screens: {}, flow: { repayInfo: info } }),
  );
}

/** What the repayment screens store after generate-vcode for GCash (the chosen channel, its code, the amount sent). */
const gcashInfo = {
  ...repayInfo,
  amount: 545000,
  channel: { channel_number: 2002, name: 'GCash', logo: 'https://cdn.example.com/gcash.png' },
  defDetail: {
    ...repayInfo.defDetail,
    title: 'GCash',
    logo: 'https://cdn.example.com/gcash.png',
    payCode: 'GC10012',
  },
};

describe('repayment by code', () => {
  it("showType 1: a copyable code with the channel image, the total and the chosen channel's notices", async () => {
    storeRepayInfo({
      ...repayInfo,
      amount: 545000,
      defDetail: { ...repayInfo.defDetail, payCode: '7E1001' },
    });
    const view = renderScreen(
      '/repaymentOfCode2?showType=1&payCode=7E1001&repayAmount=545000&payCodeImg=https%3A%2F%2Fcdn.example.com%2F7eleven.png',
    );
    expect(await screen.findByRole('heading', { name: '7E1001' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Payment channel' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/7eleven.png',
    );
    expect(screen.getByText('₱5,450.00')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pay at 7-Eleven' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pay with GCash' })).toBeNull();
    expect(screen.getByText('Enter your pay code.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'QR code to pay' })).toBeNull();
    await user().click(screen.getByRole('button', { name: 'Click to Copy' }));
    expect(await screen.findByText('copy success')).toBeInTheDocument();
    expect(view.container.textContent).not.toMatch(/undefined|NaN/);
  });

  it("showType 2 without payCodeImg draws a QR code of the stored code with the chosen channel's notices", async () => {
    storeRepayInfo(gcashInfo);
    renderScreen('/repaymentOfCode2?showType=2&payCode=GC10012&repayAmount=545000');
    const qr = await screen.findByRole('img', { name: 'QR code to pay' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(qr.querySelector('path')!.getAttribute('d')!.length).toBeGreaterThan(100);
    expect(
      screen.getByText('Open GCash, Maya or your bank app and scan this code to pay.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Pay code: GC10012')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Payment channel' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/gcash.png',
    );
    expect(screen.getByText('GCash')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Pay with GCash' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pay at 7-Eleven' })).toBeNull();
    expect(screen.queryByText('Go to any 7-Eleven store.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Click to Copy' })).toBeNull();
  });

  it('showType 2 with payCodeImg shows that image instead', async () => {
    storeRepayInfo(gcashInfo);
    renderScreen(
      '/repaymentOfCode?showType=2&payCode=GC10012&payCodeImg=https%3A%2F%2Fcdn.example.com%2Fqr.png',
    );
    const img = await screen.findByRole('img', { name: 'QR code to pay' });
    expect(img.tagName.toLowerCase()).toBe('img');
    expect(img).toHaveAttribute('src', 'https://cdn.example.com/qr.png');
  });

  it('falls back to the stored code and the rollover amount, and shows rupees when asked', async () => {
    storeRepayInfo({ ...repayInfo, repayAmount: undefined });
    renderScreen('/repaymentOfCode?isRupee=1');
    expect(await screen.findByRole('heading', { name: 'DEF123' })).toBeInTheDocument();
    expect(screen.getByText('Rs.1,200.00')).toBeInTheDocument();
  });

  it.each(['/repaymentOfCode2', '/repaymentOfCode?showType=1&repayAmount=545000', '/repaymentOfCode'])(
    'fails closed with no code stored or given (%s): the error, no code, no total, no copy, a way back',
    async (url) => {
      const view = renderScreen(url);
      expect(await screen.findByRole('alert')).toHaveTextContent('error');
      expect(screen.queryByRole('button', { name: 'Click to Copy' })).toBeNull();
      expect(screen.queryByText('Total payment')).toBeNull();
      expect(screen.queryByText(/₱/)).toBeNull();
      expect(view.container.textContent).not.toMatch(/undefined|NaN/);
      // Opened first (nothing of the app's behind it): going back closes the web view.
      await user().click(screen.getByRole('button', { name: 'Go back' }));
      await waitFor(() => expect(view.bridge.posted.map((m) => m.type)).toContain('closeWebview'));
    },
  );

  it('nothing stored, showType 1: the code, channel image and total the native shell put in the query', async () => {
    const view = renderScreen(
      '/repaymentOfCode?showType=1&payCode=7E1001&repayAmount=545000&payCodeImg=https%3A%2F%2Fcdn.example.com%2F7eleven.png',
    );
    expect(await screen.findByRole('heading', { name: '7E1001' })).toBeInTheDocument();
    expect(screen.getByText('₱5,450.00')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Payment channel' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/7eleven.png',
    );
    expect(screen.queryByRole('alert')).toBeNull();
    await user().click(screen.getByRole('button', { name: 'Click to Copy' }));
    expect(await screen.findByText('copy success')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('7E1001');
    expect(view.container.textContent).not.toMatch(/undefined|NaN/);
  });

  it('nothing stored, showType 2: a QR code of the query code with the scan tips', async () => {
    renderScreen('/repaymentOfCode2?showType=2&payCode=GC10012&repayAmount=545000');
    const qr = await screen.findByRole('img', { name: 'QR code to pay' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    expect(screen.getByText('Pay code: GC10012')).toBeInTheDocument();
    expect(screen.getByText('₱5,450.00')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Click to Copy' })).toBeNull();
  });

  it.each(['12.5', '5e5', '-100', '0x10', ''])(
    'nothing stored: repayAmount=%j is no amount, shown as unavailable',
    async (amount) => {
      const view = renderScreen(`/repaymentOfCode?showType=1&payCode=7E1001&repayAmount=${amount}`);
      expect(await screen.findByRole('heading', { name: '7E1001' })).toBeInTheDocument();
      expect(screen.getByText('unavailable')).toBeInTheDocument();
      expect(view.container.textContent).not.toMatch(/₱|NaN|undefined/);
    },
  );

  it('nothing stored: a payCodeImg that is not http(s) is not drawn', async () => {
    const view = renderScreen(
      '/repaymentOfCode?showType=1&payCode=7E1001&repayAmount=545000&payCodeImg=javascript%3Aalert(1)',
    );
    expect(await screen.findByRole('heading', { name: '7E1001' })).toBeInTheDocument();
    expect(view.container.querySelector('img[src^="javascript" i]')).toBeNull();
  });

  it('shows the stored code and amount, never a pay code, QR image or amount forged in the URL', async () => {
    storeRepayInfo(gcashInfo);
    const view = renderScreen(
      '/repaymentOfCode?showType=2&payCode=FORGED99&repayAmount=1&payCodeImg=https%3A%2F%2Fevil.example.com%2Fqr.png',
    );
    expect(await screen.findByRole('heading', { name: 'GC10012' })).toBeInTheDocument();
    expect(screen.getByText('₱5,450.00')).toBeInTheDocument();
    expect(view.container.textContent).not.toContain('FORGED99');
    expect(screen.queryByText('₱0.01')).toBeNull();
    expect(view.container.querySelector('img[src*="evil.example.com"]')).toBeNull();
    expect(screen.getByRole('img', { name: 'Payment channel' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/gcash.png',
    );
    await user().click(screen.getByRole('button', { name: 'Click to Copy' }));
    expect(await screen.findByText('copy success')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('GC10012');
  });
});
