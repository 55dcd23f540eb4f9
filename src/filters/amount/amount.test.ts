import { describe, expect, it } from 'vitest';
import { resolveValue } from '../../engine/language/resolve';
import { filter as amount } from './amount';

describe('amount filter', () => {
  it('passes amounts and drops the rest', () => {
    expect(amount.run('1250')).toBe(1250);
    expect(amount.run(0)).toBe(0);
    expect(amount.run('0x10')).toBeUndefined();
    expect(amount.run(-1)).toBeUndefined();
  });

  it('gives in a binding the number that is sent, or nothing', () => {
    const scope = { data: { ok: '545000', fraction: 12.5 } };
    expect(resolveValue('{{ data.ok | amount }}', scope)).toBe(545000);
    expect(resolveValue('{{ data.fraction | amount }}', scope)).toBeUndefined();
  });
});
