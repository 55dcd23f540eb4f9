/** Which screen an address shows: path and hash, the first match, and one way to read the query. */
import { describe, expect, it } from 'vitest';
import { matchRoute } from './route-match';
import { knownScreen, routes } from './configs';

const match = (pathname: string, search = '', hash = '') =>
  matchRoute(routes, { pathname, search, hash }, knownScreen);

describe('matchRoute', () => {
  it('picks a hash sub-route of a path, else the path itself', () => {
    expect(match('/payWay', '', '#/borrowDetail/').screen).toBe('pay-way-borrow-detail');
    expect(match('/payWay', '', '#/borrowDetail').screen).toBe('pay-way-borrow-detail');
    expect(match('/payWay', '', '#/addnormalcard').screen).toBe('pay-way-add-card');
    expect(match('/payWay', '', '#/alipayrepayment').screen).toBe('pay-way-alipay');
    expect(match('/payWay').screen).toBe('pay-way');
    expect(match('/payWay', '', '#/somethingElse').screen).toBe('pay-way');
    expect(match('/register', '', '#/downloadTemplate').screen).toBe('register-download');
    expect(match('/register', '', '#/agreementTemplate').screen).toBe('register-agreement');
    expect(match('/register', '?link-id=7').screen).toBe('register');
    expect(match('/payWay', '', '#/addnormalcard?order=1').hashPath).toBe('/addnormalcard');
  });

  it('matches paths as written, with or without a trailing slash; anything else is not found', () => {
    expect(match('/').screen).toBe('official-site');
    expect(match('/loanDetail/').screen).toBe('loan-detail');
    expect(match('/order').screen).toBe('loan-detail');
    expect(match('/LOANDETAIL').screen).toBe(routes.notFound);
    expect(match('/nowhere').screen).toBe(routes.notFound);
    expect(matchRoute(routes, { pathname: '/loanDetail', search: '', hash: '' }, () => false).screen).toBe(
      routes.notFound,
    );
  });

  it('reads a key given twice by its first value; a hash route’s own query adds to the page’s and wins', () => {
    expect(match('/loanDetail', '?orderId=OD-FIRST&orderId=OD-LAST').query).toEqual({ orderId: 'OD-FIRST' });
    const { query } = match('/payWay', '?orderId=OD1&productId=1', '#/addnormalcard?orderId=OD2&order=3');
    expect(query).toEqual({ orderId: 'OD2', productId: '1', order: '3' });
  });
});
