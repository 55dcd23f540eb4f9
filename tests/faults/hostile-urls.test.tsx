/**
 * Hostile URLs from the server, at every place the engine follows, shows or frames a server URL:
 * links it opens (open-url), images it shows (image, a choice's icon), pages it frames (iframe),
 * links it draws (link). None of them may reach the navigator or the DOM. And links opened with the
 * session carry session values only to the lender's https hosts, never the header secrets.
 * The cases come from families.ts, which docs/security.md is written from.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { widgets } from '../../src/generated/widgets';
import { renderBody, setUpMockBackend } from '../screens/render-screen';
import { hostileUrls, sessionLinks } from './families';
import { recordFaults } from './summary';

setUpMockBackend({ unhandled: 'bypass' });

let tried = 0;
afterAll(() => recordFaults('hostile URL checks', tried));

/** Every URL the page's DOM holds in an attribute that loads or leads somewhere. */
function urlsInDom(container: HTMLElement): string[] {
  return [...container.querySelectorAll('[src], [href], [srcset]')].flatMap((element) =>
    ['src', 'href', 'srcset']
      .map((name) => element.getAttribute(name))
      .filter((v): v is string => v !== null),
  );
}

describe('hostile server URLs', () => {
  for (const { url, shown } of hostileUrls) {
    const label = shown ?? JSON.stringify(url);

    it(`open-url refuses ${label}: nothing navigates, the borrower is told`, async () => {
      const view = renderBody(
        [
          {
            type: 'button',
            text: 'Pay',
            onClick: [{ type: 'open-url', url: '{{ state.url }}', withSession: true }],
          },
        ],
        { state: { url } },
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Pay' }));
      expect(await screen.findByText('This link cannot be opened.')).toBeInTheDocument();
      expect(view.assigned).toEqual([]);
      tried += 1;
    });

    it(`image and a choice's icon refuse ${label}`, async () => {
      const view = renderBody(
        [
          { type: 'text', text: 'ready' },
          { type: 'image', src: '{{ state.url }}', alt: 'Logo' },
          { type: 'choice', label: 'GCash', icon: '{{ state.url }}' },
        ],
        { state: { url } },
      );
      await screen.findByText('ready');
      await screen.findByText('GCash');
      expect(view.container.querySelectorAll('img')).toHaveLength(0);
      expect(urlsInDom(view.container)).toEqual([]);
      tried += 2;
    });

    it(`link draws ${label} as text`, async () => {
      const view = renderBody([{ type: 'link', text: 'Open', href: '{{ state.url }}' }], { state: { url } });
      await screen.findByText('Open');
      expect(view.container.querySelector('a[href]')).toBeNull();
      tried += 1;
    });

    if ('iframe' in widgets) {
      it(`iframe refuses ${label}`, async () => {
        const view = renderBody(
          [
            { type: 'text', text: 'ready' },
            { type: 'iframe', src: '{{ state.url }}', title: 'Agreement' },
          ],
          { state: { url } },
        );
        await screen.findByText('ready');
        await waitFor(() => {
          for (const frame of view.container.querySelectorAll('iframe')) {
            const src = frame.getAttribute('src') ?? '';
            expect(src === '' || src === 'about:blank').toBe(true);
          }
        });
        tried += 1;
      });
    }
  }

  it('a same-origin image path is still drawn (the gate is not shut)', async () => {
    const view = renderBody([{ type: 'image', src: '/images/status-200.svg', alt: 'Status' }]);
    expect(await screen.findByRole('img', { name: 'Status' })).toHaveAttribute(
      'src',
      '/images/status-200.svg',
    );
    expect(view.container.querySelectorAll('img')).toHaveLength(1);
  });
});

describe('links opened with the session', () => {
  const SESSION =
    'deviceId=d-1&sessionId=s-1&orderId=OD1001&building=B-SECRET&gather=G-SECRET&swift=S-SECRET&eyes=E-SECRET';

  for (const { url, carries } of sessionLinks) {
    it(`${url} gets ${carries === 'nothing' ? 'no session value' : 'the common parameters, never a header secret'}`, async () => {
      const view = renderBody(
        [
          {
            type: 'button',
            text: 'Pay',
            onClick: [{ type: 'open-url', url, withSession: true, query: { from: 'x' } }],
          },
        ],
        {},
        `/widget-test?${SESSION}`,
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Pay' }));
      await waitFor(() => expect(view.assigned).toHaveLength(1));
      const opened = new URL(view.assigned[0]!);
      expect(opened.origin + opened.pathname).toBe(new URL(url, window.location.href).href);
      expect(opened.searchParams.get('from')).toBe('x');
      for (const secret of ['building', 'gather', 'swift', 'eyes'])
        expect(opened.searchParams.has(secret)).toBe(false);
      expect(opened.href).not.toMatch(/SECRET/);
      if (carries === 'nothing') expect([...opened.searchParams.keys()]).toEqual(['from']);
      else
        expect(Object.fromEntries(opened.searchParams)).toMatchObject({
          deviceId: 'd-1',
          sessionId: 's-1',
          orderId: 'OD1001',
        });
      tried += 1;
    });
  }
});
