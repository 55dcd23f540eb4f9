import { describe, expect, it } from 'vitest';
import { format as phone } from './phone';

describe('phone input format', () => {
  it('keeps 11 digits and shows them 3-4-4', () => {
    const raw = phone.clean('+63 917-123 4567 89');
    expect(raw).toBe('63917123456');
    expect(phone.display(raw)).toBe('639 1712 3456');
    expect(phone.display('1381')).toBe('138 1');
  });
});
