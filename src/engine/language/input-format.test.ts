import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cleanInput,
  displayInput,
  inputFormatOf,
  inputModeOf,
  installFormats,
  type InputFormatRegistry,
} from './input-format';

// The engine's own tests use a format of their own: which formats the app has is the app's business.
const upper: InputFormatRegistry = {
  upper: {
    description: 'Capitals, shown in pairs.',
    clean: (s, max) => s.toUpperCase().slice(0, max),
    display: (s) => s.replace(/(..)(?=.)/g, '$1 '),
    inputMode: 'text',
  },
};
let appFormats: InputFormatRegistry = {};
beforeAll(() => (appFormats = installFormats(upper)));
afterAll(() => installFormats(appFormats));

describe('input formats from the installed registry', () => {
  it('cleans and shows a raw value by the named format', () => {
    expect(inputFormatOf('upper')).toBe('upper');
    expect(cleanInput('upper', 'abcde', 4)).toBe('ABCD');
    expect(displayInput('upper', 'ABCDE')).toBe('AB CD E');
    expect(displayInput('upper', undefined)).toBe('');
  });

  it('treats an unknown or inherited name as text', () => {
    for (const name of ['nosuch', 'constructor', 42]) expect(inputFormatOf(name)).toBe('text');
    expect(cleanInput('nosuch', 'abc', 2)).toBe('ab');
    expect(displayInput('nosuch', 'abc')).toBe('abc');
    expect(inputModeOf('nosuch')).toBe('text');
  });
});
