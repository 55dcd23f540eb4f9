/**
 * A node whose widget type the app does not know reaches the renderer when its descriptor is taken as
 * checked (the production build checks bundled descriptors once, at build time; a release may be newer
 * than the app): it shows its fallback, is reported once however often it is drawn again, and the
 * screen around it works.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderBody, user } from './render-screen';

const notAvailable = (warnings: string[]) => warnings.filter((w) => w.startsWith('widget-not-loaded'));

describe('a node of a widget type the app does not know', () => {
  it('shows its fallback and is reported once, however often it is drawn again', async () => {
    const view = renderBody(
      [
        { type: 'text', text: 'Taps: {{ state.taps }}' },
        {
          type: 'sparkline',
          points: '{{ state.taps }}',
          fallback: { type: 'text', text: 'No chart for {{ state.taps }} taps' },
        },
        {
          type: 'button',
          text: 'Tap',
          onClick: [{ type: 'set-state', target: 'state.taps', value: '{{ state.taps | plus:1 }}' }],
        },
      ],
      { state: { taps: 0 } },
      '/widget-test',
      { bundledChecked: true },
    );
    expect(await screen.findByText('No chart for 0 taps')).toBeInTheDocument();
    for (let tap = 1; tap <= 3; tap++) {
      await user().click(screen.getByRole('button', { name: 'Tap' }));
      expect(await screen.findByText(`No chart for ${tap} taps`)).toBeInTheDocument();
    }
    expect(screen.getByText('Taps: 3')).toBeInTheDocument();
    expect(notAvailable(view.warnings)).toEqual([
      "widget-not-loaded: widget 'sparkline' is not available (at /body/1)",
    ]);
  });

  it('without a fallback draws nothing in its place, reported once', async () => {
    const view = renderBody(
      [
        { type: 'sparkline', points: '{{ state.taps }}' },
        { type: 'text', text: 'After the chart' },
      ],
      { state: { taps: 0 } },
      '/widget-test',
      { bundledChecked: true },
    );
    expect(await screen.findByText('After the chart')).toBeInTheDocument();
    expect(view.container.querySelector('main')?.children).toHaveLength(1);
    expect(notAvailable(view.warnings)).toHaveLength(1);
  });
});
