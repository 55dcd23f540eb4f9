/** In the workbench's phone, a node the app would drop shows a placeholder naming why; nothing else changes. */
import { describe, expect, it } from 'vitest';
import { validators } from '../generated/validator-set';
import { widgets } from '../generated/widgets';
import { actionRegistry } from '../generated/actions';
import { filterRegistry } from '../generated/filters';
import { PLACEHOLDER_MARK, withPlaceholders } from './placeholders';

const ctx = { validators, widgets, actions: actionRegistry, filters: filterRegistry };
const screen = (body: unknown[]) => ({ id: 'home', title: 'Home', body });

describe('withPlaceholders', () => {
  it('gives each node the app would drop a fallback naming its problem, the outermost only', () => {
    const raw = screen([
      { type: 'text', text: 'kept' },
      { type: 'buton', text: 'Next' },
      { type: 'stack', gap: 'wide', children: [{ type: 'txet', text: 'inside' }] },
      { type: 'button', id: 'pay', txt: 'Pay' },
    ]);
    const shown = withPlaceholders(raw, ctx) as { body: { fallback?: { text: string } }[] };
    expect(shown.body[0]).toEqual({ type: 'text', text: 'kept' });
    expect(shown.body[1]!.fallback).toMatchObject({
      type: 'text',
      text: `${PLACEHOLDER_MARK} A widget could not be drawn: it has an unknown type 'buton' (did you mean 'button'?) (/body/1/type)`,
    });
    expect(shown.body[2]!.fallback?.text).toBe(
      `${PLACEHOLDER_MARK} The stack could not be drawn: it has "gap": "wide", but it must be a number (/body/2/gap)`,
    );
    expect(JSON.stringify(shown.body[2])).not.toContain('inside" },"fallback');
    // Every problem of the node is named, each with its JSON path.
    expect(shown.body[3]!.fallback?.text).toBe(
      `${PLACEHOLDER_MARK} The button "pay" could not be drawn: it is missing "text": add it (/body/3); it has no property 'txt' (did you mean 'text'?) (/body/3/txt)`,
    );
    // The descriptor the operator edits is left as it is.
    expect(raw.body[1]).toEqual({ type: 'buton', text: 'Next' });
  });

  it('keeps a node’s own fallback (a phone draws that), and returns a valid descriptor as it is', () => {
    const own = screen([{ type: 'buton', text: 'Next', fallback: { type: 'text', text: 'Update the app' } }]);
    expect(withPlaceholders(own, ctx)).toBe(own);
    const valid = screen([{ type: 'text', text: 'fine' }]);
    expect(withPlaceholders(valid, ctx)).toBe(valid);
  });
});
