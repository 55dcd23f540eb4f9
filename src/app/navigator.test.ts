/** In-app navigation keeps the session; only its non-secret parameters reach the address bar. */
import { describe, expect, it } from 'vitest';
import { memoryHistory } from './history';
import { createNavigator } from './navigator';

const session = { deviceId: 'd-1', orderId: 'OD1', building: 'B', gather: 'G', swift: 'S', eyes: 'E' };
const bridge = { post: () => undefined, onReceive: () => () => undefined };

describe('navigator', () => {
  it('writes the common parameters into the address, never the header secrets', () => {
    const history = memoryHistory('/loanDetail');
    createNavigator(history, () => session, bridge).go({ path: '/repayPeriod', query: { orderId: 'OD2' } });
    expect(history.location.pathname).toBe('/repayPeriod');
    expect(Object.fromEntries(new URLSearchParams(history.location.search))).toEqual({
      deviceId: 'd-1',
      orderId: 'OD2',
    });
  });

  it("follows a link to one of the app's routes on its own origin inside the app, taking its parameters", () => {
    const history = memoryHistory('/confirmUse');
    const captured: string[] = [];
    const navigator = createNavigator(
      history,
      () => session,
      bridge,
      (search) => captured.push(search),
    );
    navigator.assign(`${window.location.origin}/loanDetail?orderId=OD9&from=confirm`, true);
    expect(history.location).toEqual({
      pathname: '/loanDetail',
      search: '?orderId=OD9&from=confirm',
      hash: '',
    });
    expect(captured).toEqual(['?orderId=OD9&from=confirm']);
  });
});
