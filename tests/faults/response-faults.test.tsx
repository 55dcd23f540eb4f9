/**
 * The fault matrix: every endpoint a screen loads on entry, answered with each kind of bad answer.
 * The borrower always sees the spec's message (the server's, or 'error') with a Retry that works,
 * never a blank screen, a stuck skeleton, `undefined`/`NaN`, or a repeated request.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { endpointOf, wirePath, type EndpointDef } from '../../src/api/endpoints';
import { renderScreen, setUpMockBackend, user } from '../screens/render-screen';
import { responseFaultNames } from './families';
import { recordFaults } from './summary';

interface SourceDecl {
  id: string;
  endpoint: string;
  optional?: boolean;
  when?: unknown;
}
interface RouteDecl {
  path: string;
  hash?: string;
  screen: string;
}

const configDir = join(import.meta.dirname, '..', '..', 'screen-configs');
const routes = (JSON.parse(readFileSync(join(configDir, 'routes.json'), 'utf8')) as { routes: RouteDecl[] })
  .routes;

/** Every bundled screen that loads data on entry, with the route that shows it. */
const loadingScreens = readdirSync(configDir)
  .filter((name) => name.endsWith('.json') && name !== 'routes.json' && name !== 'app.json')
  .map(
    (name) =>
      JSON.parse(readFileSync(join(configDir, name), 'utf8')) as { id: string; sources?: SourceDecl[] },
  )
  .map((config) => ({
    id: config.id,
    route: routes.find((route) => route.screen === config.id),
    sources: (config.sources ?? []).filter((source) => !source.optional && source.when === undefined),
  }))
  .filter((entry) => entry.route && entry.sources.length > 0);

/** Query parameters every screen may read (the session's and the screens' own). */
const QUERY =
  'product_id=1&productId=1&orderId=OD1001&order_id=OD1001&orderNo=OD1001&problemId=P1001&templateId=1' +
  '&deviceId=dev-1&sessionId=s-1&appVersion=1.0.0&swift=sw&eyes=ey&building=b&gather=g';

function urlOf(route: RouteDecl): string {
  return `${route.path}?${QUERY}${route.hash ? `#${route.hash}` : ''}`;
}

/** The buttons that move money on the confirmation, repayment and pay-way screens. */
const MONEY_BUTTONS = ['Next', 'Get my loan', 'Payment', 'Pay'];
const MONEY_SCREENS = ['confirm-use', 'confirm-use-new', 'repay-period', 'repay-delay', 'pay-way'];

const successCode = (def: EndpointDef) => (def.success === '00' ? '00' : 0);

/** Every value of a real answer replaced by one of another type. */
function wrongTypes(value: unknown): unknown {
  if (Array.isArray(value)) return { length: 'many' };
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.keys(value).map((key, i) => [key, [42, 'text', true, [], {}][i % 5]]));
  return typeof value === 'string' ? 42 : 'text';
}

interface Fault {
  name: string;
  /** The message the borrower must see, or null when the screen may also show itself without the data. */
  message: string | null;
  /** A session that has ended: the screen offers to log in again (the shell's offToLogin), not a Retry. */
  logIn?: true;
  reply(def: EndpointDef, real: unknown): Response | Promise<Response>;
}

const faults: Fault[] = [
  {
    name: 'business error code',
    message: 'Service is busy, please try again',
    reply: () => HttpResponse.json({ code: 7, message: 'Service is busy, please try again', data: null }),
  },
  {
    name: 'data null',
    message: 'error',
    reply: (def) => HttpResponse.json({ code: successCode(def), message: 'success', data: null }),
  },
  {
    name: 'fields of the wrong type',
    message: null,
    reply: (def, real) =>
      HttpResponse.json({ code: successCode(def), message: 'success', data: wrongTypes(real) }),
  },
  {
    name: 'HTML page with status 200',
    message: 'error',
    reply: () =>
      new HttpResponse('<!doctype html><html><body>Gateway</body></html>', {
        status: 200,
        headers: { 'content-type': 'text/html' },
      }),
  },
  {
    name: 'truncated JSON',
    message: 'error',
    reply: () =>
      new HttpResponse('{"code":0,"message":"success","data":{"li', {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
  },
  { name: 'empty body', message: 'error', reply: () => new HttpResponse('', { status: 200 }) },
  {
    name: 'HTTP 401',
    message: 'Your session has ended. Please log in again.',
    logIn: true,
    reply: () =>
      HttpResponse.json({ code: 401, message: 'Please log in again', data: null }, { status: 401 }),
  },
  { name: 'HTTP 429', message: 'error', reply: () => new HttpResponse('Too Many Requests', { status: 429 }) },
  {
    name: 'HTTP 500',
    message: 'error',
    reply: () => new HttpResponse('<h1>Internal Server Error</h1>', { status: 500 }),
  },
  {
    name: 'network error',
    message: 'No internet connection. Check your connection and try again.',
    reply: () => HttpResponse.error(),
  },
];

const mock = setUpMockBackend({ unhandled: 'bypass' });

/** Answers `endpoint` with `reply` (counting the calls) until the handlers are reset. */
function breakEndpoint(name: string, reply: () => Response | Promise<Response>) {
  const def = endpointOf(name)!;
  const calls = { count: 0 };
  const method = def.method === 'GET' ? http.get : http.post;
  mock.server.use(
    method(`*${wirePath(def)}`, () => {
      calls.count += 1;
      return reply();
    }),
  );
  return calls;
}

function realAnswer(name: string): unknown {
  const reply = mock.backend.answer(name as never, { query: {}, body: {} }) as {
    type: string;
    body?: { data?: unknown };
  };
  return reply.type === 'json' ? reply.body?.data : undefined;
}

async function expectErrorWithRetry(message: string, button = 'Retry') {
  await waitFor(
    () => {
      const main = screen.getByRole('main');
      expect(within(main).getByRole('button', { name: button })).toBeInTheDocument();
      expect(within(main).getByText(message)).toBeInTheDocument();
      expect(main).not.toHaveAttribute('aria-busy', 'true');
    },
    { timeout: 4000 },
  );
}

function expectNoBrokenText(container: HTMLElement) {
  expect(container.textContent ?? '').not.toMatch(/\bundefined\b|\bNaN\b|\[object Object\]/);
  expect((container.textContent ?? '').trim()).not.toBe('');
}

describe('response faults on screen entry', () => {
  let tried = 0;
  afterAll(() => recordFaults('response faults', tried));

  it('tries the faults docs/security.md names', () => {
    expect(faults.map((fault) => fault.name)).toEqual(responseFaultNames);
  });

  for (const entry of loadingScreens) {
    for (const source of entry.sources) {
      for (const fault of faults) {
        it(`${entry.id} · ${source.endpoint} · ${fault.name}`, async () => {
          const def = endpointOf(source.endpoint)!;
          const real = realAnswer(source.endpoint);
          const calls = breakEndpoint(source.endpoint, () => fault.reply(def, real));
          const view = renderScreen(urlOf(entry.route!));
          tried += 1;
          if (fault.logIn) {
            await expectErrorWithRetry(fault.message!, 'Log in again');
            expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
            expect(calls.count).toBe(1);
            await user().click(screen.getByRole('button', { name: 'Log in again' }));
            expect(view.bridge.posted).toContainEqual({ type: 'offToLogin', payload: undefined });
            // Logging in happens in the shell: nothing is asked of the server again meanwhile.
            expect(calls.count).toBe(1);
          } else if (fault.message !== null) {
            await expectErrorWithRetry(fault.message);
            expect(calls.count).toBe(1);
            mock.server.resetHandlers();
            await user().click(screen.getByRole('button', { name: 'Retry' }));
            await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull(), {
              timeout: 4000,
            });
            expect(mock.requestsTo(source.endpoint).length).toBeGreaterThanOrEqual(1);
          } else {
            await waitFor(
              () => expect(view.container.querySelector('main')).not.toHaveAttribute('aria-busy', 'true'),
              { timeout: 4000 },
            );
            // A money screen never offers to confirm or pay without a valid amount.
            const moneyButtons = (
              MONEY_SCREENS.includes(entry.id) ? screen.queryAllByRole('button') : []
            ).filter((b) => MONEY_BUTTONS.includes((b.textContent ?? '').trim()));
            for (const button of moneyButtons) expect(button).toBeDisabled();
          }
          expectNoBrokenText(view.container);
        });
      }

      it(`${entry.id} · ${source.endpoint} · no answer within 60 s`, async () => {
        vi.useFakeTimers({ shouldAdvanceTime: true });
        const calls = breakEndpoint(source.endpoint, () => new Promise<Response>(() => {}));
        const view = renderScreen(urlOf(entry.route!));
        tried += 1;
        await waitFor(() => expect(calls.count).toBe(1));
        await act(async () => {
          await vi.advanceTimersByTimeAsync(60_000);
        });
        await expectErrorWithRetry('error');
        expect(calls.count).toBe(1);
        expectNoBrokenText(view.container);
      });
    }
  }

  it('covers at least one screen', () => {
    expect(loadingScreens.length).toBeGreaterThan(0);
  });
});
