/** The article widget: a legal or help text of sections, drawn as plain text. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderBody, setUpMockBackend } from '../../../tests/screens/render-screen';

setUpMockBackend();

describe('article', () => {
  it('shows its date, headings, paragraphs and lists, and server markup as plain text', async () => {
    renderBody(
      [
        {
          type: 'article',
          updated: 'Last updated: {{ state.date }}',
          sections: [
            { heading: 'Your data', paragraphs: ['We keep <b>what you give</b> us.'] },
            { heading: 'Steps', items: ['Apply', 'Sign'], numbered: true },
            { items: ['Phone', 'Email'] },
          ],
        },
      ],
      { state: { date: '2026-11-01' } },
    );
    expect(await screen.findByText('Last updated: 2026-11-01')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Your data' })).toBeInTheDocument();
    expect(screen.getByText('We keep <b>what you give</b> us.')).toBeInTheDocument();
    expect(document.querySelector('article b')).toBeNull();
    const [steps, contacts] = screen.getAllByRole('list');
    expect(steps!.tagName).toBe('OL');
    expect(steps).toHaveTextContent('ApplySign');
    expect(contacts!.tagName).toBe('UL');
  });
});
