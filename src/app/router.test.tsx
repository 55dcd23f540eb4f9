/** The app's react-router routes: the screen of path and hash, a fresh screen per address, the store told first. */
import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { Provider, useStore } from 'react-redux';
import { MemoryRouter, useNavigate, type NavigateFunction } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { makeStore, type RootState } from '../store';
import { AppRoutes } from './router';
import { knownScreen, routes } from './configs';

/** Each screen mounted, with the query the store held when it mounted. */
const mounted: [screen: string, query: unknown][] = [];

// The screen itself is the engine's: here a stand-in that names its screen and reads the store's query.
vi.mock('../engine/view/screen-host', () => ({
  ScreenHost({ screenId }: { screenId: string }) {
    const store = useStore<RootState>();
    useEffect(() => void mounted.push([screenId, store.getState().route.query]), [screenId, store]);
    return <p>{screenId}</p>;
  },
}));

function renderAt(url: string) {
  const store = makeStore();
  const router: { navigate?: NavigateFunction } = {};
  function Navigation() {
    router.navigate = useNavigate();
    return null;
  }
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[url]} useTransitions={false}>
        <AppRoutes routes={routes} known={knownScreen} />
        <Navigation />
      </MemoryRouter>
    </Provider>,
  );
  /** Moves the router as a link or Back would. */
  const go = (to: string | number) =>
    act(() => void (typeof to === 'number' ? router.navigate!(to) : router.navigate!(to)));
  return { store, go };
}

describe('app routes', () => {
  it('shows the hash sub-route of a path and gives the store its path, hash and merged query', () => {
    const { store } = renderAt(
      '/payWay?orderId=OD1&orderId=OD2&productId=1#/addnormalcard?order=3&productId=2',
    );
    expect(screen.getByText('pay-way-add-card')).toBeInTheDocument();
    expect(store.getState().route).toMatchObject({
      path: '/payWay',
      hash: '/addnormalcard',
      query: { orderId: 'OD1', productId: '2', order: '3' },
    });
  });

  it('shows the not-found screen for an unknown path or one in another case', async () => {
    const { go } = renderAt('/nowhere');
    expect(screen.getByText(routes.notFound)).toBeInTheDocument();
    await go('/LOANDETAIL');
    expect(screen.getByText(routes.notFound)).toBeInTheDocument();
    await go('/loanDetail');
    expect(screen.getByText('loan-detail')).toBeInTheDocument();
  });

  it('mounts a fresh screen for a new query or hash of the same path, after the store has its query', async () => {
    const { go, store } = renderAt('/loanDetail?orderId=OD1');
    mounted.length = 0;
    await go('/loanDetail?orderId=OD2');
    expect(store.getState().route.query).toEqual({ orderId: 'OD2' });
    await go('/loanDetail?orderId=OD2#again');
    await go('/payWay?orderId=OD2#/alipayrepayment');
    expect(mounted).toEqual([
      ['loan-detail', { orderId: 'OD2' }],
      ['loan-detail', { orderId: 'OD2' }],
      ['pay-way-alipay', { orderId: 'OD2' }],
    ]);
    expect(store.getState().route.hash).toBe('/alipayrepayment');
    await go(-1);
    expect(screen.getByText('loan-detail')).toBeInTheDocument();
    expect(store.getState().route.hash).toBe('again');
  });
});
