/** The app's address, in the browser's history or in memory. */
import { afterEach, describe, expect, it } from 'vitest';
import { browserHistory, memoryHistory, parseLocation } from './history';

afterEach(() => window.history.replaceState(null, '', '/'));

describe('parseLocation', () => {
  it('splits a path, its query and its hash (which may carry a query of its own)', () => {
    expect(parseLocation('/payWay?orderId=1#/addnormalcard?order=2')).toEqual({
      pathname: '/payWay',
      search: '?orderId=1',
      hash: '#/addnormalcard?order=2',
    });
    expect(parseLocation('')).toEqual({ pathname: '/', search: '', hash: '' });
    expect(parseLocation('/a?#')).toEqual({ pathname: '/a', search: '', hash: '' });
  });
});

describe('memory history', () => {
  it('pushes, replaces and goes back, telling its listeners of each change', () => {
    const history = memoryHistory('/loanDetail?orderId=1');
    const seen: string[] = [];
    const stop = history.listen(() =>
      seen.push(`${history.location.pathname}${history.location.search}${history.location.hash}`),
    );
    const first = history.location;
    expect(history.location).toBe(first);
    history.push({ pathname: '/payWay', search: '?orderId=1', hash: '' });
    history.replace({ pathname: '/payWay', search: '?orderId=1', hash: '#/addnormalcard' });
    history.back();
    expect(seen).toEqual(['/payWay?orderId=1', '/payWay?orderId=1#/addnormalcard', '/loanDetail?orderId=1']);
    // Back from the first entry stays there; nothing changed, nobody is told.
    history.back();
    expect(seen).toHaveLength(3);
    stop();
    history.push({ pathname: '/x', search: '', hash: '' });
    expect(seen).toHaveLength(3);
  });
});

describe('browser history', () => {
  it("writes the browser's address and follows its back button", async () => {
    window.history.replaceState(null, '', '/loanDetail?orderId=1');
    const history = browserHistory(window);
    let changes = 0;
    history.listen(() => changes++);
    history.push({ pathname: '/payWay', search: '?orderId=1', hash: '#/addnormalcard' });
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/payWay?orderId=1#/addnormalcard',
    );
    expect(history.location).toEqual({ pathname: '/payWay', search: '?orderId=1', hash: '#/addnormalcard' });
    const length = window.history.length;
    history.replace({ pathname: '/payWay', search: '?orderId=2', hash: '' });
    expect(window.history.length).toBe(length);
    expect(changes).toBe(2);
    const back = new Promise<void>((resolve) => history.listen(resolve));
    history.back();
    await back;
    expect(history.location).toEqual({ pathname: '/loanDetail', search: '?orderId=1', hash: '' });
    expect(changes).toBe(3);
  });
});

describe("the state of the visit's entries", () => {
  it('an entry the app adds or replaces keeps the state of the current one (the session secrets)', () => {
    window.history.replaceState({ kept: { swift: 's' } }, '', '/bindBank');
    const history = browserHistory(window);
    history.push({ pathname: '/payWay', search: '?orderId=1', hash: '' });
    expect(window.history.state).toEqual({ kept: { swift: 's' } });
    history.replace({ pathname: '/payWay', search: '', hash: '#/addnormalcard' });
    expect(window.history.state).toEqual({ kept: { swift: 's' } });
  });
});
