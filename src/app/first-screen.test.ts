/** The served state a page carries: inert inside its script element, read back whole, its answers taken once. */
import { describe, expect, it } from 'vitest';
import type { ApiPort, ApiResult } from '../engine/ports';
import {
  callKey,
  lateNavigator,
  readServedState,
  servedStateJson,
  withServedAnswers,
  type ServedState,
} from './first-screen';

const answer = (data: unknown): ApiResult => ({ ok: true, code: 0, message: 'success', data });

describe('the served state', () => {
  it('cannot close its script element, whatever the server said, and reads back the same', () => {
    const state: ServedState = {
      screen: 'repay-period',
      language: 'en',
      status: 'ready',
      answers: [
        {
          key: callKey('loanPlayDetail', { orderId: '2' }, undefined),
          result: answer({ productName: '</script><script>alert(1)</script><!-- & \u2028 >' }),
        },
      ],
    };
    const json = servedStateJson(state);
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    // What the browser reads from the element's text is the state as the server had it.
    expect(readServedState(json)).toEqual(state);
  });

  it('is none when the page carries nothing readable', () => {
    expect(readServedState(null)).toBeNull();
    expect(readServedState('{not json')).toBeNull();
    expect(
      readServedState(JSON.stringify({ screen: 'x', language: 'en', status: 'done', answers: [] })),
    ).toBeNull();
    const kept = readServedState(
      JSON.stringify({ screen: 'x', language: 'en', status: 'error', answers: [{ key: 'k' }, 7] }),
    );
    expect(kept).toEqual({ screen: 'x', language: 'en', status: 'error', answers: [] });
  });

  it('says a page was drawn by the build only when it says so itself', () => {
    const base = { screen: 'about-us', language: 'en', status: 'ready', answers: [] };
    expect(readServedState(JSON.stringify({ ...base, prerendered: true }))?.prerendered).toBe(true);
    expect(readServedState(JSON.stringify({ ...base, prerendered: 'yes' }))).toEqual(base);
    expect(readServedState(JSON.stringify(base))).toEqual(base);
  });
});

describe('the served answers', () => {
  function counting(): { api: ApiPort; sent: string[] } {
    const sent: string[] = [];
    return {
      sent,
      api: {
        has: () => true,
        url: () => '',
        call: (endpoint, params) => {
          sent.push(`${endpoint} ${JSON.stringify(params)}`);
          return Promise.resolve(answer('from the network'));
        },
      },
    };
  }

  it('answer the very same call once, and let every other call go out', async () => {
    const { api, sent } = counting();
    const served = withServedAnswers(api, [
      { key: callKey('loanPlayDetail', { orderId: '2' }, undefined), result: answer('from the page') },
    ]);
    expect((await served.call('loanPlayDetail', { orderId: '2' })).data).toBe('from the page');
    expect(sent).toEqual([]);
    // Retry, or another order: the network.
    expect((await served.call('loanPlayDetail', { orderId: '2' })).data).toBe('from the network');
    expect((await served.call('loanPlayDetail', { orderId: '3' })).data).toBe('from the network');
    expect(sent).toEqual(['loanPlayDetail {"orderId":"2"}', 'loanPlayDetail {"orderId":"3"}']);
  });
});

describe('the late navigator', () => {
  it('makes the moves asked before the router is there once it is, and later ones at once', () => {
    const moves: string[] = [];
    const late = lateNavigator();
    late.go({ path: '/repayDelay' });
    expect(moves).toEqual([]);
    late.use({
      go: (to) => moves.push(`go ${to.path}`),
      back: () => moves.push('back'),
      assign: (url) => moves.push(`assign ${url}`),
    });
    expect(moves).toEqual(['go /repayDelay']);
    late.back();
    expect(moves).toEqual(['go /repayDelay', 'back']);
  });
});
