import { describe, expect, it } from 'vitest';
import { followVisitLanguage } from './visit-language';

const SETTINGS = { default: 'en', available: ['en', 'fil'], partial: [] };

describe('followVisitLanguage', () => {
  it("starts in the language the visit starts in: lang, else the phone's, else the default", () => {
    expect(
      followVisitLanguage(
        () => ({ lang: 'fil' }),
        SETTINGS,
        () => ['en-US'],
      )(),
    ).toBe('fil');
    expect(
      followVisitLanguage(
        () => ({ lang: 'tl-PH' }),
        SETTINGS,
        () => [],
      )(),
    ).toBe('fil');
    expect(
      followVisitLanguage(
        () => ({}),
        SETTINGS,
        () => ['fil-PH', 'en-US'],
      )(),
    ).toBe('fil');
    expect(
      followVisitLanguage(
        () => ({ lang: 'ja' }),
        SETTINGS,
        () => ['ja-JP'],
      )(),
    ).toBe('en');
  });

  it("follows the session's lang as the app's language does: one it does not have changes nothing", () => {
    const session: Record<string, string> = { lang: 'fil' };
    const language = followVisitLanguage(
      () => session,
      SETTINGS,
      () => ['en-US'],
    );
    expect(language()).toBe('fil');
    session.lang = 'en';
    expect(language()).toBe('en');
    session.lang = 'ja';
    expect(language()).toBe('en');
    session.lang = 'fil';
    expect(language()).toBe('fil');
    session.lang = '%E0%A4%A';
    expect(language()).toBe('fil');
  });
});
