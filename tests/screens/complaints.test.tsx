import { describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { PERSISTED_STATE_KEY } from '../../src/app/configs';
import { fakePictureDecoder } from '../picture-decoder';
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
} from './render-screen';

const mock = setUpMockBackend();
fakePictureDecoder();
const SESSION = 'deviceId=dev-9&sessionId=s-1&swift=sw&eyes=ey';
const NEXT = `/complainPageNext?problemType=2&problemSonType=&orderNo=NOOD1001&${SESSION}`;
/** A file that starts as a PNG does (the widget checks the content, not the name). */
const png = (name: string) =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3])], name, {
    type: 'image/png',
  });

describe('complaint entry', () => {
  it('loads problem-init with the order id under /preschool and shows the selected order and the types', async () => {
    const view = renderScreen(`/complainPage?orderId=OD1001&${SESSION}`);
    await screenDrawn(view.container, 'complain-page');
    const [init] = mock.requestsTo('problemInit');
    expect(init!.path).toBe('/preschool/user-problem/problem-init');
    expect(new URLSearchParams(init!.body).get('orderId')).toBe('OD1001');
    expect(init!.query).toMatchObject({ deviceId: 'dev-9', sessionId: 's-1' });
    expect(screen.getByText('PesoLoan')).toBeInTheDocument();
    for (const type of ['Collection', 'Repayment', 'Loan application', 'Other'])
      expect(screen.getByRole('radio', { name: type })).toBeInTheDocument();
    expect(screen.getByText('We reply to every complaint within 3 working days.')).toBeInTheDocument();
  });

  it('refuses a collection complaint on an order whose isShow is not 1', async () => {
    mock.useScenario('complaint-ineligible');
    const view = renderScreen(`/complainPage?orderId=OD1001&${SESSION}`);
    await screenDrawn(view.container, 'complain-page');
    await user().click(screen.getByRole('radio', { name: 'Collection' }));
    expect(
      await screen.findByText('The selected order does not accept collection complaints.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Rude language' })).toBeNull();
    expect(view.store.getState().route.path).toBe('/complainPage');
  });

  it('shows the sub-types of an allowed collection complaint and goes on with the chosen one', async () => {
    const view = renderScreen(`/complainPage?orderId=OD1001&${SESSION}`);
    await screenDrawn(view.container, 'complain-page');
    await user().click(screen.getByRole('radio', { name: 'Collection' }));
    await user().click(await screen.findByRole('button', { name: 'Called too often' }));
    await waitFor(() => expect(view.store.getState().route.path).toBe('/complainPageNext'));
    expect(view.store.getState().route.query).toMatchObject({
      problemType: '1',
      problemSonType: '13',
      orderNo: 'NOOD1001',
    });
  });

  it('goes straight on for another type, with a different order chosen from the list', async () => {
    const view = renderScreen(`/complainPage?orderId=OD1001&${SESSION}`);
    await screenDrawn(view.container, 'complain-page');
    await user().click(screen.getByRole('button', { name: 'Change order' }));
    const sheet = await screen.findByRole('dialog', { name: 'Choose an order' });
    await user().click(within(sheet).getByRole('radio', { name: /NOOD0987/ }));
    await user().click(screen.getByRole('radio', { name: 'Repayment' }));
    await waitFor(() => expect(view.store.getState().route.path).toBe('/complainPageNext'));
    expect(view.store.getState().route.query).toMatchObject({ problemType: '2', orderNo: 'NOOD0987' });
  });
});

describe('complaint description', () => {
  it('asks for a description, counts to 200 and stops there', async () => {
    const view = renderScreen(NEXT);
    await screenDrawn(view.container, 'complain-page-next');
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    expect(
      (await screen.findAllByText('Please fill in your comments and suggestions')).length,
    ).toBeGreaterThan(0);
    expect(mock.requestsTo('problemSave')).toHaveLength(0);
    const box = screen.getByLabelText('Describe your problem');
    await user().click(box);
    await user().paste('x'.repeat(250));
    expect((box as HTMLTextAreaElement).value).toHaveLength(200);
    expect(screen.getByText('200/200')).toBeInTheDocument();
  });

  it('uploads pictures as multipart problemImage, removes one, and keeps at most 9 with the picker hidden at 9', async () => {
    window.sessionStorage.setItem(
      PERSISTED_STATE_KEY,
      JSON.stringify({
        forms: {},
        screens: {},
        flow: {
          complaintDraft: { images: Array.from({ length: 7 }, (_, i) => `/mock-assets/uploads/seed${i}`) },
        },
      }),
    );
    const view = renderScreen(NEXT);
    await screenDrawn(view.container, 'complain-page-next');
    expect(screen.getByText('7/9')).toBeInTheDocument();
    await user().upload(screen.getByLabelText('Add a picture'), [png('a.png'), png('b.png'), png('c.png')]);
    await waitFor(() => expect(screen.getByText('9/9')).toBeInTheDocument());
    expect(mock.requestsTo('uploadProblemImg')).toHaveLength(2);
    const [upload] = mock.requestsTo('uploadProblemImg');
    expect(upload!.headers['content-type']).toContain('multipart/form-data');
    // Re-encoded on the phone before it leaves.
    expect(upload!.fields.problemImage).toMatchObject({ type: 'image/jpeg' });
    expect(screen.queryByLabelText('Add a picture')).toBeNull();
    await user().click(screen.getByRole('button', { name: 'Remove picture 1' }));
    expect(screen.getByText('8/9')).toBeInTheDocument();
    expect(screen.getByLabelText('Add a picture')).toBeInTheDocument();
  });

  it('shows the server message when an upload fails and keeps the list', async () => {
    mock.useScenario('upload-error');
    const view = renderScreen(NEXT);
    await screenDrawn(view.container, 'complain-page-next');
    await user().upload(screen.getByLabelText('Add a picture'), png('big.png'));
    expect(await screen.findByText('The picture is too large')).toBeInTheDocument();
    expect(screen.getByText('0/9')).toBeInTheDocument();
  });

  it('in Filipino: Isumite says the picture is still uploading and saves nothing until it is up', async () => {
    mock.useScenario('upload-slow');
    mock.backend.state.delays.uploadProblemImg = 600;
    const view = renderScreen(NEXT, { language: 'fil' });
    await screenDrawn(view.container, 'complain-page-next');
    await user().type(screen.getByRole('textbox'), 'Dalawang beses akong siningil');
    await user().upload(screen.getByLabelText('Magdagdag ng larawan'), png('resibo.png'));
    const held = await screen.findByRole('button', { name: 'Ina-upload pa ang larawan…' });
    expect(held).toBeDisabled();
    await user().click(held);
    await user().click(await screen.findByRole('button', { name: 'Isumite' }));
    await waitFor(() => expect(mock.requestsTo('problemSave')).toHaveLength(1));
    const [upload] = mock.requestsTo('uploadProblemImg');
    expect(upload).toBeDefined();
    const sent = new URLSearchParams(mock.requestsTo('problemSave')[0]!.body).get('problemImage');
    expect(sent).toMatch(/\/mock-assets\/uploads\/\w+$/);
  });

  it('in Filipino: a failed picture says so on it, with Subukan ulit', async () => {
    mock.useScenario('upload-fails-once');
    const view = renderScreen(NEXT, { language: 'fil' });
    await screenDrawn(view.container, 'complain-page-next');
    await user().upload(screen.getByLabelText('Magdagdag ng larawan'), png('resibo.png'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Larawan 1: Hindi na-upload');
    await user().type(screen.getByRole('textbox'), 'Dalawang beses akong siningil');
    await user().click(screen.getByRole('button', { name: 'Isumite' }));
    expect(
      await screen.findByText('Hindi na-upload ang isang larawan. Subukan ulit o alisin muna ito.'),
    ).toBeInTheDocument();
    expect(mock.requestsTo('problemSave')).toHaveLength(0);
    await user().click(screen.getByRole('button', { name: 'Subukan ulit ang larawan 1' }));
    expect(await screen.findByText('1/9')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Alisin ang larawan 1' })).toBeInTheDocument();
  });

  it('keeps the draft (text and pictures) across a reload of the web view', async () => {
    const first = renderScreen(NEXT);
    await screenDrawn(first.container, 'complain-page-next');
    await user().type(screen.getByLabelText('Describe your problem'), 'The collector called at night');
    await user().upload(screen.getByLabelText('Add a picture'), png('a.png'));
    await waitFor(() => expect(screen.getByText('1/9')).toBeInTheDocument());
    expect(screen.getByLabelText('Describe your problem')).toHaveValue('The collector called at night');
    // A reload hides the page first, and the app saves then (src/store/persist.test.ts covers the
    // save that also follows each change): no wait on a timer that a busy machine may hold up.
    window.dispatchEvent(new Event('pagehide'));
    first.unmount();
    const second = renderScreen(NEXT);
    await screenDrawn(second.container, 'complain-page-next');
    expect(screen.getByLabelText('Describe your problem')).toHaveValue('The collector called at night');
    expect(screen.getByText('1/9')).toBeInTheDocument();
  });

  it('saves with the comma-joined URLs, shows success for 1.5 s, then replaces the page with the entry page and clears the draft', async () => {
    // The 1.5 s are counted on a clock that moves only when the test moves it.
    holdClock();
    const view = renderScreen(NEXT);
    const route = () => view.store.getState().route.path;
    await moveClockUntil(() => isDrawn(view.container, 'complain-page-next'));
    await withClock(user().type(screen.getByLabelText('Describe your problem'), 'Charged twice'));
    await withClock(user().upload(screen.getByLabelText('Add a picture'), [png('a.png'), png('b.png')]));
    await moveClockUntil(() => screen.queryByText('2/9') !== null);
    await withClock(user().click(screen.getByRole('button', { name: 'Submit' })));
    await moveClockUntil(() => screen.queryByText('Submitted successfully') !== null);
    expect(screen.getByText('Submitted successfully')).toBeInTheDocument();
    const [save] = mock.requestsTo('problemSave');
    const body = Object.fromEntries(new URLSearchParams(save!.body));
    expect(body).toMatchObject({ problemType: '2', problemDetail: 'Charged twice', orderNo: 'NOOD1001' });
    expect(body.problemImage!.split(',')).toHaveLength(2);
    expect(route()).toBe('/complainPageNext');
    const shownFor = await moveClockUntil(() => route() === '/complainPage');
    expect(shownFor).toBeGreaterThanOrEqual(1400);
    expect(shownFor).toBeLessThanOrEqual(1550);
    expect(view.store.getState().flow.complaintDraft).toBeNull();
    expect(mock.backend.state.complaints[0]!.problemDetail).toBe('Charged twice');
  });

  it('shows the server message when the save is refused', async () => {
    mock.useScenario('complaint-save-error');
    const view = renderScreen(NEXT);
    await screenDrawn(view.container, 'complain-page-next');
    await user().type(screen.getByLabelText('Describe your problem'), 'Hello');
    await user().click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Too many complaints today')).toBeInTheDocument();
  });
});

describe('complaint list and detail', () => {
  it('shows the complaints by tab and opens a detail', async () => {
    const view = renderScreen(`/complaintList?${SESSION}`);
    await screenDrawn(view.container, 'complaint-list');
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['Processing', 'Processed']);
    await user().click(screen.getByRole('tab', { name: 'Processed' }));
    const item = await screen.findByRole('button', { name: /^Repayment/ });
    await user().click(item);
    await waitFor(() => expect(view.store.getState().route.path).toBe('/complainDetails'));
    expect(view.store.getState().route.query.problemId).toBe('P1001');
  });

  it('shows type, sub-type, content with its counter, pictures and the Process Result', async () => {
    const view = renderScreen(`/complainDetails?problemId=P1001&${SESSION}`);
    await screenDrawn(view.container, 'complain-details');
    expect(document.title).toBe('Online service');
    expect(screen.getByRole('heading', { name: 'Repayment' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Process Result' })).toBeInTheDocument();
    const content = mock.backend.state.complaints.find((c) => c.problemId === 'P1001')!.problemDetail;
    expect(screen.getByText(`${[...content].length}/200`)).toBeInTheDocument();
  });

  it('hides the Process Result when there is no reply', async () => {
    const view = renderScreen(`/complainDetails?problemId=P1002&${SESSION}`);
    await screenDrawn(view.container, 'complain-details');
    expect(screen.queryByRole('heading', { name: 'Process Result' })).toBeNull();
  });

  it('asks for a rating after 3 s and sends save-score; success says so and resets the rating', async () => {
    // The 3 s are counted from the detail's answer however long the machine takes to draw the screen.
    holdClock();
    const view = renderScreen(`/complainDetails?problemId=P1001&${SESSION}`);
    await moveClockUntil(() => isDrawn(view.container, 'complain-details'));
    // The detail has answered: the wait runs with nothing over the page.
    expect(screen.queryByText('loading...')).toBeNull();
    const waited = await moveClockUntil(() => screen.queryByRole('dialog') !== null);
    expect(waited).toBeGreaterThanOrEqual(2900);
    expect(waited).toBeLessThanOrEqual(3100);
    // The rest runs on the real clock (the mock backend's delays, the user's pauses).
    vi.useRealTimers();
    const dialog = screen.getByRole('dialog', { name: 'Please rate this service' });
    // The stars are drawn only in the modal: their code may still be on its way when it opens.
    await user().click(await within(dialog).findByRole('radio', { name: '4 stars' }));
    await user().click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Successful demonstration！')).toBeInTheDocument();
    expect(Object.fromEntries(new URLSearchParams(mock.requestsTo('saveScore')[0]!.body))).toEqual({
      score: '4',
      problemId: 'P1001',
    });
    expect((view.store.getState().screens['complain-details']!.state as { stars: number }).stars).toBe(0);
  });

  it('shows the server message when the rating fails', async () => {
    mock.useScenario('score-error');
    startFakeTimers();
    const view = renderScreen(`/complainDetails?problemId=P1001&${SESSION}`);
    await screenDrawn(view.container, 'complain-details');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(3100);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Please rate this service' });
    await user().click(await within(dialog).findByRole('radio', { name: '2 stars' }));
    await user().click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Rating failed')).toBeInTheDocument();
  });
});

describe('customer service', () => {
  it('loads contact-kf-info with overall=30; calls through the bridge and links the e-mail', async () => {
    const view = renderScreen(`/customerService?${SESSION}`);
    await screenDrawn(view.container, 'customer-service');
    expect(new URLSearchParams(mock.requestsTo('contactKfInfo')[0]!.body).get('overall')).toBe('30');
    await user().click(screen.getByRole('button', { name: 'Call +63 2 8888 1234' }));
    expect(view.bridge.posted).toContainEqual({
      type: 'callTelephone',
      payload: { phone: '+63288881234' },
    });
    expect(screen.getByRole('link', { name: 'support@pesoloan.example.ph' })).toHaveAttribute(
      'href',
      'mailto:support@pesoloan.example.ph',
    );
    await user().click(screen.getByRole('button', { name: 'File a complaint' }));
    await waitFor(() => expect(view.store.getState().route.path).toBe('/complainPage'));
  });
});
