import { describe, expect, it } from 'vitest';
import { filter as find } from './find';

const cards = [
  { id: 'card-1', cardNo: '4111222233334321' },
  { id: 2, cardNo: '5500111122228765' },
];

describe('find filter', () => {
  it('finds the item whose key equals the value, as text, or its field', () => {
    expect(find.run(cards, 'id', 'card-1')).toBe(cards[0]);
    expect(find.run(cards, 'id', '2', 'cardNo')).toBe('5500111122228765');
  });

  it('gives nothing for no match, a blank value, a missing field or a list that is not one', () => {
    expect(find.run(cards, 'id', 'card-9', 'cardNo')).toBeUndefined();
    expect(find.run(cards, 'id', undefined)).toBeUndefined();
    expect(find.run(cards, 'id', 'card-1', 'toString')).toBeUndefined();
    expect(find.run({ id: 'card-1' }, 'id', 'card-1')).toBeUndefined();
    expect(find.run([null, 'x', { id: 'a' }], 'id', 'a')).toEqual({ id: 'a' });
  });
});
