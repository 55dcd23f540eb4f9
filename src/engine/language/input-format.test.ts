import { describe, expect, it } from 'vitest';
import { createInputFormats, type InputFormatRegistry } from './input-format';

// The engine's own tests use a format of their own: which formats the app has is the app's business.
const upper: InputFormatRegistry = {
  upper: {
    description: 'Capitals, shown in pairs.',
    clean: (s, max) => s.toUpperCase().slice(0, max),
    display: (s) => s.replace(/(..)(?=.)/g, '$1 '),
    inputMode: 'text',
  },
};
const formats = createInputFormats(upper);

describe('input formats from the registry they were made with', () => {
  it('cleans and shows a raw value by the named format', () => {
    expect(formats.of('upper')).toBe('upper');
    expect(formats.clean('upper', 'abcde', 4)).toBe('ABCD');
    expect(formats.display('upper', 'ABCDE')).toBe('AB CD E');
    expect(formats.display('upper', undefined)).toBe('');
  });

  it('treats an unknown or inherited name as text', () => {
    for (const name of ['nosuch', 'constructor', 42]) expect(formats.of(name)).toBe('text');
    expect(formats.clean('nosuch', 'abc', 2)).toBe('ab');
    expect(formats.display('nosuch', 'abc')).toBe('abc');
    expect(formats.mode('nosuch')).toBe('text');
  });

  it("knows only its own registry's formats", () => {
    expect(createInputFormats({}).of('upper')).toBe('text');
    expect(createInputFormats({}).clean('upper', 'abc')).toBe('abc');
  });
});
