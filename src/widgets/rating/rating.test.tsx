/** The rating widget: one to five stars, kept at its target. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderBody, setUpMockBackend, user } from '../../../tests/screens/render-screen';

setUpMockBackend();

describe('rating', () => {
  it('writes the stars chosen to its target, runs onChange with them, and lights the stars up to them', async () => {
    renderBody([
      {
        type: 'rating',
        bind: 'state.stars',
        label: 'Please rate this service',
        onChange: [{ type: 'set-state', target: 'state.said', value: '{{ event.value }}' }],
      },
      { type: 'text', text: 'Stars: {{ state.stars }}, said {{ state.said }}' },
    ]);
    const group = await screen.findByRole('group', { name: 'Please rate this service' });
    expect(group).toBeInTheDocument();
    await user().click(screen.getByRole('radio', { name: '4 stars' }));
    expect(await screen.findByText('Stars: 4, said 4')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(group.querySelectorAll('.w-rating-on')).toHaveLength(4);
  });
});
