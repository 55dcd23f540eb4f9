/** Did-you-mean: a likely typo, the name a short one starts, and nothing for a name far from all. */
import { describe, expect, it } from 'vitest';
import { didYouMean, suggest } from './suggest';

const operators = ['eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in', 'truthy', 'empty', 'and', 'or', 'not'];
const actions = ['call', 'navigate', 'set-state', 'validate-form', 'reset-form', 'toast'];

describe('suggest', () => {
  it.each([
    ['buton', ['button', 'text'], 'button'],
    ['neq', operators, 'ne'],
    ['equals', operators, 'eq'],
    ['validate', actions, 'validate-form'],
    ['navigte', actions, 'navigate'],
    ['setState', actions, 'set-state'],
  ])('%s → %s', (name, known, expected) => {
    expect(suggest(name, known)).toBe(expected);
  });

  it('suggests nothing for a name close to none, or the start of several', () => {
    expect(suggest('wobble', actions)).toBeUndefined();
    expect(suggest('form', ['form-one', 'form-two'])).toBeUndefined();
    expect(didYouMean('wobble', actions)).toBe('');
    expect(didYouMean('neq', operators)).toBe(" (did you mean 'ne'?)");
  });
});
