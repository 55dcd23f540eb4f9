/**
 * Both loan confirmations with agreements that do not load: no "I have read and agree to" with nothing
 * after it and no money button to press, until Try again loads them.
 */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { EndpointName } from '../../src/api/endpoints';
import { renderScreen, setUpMockBackend, user } from './render-screen';

const mock = setUpMockBackend();

const NOT_LOADED = 'The loan agreements could not be loaded, so the loan cannot be confirmed yet.';

interface Page {
  title: string;
  page: string;
  /** The call that lists the agreements, and the call that would take the loan. */
  list: EndpointName;
  push: EndpointName;
  refusal: string;
  code: number | string;
  confirm: string;
}

const pages: Page[] = [
  {
    title: 'loan confirmation',
    page: '/confirmUse?productId=1&orderId=OD1001&deviceId=dev-9&sessionId=s-1&building=bu&gather=ga',
    list: 'contract',
    push: 'loanDetailPush',
    refusal: 'Service is busy',
    code: 1,
    confirm: 'Next',
  },
  {
    title: 'newer loan confirmation (older API)',
    page: '/confirmUseNew?productId=2&orderId=OD1001&deviceId=dev-9&swift=sw&eyes=ey',
    list: 'goyaAgreements',
    push: 'goyaLoanPush',
    refusal: 'System busy',
    code: '01',
    confirm: 'Get my loan',
  },
];

describe.each(pages)('$title', ({ page, list, push, refusal, code, confirm }) => {
  it.each([
    ['an empty agreement list', () => void (mock.backend.state.agreements = [])],
    [
      'a refused agreement list',
      () => void (mock.backend.state.forced[list] = { kind: 'envelope', code, message: refusal }),
    ],
  ])('with %s: the loan cannot be confirmed until the agreements load', async (_, breakIt) => {
    const agreements = structuredClone(mock.backend.state.agreements);
    // The newer page opens its agreement modal over the screen; without it the screen is in view.
    for (const offer of mock.backend.state.offers) offer.agreementUrl = '';
    breakIt();
    renderScreen(page);
    expect(await screen.findByText(NOT_LOADED)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: 'I have read and agree to' })).toBeNull();
    expect(screen.getByRole('button', { name: confirm })).toBeDisabled();

    mock.backend.state.agreements = agreements;
    delete mock.backend.state.forced[list];
    await user().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Loan Agreement' })).toBeInTheDocument();
    // Consent is the borrower's act: the box starts unticked, and Next waits for it.
    const box = screen.getByRole('checkbox', { name: 'I have read and agree to' });
    expect(box).not.toBeChecked();
    expect(screen.getByRole('button', { name: confirm })).toBeDisabled();
    await user().click(box);
    expect(screen.getByRole('button', { name: confirm })).toBeEnabled();
    expect(screen.queryByText(NOT_LOADED)).toBeNull();
    expect(mock.requestsTo(push)).toHaveLength(0);
  });
});
