import { describe, expect, it } from 'vitest';
import { fieldOf, newNode, nodeTypes, widgetSchema } from './widget-schemas';

describe('widget-schemas', () => {
  it('lists every widget type and the fragment', () => {
    expect(nodeTypes).toContain('text');
    expect(nodeTypes).toContain('stack');
    expect(nodeTypes).toContain('fragment');
    expect(widgetSchema('nope')).toBeUndefined();
  });

  it('edits each prop with the field its schema calls for', () => {
    const props = Object.fromEntries(widgetSchema('text')!.props);
    expect(fieldOf(props.text!)).toEqual({ kind: 'text', copy: true });
    expect(fieldOf(props.variant!)).toEqual({
      kind: 'choice',
      options: ['title', 'subtitle', 'body', 'caption', 'amount', 'error'],
    });
    expect(fieldOf(props.heading!)).toEqual({ kind: 'number', integer: true });
    expect(fieldOf(props.visible!)).toEqual({ kind: 'json' });
    expect(fieldOf(Object.fromEntries(widgetSchema('stack')!.props).card!)).toEqual({ kind: 'boolean' });
  });

  it('makes a new node with what its schema requires: defaults, else its example; slots empty', () => {
    expect(newNode('text')).toEqual({ type: 'text', text: 'Payment account information' });
    expect(newNode('stack', ['children'])).toEqual({ type: 'stack', children: [] });
    expect(newNode('button', ['onClick']).type).toBe('button');
    expect(Object.keys(newNode('button', ['onClick']))).toEqual(['type', 'text']);
  });
});
