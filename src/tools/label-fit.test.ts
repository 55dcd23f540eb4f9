/** A translated label is held to its control's width on a 360 px phone, in the app's font. */
import { describe, expect, it } from 'vitest';
import { BUTTON, labelFitProblems, linesOf, TABS, textWidth } from './label-fit';

const screen = {
  body: [
    { type: 'tabs', tabs: [{ title: 'Home' }, { title: 'About us' }, { title: 'User reviews' }] },
    { type: 'button', text: 'Next' },
    { type: 'button', text: 'Pay {{ data.amount | money }}' },
  ],
};
const ENGLISH: Record<string, string> = {
  '/body/0/tabs/0/title': 'Home',
  '/body/0/tabs/1/title': 'About us',
  '/body/0/tabs/2/title': 'User reviews',
  '/body/1/text': 'Next',
};
const catalogue = (fil: Record<string, string>) => ({
  strings: Object.fromEntries(
    Object.entries(fil).map(([path, text]) => [path, { en: ENGLISH[path]!, fil: text }]),
  ),
});

describe('label fit', () => {
  it('measures text with the font’s own advance widths: wide letters take more room than narrow ones', () => {
    expect(textWidth('MMMM', 16)).toBeGreaterThan(2 * textWidth('iiii', 16));
    expect(textWidth('', 16)).toBe(0);
  });

  it('wraps between words into the button’s lines', () => {
    expect(linesOf('Next', BUTTON.width, BUTTON.fontSize)).toBe(1);
    expect(
      linesOf(
        'Magpatuloy sa susunod na hakbang ng pagpaparehistro ng iyong account sa bangko',
        BUTTON.width,
        BUTTON.fontSize,
      ),
    ).toBe(3);
  });

  it('warns at the translation of a button label past two lines, and of a tab title the translation cuts', () => {
    const found = labelFitProblems(
      screen,
      catalogue({
        '/body/1/text': 'Magpatuloy sa susunod na hakbang ng pagpaparehistro ng iyong account sa bangko',
        '/body/0/tabs/1/title': 'Tungkol sa aming kumpanya at mga serbisyo',
      }),
      'fil',
    );
    expect(found.map((p) => [p.path, p.level, p.message.split(':').slice(0, 2).join(':')])).toEqual([
      [
        '/strings/~1body~11~1text/fil',
        'warning',
        'fil: the button label "Magpatuloy sa susunod na hakbang ng pagpaparehistro ng iy..." (translating "Next") wraps onto 3 lines on a 360 px phone (about 768 px of text for 310 px a line)',
      ],
      [
        '/strings/~1body~10~1tabs~11~1title/fil',
        'warning',
        'fil: the tab title "Tungkol sa aming kumpanya at mga serbisyo" (translating "About us") is cut on a 360 px phone',
      ],
    ]);
    expect(TABS.width).toBe(328);
  });

  it('says nothing of labels that fit, of stale entries, or of labels with bindings', () => {
    expect(
      labelFitProblems(
        screen,
        catalogue({ '/body/1/text': 'Susunod', '/body/0/tabs/2/title': 'Review' }),
        'fil',
      ),
    ).toEqual([]);
    const stale = {
      strings: {
        '/body/1/text': {
          en: 'Continue',
          fil: 'Magpatuloy sa susunod na hakbang ng pagpaparehistro ng iyong account sa bangko',
        },
      },
    };
    expect(labelFitProblems(screen, stale, 'fil')).toEqual([]);
  });
});
