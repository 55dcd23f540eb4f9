import { describe, expect, it } from 'vitest';
import { chooseLanguage, languageOf } from './choose';

const settings = { default: 'en', available: ['en', 'fil'], partial: [] };

describe('the language of a visit', () => {
  it('is the lang parameter when the app has that language', () => {
    expect(chooseLanguage('fil', ['en-US'], settings)).toBe('fil');
    expect(chooseLanguage('en', ['fil-PH'], settings)).toBe('en');
  });

  it("else the first of the phone's languages the app has", () => {
    expect(chooseLanguage(undefined, ['ja-JP', 'fil-PH', 'en-US'], settings)).toBe('fil');
    // Older Android phones name Filipino by its Tagalog code.
    expect(chooseLanguage(undefined, ['tl-PH'], settings)).toBe('fil');
    expect(chooseLanguage('de', ['en-PH', 'fil-PH'], settings)).toBe('en');
  });

  it("else app.json's default", () => {
    expect(chooseLanguage('zh', ['zh-CN', 'ko'], settings)).toBe('en');
    expect(chooseLanguage(undefined, [], { ...settings, default: 'fil' })).toBe('fil');
  });

  it('reads a tag whatever its case and separator, and nothing that is no tag', () => {
    expect(languageOf('FIL_ph', settings)).toBe('fil');
    expect(languageOf(' en ', settings)).toBe('en');
    expect(languageOf(['fil'], settings)).toBeUndefined();
    expect(languageOf('constructor', settings)).toBeUndefined();
  });
});
