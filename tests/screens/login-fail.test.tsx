import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderScreen, setUpMockBackend, user } from './render-screen';

const mock = setUpMockBackend();

const PAGE = '/loginFail?deviceId=dev-9&swift=sw&eyes=ey';

describe('joint-login-fail page', () => {
  it('shows the notice, the error pop-up and the recommended products from the older API', async () => {
    renderScreen(PAGE);
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Your application could not be completed. Try one of these products instead.'),
    ).toBeInTheDocument();
    await user().click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(
      screen.getByRole('heading', { name: 'We could not sign you in to this partner right now.' }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Order Details');
    const [notice] = mock.requestsTo('goyaLoginFailNotice');
    expect(notice!.path).toBe('/gopia/goya/login-fail-notice');
    expect(notice!.headers).toMatchObject({ swift: 'sw', eyes: 'ey' });
    for (const name of ['PesoLoan', 'CashGo', 'PondoNow', 'LuzonLend'])
      expect(screen.getByText(name)).toBeInTheDocument();
    expect(screen.getByText('Low rate')).toBeInTheDocument();
    expect(screen.queryByText('New')).toBeNull(); // fourth product: no tags
  });

  it("shows no 'loading...' over the notice once the page's call has answered", async () => {
    renderScreen(PAGE);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
    expect(screen.queryByText('loading...')).toBeNull();
  });

  it('fetches the product link on a click and opens it through the URL gate; a disabled product does nothing', async () => {
    const view = renderScreen(PAGE);
    await user().click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(screen.getByRole('button', { name: 'Sold out PondoNow' })).toBeDisabled();
    await user().click(screen.getByRole('button', { name: /CashGo$/ }));
    await waitFor(() => expect(view.opened).toHaveLength(1));
    const [click] = mock.requestsTo('goyaProductClick');
    expect(new URLSearchParams(click!.body).get('productId')).toBe('2');
    expect(view.opened[0]).toMatch(/^https?:\/\//);
  });

  it("shows the older API's message on a refusal", async () => {
    mock.useScenario('goya-error');
    renderScreen(PAGE);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getAllByText('System busy').length).toBeGreaterThan(0);
  });
});

describe('loan agreement viewer', () => {
  it('frames the agreement of the position in the query, without script permissions', async () => {
    renderScreen('/agreement?productId=1&orderId=OD1001&position=2');
    const frame = await screen.findByTitle('Loan agreement');
    expect(frame).toHaveAttribute('src', expect.stringMatching(/\/mock-assets\/agreement-2\.html$/));
    expect(frame).toHaveAttribute('sandbox', '');
    expect(mock.requestsTo('contractJump')[0]!.query).toMatchObject({
      productId: '1',
      scene: '3',
      position: '2',
    });
  });

  it('shows a message instead of a hostile agreement URL', async () => {
    mock.useScenario('unsafe-urls');
    renderScreen('/agreement?productId=1&position=1');
    expect(await screen.findByText('This page cannot be shown.')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
  });
});
