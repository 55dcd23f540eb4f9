import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import {
  holdClock,
  isDrawn,
  moveClockUntil,
  renderScreen,
  screenDrawn,
  setUpMockBackend,
  startFakeTimers,
  user,
  withClock,
  wholeText,
} from './render-screen';

const mock = setUpMockBackend();
const PAGE = '/register?id=7&templateId=1&utm_tag=fb&user_from=ad&app_from=web&deviceId=dev-9';

async function open(page = PAGE) {
  const view = renderScreen(page);
  await screenDrawn(view.container, 'register');
  return view;
}
const sid = () =>
  mock.requestsTo('getSid').length &&
  (mock.backend.state.captchas ? Object.keys(mock.backend.state.captchas).at(-1)! : '');
const captcha = () => mock.backend.state.captchas[sid()]!;

async function fillPhoneAndCaptcha(phone = '09171234567') {
  await user().type(screen.getByLabelText('Mobile number'), phone);
  await user().type(screen.getByLabelText('Picture code'), captcha());
}

describe('promotion registration', () => {
  it('tracks the visit with page_type=1 and the utm parameters, gets a sid and shows its captcha', async () => {
    const view = await open();
    expect(mock.requestsTo('trackVisit')[0]!.query).toMatchObject({
      page_type: '1',
      page_id: '7',
      utm_tag: 'fb',
      user_from: 'ad',
      app_from: 'web',
    });
    const img = screen.getByRole('img', { name: 'Picture code image' });
    expect(img.getAttribute('src')).toContain(`/api/v2/youmi/promotion/get-captcha?sid=${sid()}`);
    expect(view.warnings).toEqual([]);
  });

  it('validates phone, picture code and SMS code with the spec messages', async () => {
    await open();
    await user().click(screen.getByRole('button', { name: 'Register' }));
    expect((await screen.findAllByText('Please enter a valid mobile number.')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Please enter the picture code.').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Please enter the SMS code.').length).toBeGreaterThan(0);
    // A mainland-Chinese mobile number (the rule of another market) is no Philippine one.
    await user().type(screen.getByLabelText('Mobile number'), '139123456789');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('1391 234 5678');
    await user().click(screen.getByRole('button', { name: 'Send code' }));
    expect(mock.requestsTo('getSms')).toHaveLength(0);
    expect(mock.requestsTo('register')).toHaveLength(0);
  });

  it('takes a Philippine mobile number typed with +63 as its 11-digit form', async () => {
    await open();
    await fillPhoneAndCaptcha('+63 917 123 4567');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('0917 123 4567');
    await user().click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText('code sent, check phone');
    expect(mock.requestsTo('getSms')[0]!.fields).toMatchObject({ phone: '09171234567' });
  });

  it('refreshing the picture code needs a phone number, then loads a new image', async () => {
    await open();
    const before = screen.getByRole('img', { name: 'Picture code image' }).getAttribute('src');
    await user().click(screen.getByRole('button', { name: 'Refresh the picture code' }));
    expect((await screen.findAllByText('Please enter a valid mobile number.')).length).toBeGreaterThan(0);
    expect(screen.getByRole('img', { name: 'Picture code image' }).getAttribute('src')).toBe(before);
    await user().type(screen.getByLabelText('Mobile number'), '09171234567');
    await user().click(screen.getByRole('button', { name: 'Refresh the picture code' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Picture code image' }).getAttribute('src')).not.toBe(before),
    );
  });

  it('sends the SMS code, counts down 60 s and refuses to send again meanwhile', async () => {
    startFakeTimers();
    await open();
    await fillPhoneAndCaptcha();
    await user().click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('code sent, check phone')).toBeInTheDocument();
    expect(mock.requestsTo('getSms')[0]!.fields).toMatchObject({
      phone: '09171234567',
      sid: sid(),
      deviceId: 'dev-9',
      utm_tag: 'fb',
    });
    const again = await screen.findByRole('button', { name: /^Send again in \d+s$/ });
    await user().click(again);
    expect(await screen.findByText('Please wait before requesting another code.')).toBeInTheDocument();
    expect(mock.requestsTo('getSms')).toHaveLength(1);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(61_000);
    });
    expect(await screen.findByRole('button', { name: 'Send code' })).toBeInTheDocument();
  });

  it('a reload during the countdown picks it up where it stands: no frozen label, no second SMS', async () => {
    // The seconds are counted on a clock that moves only when the test moves it.
    holdClock();
    const sendButton = /^(Send code|Send again in \d+s)$/;
    const label = () => {
      const button = screen.queryByRole('button', { name: sendButton });
      return button?.getAttribute('aria-label') ?? button?.textContent ?? '';
    };
    const first = renderScreen(PAGE);
    await moveClockUntil(() => isDrawn(first.container, 'register') && Boolean(sid()));
    await withClock(fillPhoneAndCaptcha());
    await withClock(user().click(screen.getByRole('button', { name: 'Send code' })));
    await moveClockUntil(() => label().startsWith('Send again'));
    expect(label()).toBe('Send again in 60s');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(5_000);
    });
    // The web view goes away (its state is saved on pagehide) and comes back 3 s later.
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3_000);
    });
    const second = renderScreen(PAGE);
    const reopening = await moveClockUntil(() => isDrawn(second.container, 'register') && label() !== '');
    expect(reopening).toBeLessThan(1_000);
    // 8 s have gone by since the count started, plus what drawing each screen took on the clock (under
    // a second each, so the label may have just turned): it goes on from there, neither back at 60 s
    // nor stopped.
    const left = () => Number(/in (\d+)s$/.exec(label())?.[1]);
    const atReopen = left();
    expect(atReopen).toBeGreaterThanOrEqual(51);
    expect(atReopen).toBeLessThanOrEqual(52);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(2_000);
    });
    expect(left()).toBe(atReopen - 2);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(51_000);
    });
    expect(label()).toBe('Send code');
    expect(mock.requestsTo('getSms')).toHaveLength(1);
  });

  it('101: refreshes the picture code and shows the message', async () => {
    await open();
    await fillPhoneAndCaptcha();
    await user().clear(screen.getByLabelText('Picture code'));
    await user().type(screen.getByLabelText('Picture code'), 'zzzz');
    const before = screen.getByRole('img', { name: 'Picture code image' }).getAttribute('src');
    await user().click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('The image verification code is wrong')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Picture code image' }).getAttribute('src')).not.toBe(before),
    );
  });

  it('11: an already registered phone is told to download the app and goes to the download template', async () => {
    const view = await open();
    await fillPhoneAndCaptcha('09181234567');
    await user().click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText('This mobile number is already registered. Please download the app.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(view.store.getState().route.hash).toBe('/downloadTemplate'), {
      timeout: 3000,
    });
  });

  it('registers, tracks the click, and goes to the download template driven by channel-template', async () => {
    const view = await open();
    await fillPhoneAndCaptcha();
    await user().click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText('code sent, check phone');
    await user().type(screen.getByLabelText('SMS code'), '123456');
    await user().click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('registration succeeded')).toBeInTheDocument();
    expect(mock.requestsTo('trackClick')[0]!.query).toMatchObject({ phone: '09171234567', page_type: '1' });
    expect(mock.requestsTo('register')[0]!.fields).toMatchObject({
      phone: '09171234567',
      smsCode: '123456',
      sid: sid(),
      id: '7',
      utm_tag: 'fb',
    });
    await waitFor(() => expect(view.store.getState().route.hash).toBe('/downloadTemplate'), {
      timeout: 3000,
    });
    expect(await screen.findByText(wholeText('Get up to ₱20,000 in minutes'))).toBeInTheDocument();
    expect(mock.requestsTo('channelTemplate')[0]!.query).toMatchObject({ templateId: '1' });
    expect((view.store.getState().flow.registerTemplate as { appName: string }).appName).toBe('PesoLoan');
  });

  it('a wrong SMS code shows the message and stays', async () => {
    const view = await open();
    await fillPhoneAndCaptcha();
    await user().type(screen.getByLabelText('SMS code'), '000000');
    await user().click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The SMS verification code is wrong')).toBeInTheDocument();
    expect(view.store.getState().route.hash).toBe('');
  });

  it('register 11 (already registered) goes to the download template', async () => {
    const view = await open();
    await fillPhoneAndCaptcha();
    await user().type(screen.getByLabelText('SMS code'), '123456');
    mock.backend.state.registered.push('09171234567');
    await user().click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('This phone number is already registered')).toBeInTheDocument();
    await waitFor(() => expect(view.store.getState().route.hash).toBe('/downloadTemplate'), {
      timeout: 3000,
    });
  });

  it('register -1 (picture code wrong) refreshes the picture code and stays', async () => {
    const view = await open();
    await fillPhoneAndCaptcha();
    await user().clear(screen.getByLabelText('Picture code'));
    await user().type(screen.getByLabelText('Picture code'), 'zzzz');
    await user().type(screen.getByLabelText('SMS code'), '123456');
    const before = screen.getByRole('img', { name: 'Picture code image' }).getAttribute('src');
    await user().click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('The image verification code is wrong')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Picture code image' }).getAttribute('src')).not.toBe(before),
    );
    expect(view.store.getState().route.hash).toBe('');
  });

  it('with link-id, success goes to the agreement template', async () => {
    const view = await open(`${PAGE}&link-id=L5`);
    await fillPhoneAndCaptcha();
    await user().click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByText('code sent, check phone');
    await user().type(screen.getByLabelText('SMS code'), '123456');
    await user().click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(view.store.getState().route.hash).toBe('/agreementTemplate'), {
      timeout: 3000,
    });
    expect(view.store.getState().route.query['link-id']).toBe('L5');
    expect(await screen.findByRole('heading', { name: 'Terms and Privacy Policy' })).toBeInTheDocument();
  });
});
