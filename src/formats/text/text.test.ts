import { describe, expect, it } from 'vitest';
import { format as text } from './text';

describe('text input format', () => {
  it('keeps what is typed, up to the maximum', () => {
    expect(text.clean('ab c', 3)).toBe('ab ');
    expect(text.display('ab')).toBe('ab');
  });
});
