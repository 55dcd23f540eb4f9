/** The image widget: what it shows, what it drops and when it loads. */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderBody, setUpMockBackend } from '../../../tests/screens/render-screen';

setUpMockBackend();

describe('image', () => {
  it('renders a server http(s) image with its alt text and drops unsafe or broken sources', async () => {
    renderBody(
      [
        { type: 'image', src: '{{ state.logo }}', alt: 'Product logo' },
        { type: 'image', src: '{{ state.hostile }}', alt: 'Hostile' },
        { type: 'image', src: '/images/missing.svg', alt: 'Broken' },
      ],
      { state: { logo: 'https://cdn.example.com/logo.png', hostile: 'javascript:alert(1)' } },
    );
    const logo = await screen.findByRole('img', { name: 'Product logo' });
    expect(logo).toHaveAttribute('src', 'https://cdn.example.com/logo.png');
    expect(screen.queryByRole('img', { name: 'Hostile' })).toBeNull();
    const broken = screen.getByRole('img', { name: 'Broken' });
    fireEvent.error(broken);
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Broken' })).toBeNull());
  });

  it('keeps the declared size of a picture that fails, as an empty tile named by its alt text', async () => {
    const view = renderBody([
      { type: 'image', src: '/images/missing-logo.svg', alt: 'Product logo', width: 40, height: 40 },
      { type: 'image', src: '/images/missing-icon.svg', alt: '', width: 120, height: 60, round: true },
    ]);
    const logo = await screen.findByRole('img', { name: 'Product logo' });
    fireEvent.error(logo);
    const tile = await screen.findByRole('img', { name: 'Product logo' });
    expect(tile.tagName).toBe('SPAN');
    expect(tile).toHaveAttribute('style', 'width: 40px; aspect-ratio: 40 / 40;');
    const icon = view.container.querySelector('img[src$="missing-icon.svg"]')!;
    fireEvent.error(icon);
    await waitFor(() => expect(view.container.querySelector('img[src$="missing-icon.svg"]')).toBeNull());
    const decorative = view.container.querySelector('.w-image-missing.w-image-round')!;
    expect(decorative).toHaveAttribute('aria-hidden', 'true');
    expect(decorative).toHaveAttribute('style', 'width: 120px; aspect-ratio: 120 / 60;');
  });

  it('loads lazily, except a priority picture of the first screenful, which loads at once and first', async () => {
    renderBody([
      { type: 'image', src: '/images/hero.svg', alt: 'Hero', priority: true },
      { type: 'image', src: '/images/later.svg', alt: 'Later' },
    ]);
    const hero = await screen.findByRole('img', { name: 'Hero' });
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    const later = screen.getByRole('img', { name: 'Later' });
    expect(later).toHaveAttribute('loading', 'lazy');
    expect(later).not.toHaveAttribute('fetchpriority');
  });

  it('draws a priority picture the page carries inline with its data: address, and asks for any other', async () => {
    const inline = 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22/%3E';
    renderBody(
      [
        { type: 'image', src: '/images/steps.svg', alt: 'Steps', priority: true },
        { type: 'image', src: '/images/steps.svg', alt: 'Steps again' },
        { type: 'image', src: '/images/other.svg', alt: 'Other', priority: true },
      ],
      {},
      '/widget-test',
      { inlinePicture: (path) => (path === '/images/steps.svg' ? inline : undefined) },
    );
    expect(await screen.findByRole('img', { name: 'Steps' })).toHaveAttribute('src', inline);
    expect(screen.getByRole('img', { name: 'Steps again' })).toHaveAttribute('src', '/images/steps.svg');
    expect(screen.getByRole('img', { name: 'Other' })).toHaveAttribute('src', '/images/other.svg');
  });
});
