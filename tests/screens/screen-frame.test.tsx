/**
 * A screen keeps its frame from the skeleton to its body: the main element the skeleton was drawn in
 * is the one the body is drawn in (nothing is torn down and made again as the screen fills in), and
 * it tells assistive technology when it stops being busy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { createMockServer } from '../../mocks/node';
import { renderScreen } from './render-screen';

const mock = createMockServer();
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => mock.server.close());

const accounts = {
  id: 'about-us',
  title: 'Accounts',
  loading: 'loading...',
  sources: [{ id: 'bank', endpoint: 'cardInit', params: { product_id: '1' } }],
  body: [{ type: 'text', text: 'Accounts loaded', visible: { truthy: '{{ data.bank.items }}' } }],
};

describe('a screen opening', () => {
  it('draws its body in the main element that showed its skeleton', async () => {
    renderScreen('/aboutUs', { screens: { 'about-us': accounts } });
    const busy = document.querySelector('main[aria-busy="true"]');
    expect(busy).not.toBeNull();
    expect(busy!.querySelector('.screen-skeleton')).not.toBeNull();

    expect(await screen.findByText('Accounts loaded')).toBeInTheDocument();
    const main = document.querySelector('main');
    expect(main).toBe(busy);
    expect(main).toHaveAttribute('aria-busy', 'false');
    expect(main!.querySelector('.screen-skeleton')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Accounts' })).toBeInTheDocument();
  });
});
