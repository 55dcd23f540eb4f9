/**
 * What the server sends, in the visit's language (docs/contracts.md §9): a Filipino visit asks the
 * lender for Filipino, and the mock backend answers in it, so the bank form, the complaint types and
 * the complaint tabs read in Filipino beside the screens' own Filipino copy.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderScreen, screenDrawn, setUpMockBackend, user } from './render-screen';

const mock = setUpMockBackend();
const SESSION = 'deviceId=dev-9&sessionId=s-1&swift=sw&eyes=ey';
const FILIPINO = 'fil-PH, fil;q=0.9, en;q=0.5';

describe('a Filipino visit reads the server in Filipino', () => {
  it("bank binding: the server's labels and placeholders, and its labels inside the form's messages", async () => {
    const view = renderScreen(`/bindBank?product_id=1&${SESSION}`, { language: 'fil' });
    await screenDrawn(view.container, 'bind-bank');
    const [init] = mock.requestsTo('cardInit');
    expect(init!.headers['accept-language']).toBe(FILIPINO);
    expect(init!.query).toMatchObject({ lang: 'fil', deviceId: 'dev-9' });
    expect(screen.getByRole('combobox', { name: 'Bangko' })).toBeInTheDocument();
    expect(screen.getByLabelText('Numero ng account')).toHaveAttribute(
      'placeholder',
      'Ilagay ang numero ng account mo',
    );
    expect(screen.getByText('Lungsod')).toBeInTheDocument();
    expect(screen.queryByText('Account number')).toBeNull();
    await user().click(screen.getByRole('tab', { name: 'E-wallet' }));
    expect(await screen.findByLabelText('Numero ng e-wallet')).toHaveAttribute(
      'placeholder',
      'Ilagay ang 11-digit na numero',
    );
    await user().click(screen.getByRole('button', { name: 'Susunod' }));
    // The screen's Filipino around the server's Filipino label.
    expect(await screen.findByText('Lungsod: pumili ng isa.')).toBeInTheDocument();
    expect(screen.queryByText(/City/)).toBeNull();
  });

  it("bank binding: the server's error message", async () => {
    mock.useScenario('bank-init-error');
    const view = renderScreen(`/bindBank?product_id=1&${SESSION}`, { language: 'fil' });
    expect(await screen.findByText('Abala ang serbisyo, pakisubukan ulit')).toBeInTheDocument();
    expect(view.container.textContent).not.toContain('Service is busy');
  });

  it("complaint entry: the order's status and rows, the complaint types and sub-types", async () => {
    const view = renderScreen(`/complainPage?orderId=OD1001&${SESSION}`, { language: 'fil' });
    await screenDrawn(view.container, 'complain-page');
    const [init] = mock.requestsTo('problemInit');
    expect(init!.headers['accept-language']).toBe(FILIPINO);
    expect(init!.query.lang).toBe('fil');
    for (const type of ['Paniningil', 'Pagbabayad', 'Pag-apply ng loan', 'Iba pa'])
      expect(screen.getByRole('radio', { name: type })).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Collection' })).toBeNull();
    expect(screen.getByText('Naghihintay ng bayad')).toBeInTheDocument();
    expect(screen.getByText('Halaga ng loan')).toBeInTheDocument();
    await user().click(screen.getByRole('radio', { name: 'Paniningil' }));
    expect(await screen.findByRole('button', { name: 'Sobrang dalas tumawag' })).toBeInTheDocument();
  });

  it('complaint list: the tabs and each complaint type; what the borrower wrote stays as written', async () => {
    const view = renderScreen(`/complaintList?${SESSION}`, { language: 'fil' });
    await screenDrawn(view.container, 'complaint-list');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Pinoproseso', 'Naproseso na']);
    await user().click(screen.getByRole('tab', { name: 'Naproseso na' }));
    const item = await screen.findByRole('button', { name: /^Pagbabayad/ });
    expect(item).toHaveTextContent('I paid at 7-Eleven but the order still shows unpaid.');
    expect(screen.queryByRole('button', { name: /^Repayment/ })).toBeNull();
  });

  it('an English visit asks for English and reads the server as before', async () => {
    const view = renderScreen(`/bindBank?product_id=1&${SESSION}`, { language: 'en' });
    await screenDrawn(view.container, 'bind-bank');
    const [init] = mock.requestsTo('cardInit');
    expect(init!.headers['accept-language']).toBe('en-PH, en;q=0.9');
    expect(init!.query.lang).toBe('en');
    expect(screen.getByRole('combobox', { name: 'Bank' })).toBeInTheDocument();
    expect(screen.getByLabelText('Account number')).toHaveAttribute(
      'placeholder',
      'Enter your account number',
    );
  });
});
