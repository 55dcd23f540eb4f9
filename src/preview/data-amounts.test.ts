/** The data panel knows an amount by its source's contract, a list item's amount included. */
import { describe, expect, it } from 'vitest';
import { isAmountPath, sourcesOf } from './data-amounts';

const sources = sourcesOf({
  sources: [
    { id: 'repay', endpoint: 'loanPlayDetail' },
    { id: 'bank', endpoint: 'cardInit' },
  ],
});

describe('isAmountPath', () => {
  it('is an amount where the contract marks one, in the answer and in its lists', () => {
    expect(isAmountPath('data.repay.repayAmount', sources)).toBe(true);
    expect(isAmountPath('data.repay.repayPlan[0].amount', sources)).toBe(true);
  });

  it('is not for text, dates, other roots or sources the screen does not load', () => {
    expect(isAmountPath('data.repay.productName', sources)).toBe(false);
    expect(isAmountPath('data.repay.repayPlan[0].time', sources)).toBe(false);
    expect(isAmountPath('state.repayAmount', sources)).toBe(false);
    expect(isAmountPath('data.other.repayAmount', sources)).toBe(false);
    expect(isAmountPath('data.bank.items[0].title', sources)).toBe(false);
  });
});
