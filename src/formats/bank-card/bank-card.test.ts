import { describe, expect, it } from 'vitest';
import { format as bankCard } from './bank-card';

describe('bank-card input format', () => {
  it('keeps digits and shows them in fours', () => {
    const raw = bankCard.clean('6222 0202-0011x2233');
    expect(raw).toBe('6222020200112233');
    expect(bankCard.display(raw)).toBe('6222 0202 0011 2233');
    expect(bankCard.display('62220202001122334455667')).toBe('6222 0202 0011 2233 4455 667');
  });
});
