/**
 * Hostile URLs from the server, at every place the engine follows, shows or frames a server URL:
 * links it opens (open-url), images it shows (image), pages it frames (iframe, when present).
 * None of them may reach the navigator or the DOM.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { createMockServer } from '../../mocks/node';
import { widgets } from '../../src/generated/widgets';
import { renderBody } from '../screens/render-screen';
import { recordFaults } from './summary';

/** URLs a compromised or buggy server could send; every one must be refused. */
export const hostileUrls = [
  'javascript:alert(1)',
  'JaVaScRiPt:alert(document.cookie)',
  '  javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  '\u0000javascript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html,<script>alert(1)</script>',
  'DATA:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
  'blob:https://example.com/1234',
  'file:///etc/passwd',
  'intent://scan/#Intent;scheme=zxing;end',
  'ftp://example.com/file',
  'gcash://pay?x=1',
  '//evil.example.com/path',
  '/\\evil.example.com',
  '\\\\evil.example.com',
  'https:\\\\evil.example.com',
  'https://good.example.com\\@evil.example.com',
  'https://user:pass@example.com/',
  'https://good.example.com@evil.example.com',
  'http://good.com%40evil.com@evil.com',
  'https://exa mple.com',
  'https://example.com/\u202etxt.exe',
  '',
  '   ',
];

const mock = createMockServer();
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'bypass' }));
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});
afterAll(() => mock.server.close());

let tried = 0;
afterAll(() => recordFaults('hostile URL checks', tried));

describe('hostile server URLs', () => {
  for (const url of hostileUrls) {
    const label = JSON.stringify(url);

    it(`open-url refuses ${label}: nothing navigates, the borrower is told`, async () => {
      const view = renderBody(
        [{ type: 'button', text: 'Pay', onClick: [{ type: 'open-url', url: '{{ state.url }}' }] }],
        { state: { url } },
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Pay' }));
      expect(await screen.findByText('This link cannot be opened.')).toBeInTheDocument();
      expect(view.assigned).toEqual([]);
      tried += 1;
    });

    it(`image refuses ${label}`, async () => {
      const view = renderBody(
        [
          { type: 'text', text: 'ready' },
          { type: 'image', src: '{{ state.url }}', alt: 'Logo' },
        ],
        { state: { url } },
      );
      await screen.findByText('ready');
      expect(view.container.querySelector('img')).toBeNull();
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
            expect(src === '' || src === 'about:blank' || /^https?:\/\//.test(src)).toBe(true);
            expect(src.toLowerCase()).not.toMatch(/javascript|data:|evil/);
          }
        });
        tried += 1;
      });
    }
  }
});
