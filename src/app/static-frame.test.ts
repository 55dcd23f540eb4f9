/**
 * Screens' static frames as the build draws them (scripts/build/route-pages.ts): the app's own markup
 * and copy in each language, for the screens whose first look needs nothing from the phone.
 */
import { describe, expect, it } from 'vitest';
import { staticFrame } from './static-frame';

const html = async (screen: string, language: string) => {
  const frame = await staticFrame(screen, language);
  if (!('html' in frame)) throw new Error(`${screen} has no frame: ${frame.none}`);
  return frame.html;
};

describe('staticFrame', () => {
  it("draws a screen's header and body as the app does, in English and in Filipino", async () => {
    const english = await html('about-us', 'en');
    expect(english).toContain('<h1 class="screen-title">About us</h1>');
    expect(english).toContain('<main class="screen-body" data-screen="about-us" aria-busy="false">');
    expect(english).toContain('Who we are');
    const filipino = await html('about-us', 'fil');
    expect(filipino).toContain('<h1 class="screen-title">Tungkol sa amin</h1>');
    expect(filipino).not.toContain('<h1 class="screen-title">About us</h1>');
  });

  it("reads the visit's language as the session's, and app.json's values", async () => {
    const note = /publishes its privacy policy in English only|Sa Ingles lang/;
    expect(await html('privacy', 'en')).not.toMatch(note);
    const filipino = await html('privacy', 'fil');
    expect(filipino).toMatch(note);
    expect(filipino).toContain('Peso Loan');
  });

  it('draws no frame of a screen whose first look depends on the network, the address or the flow', async () => {
    expect(await staticFrame('bind-bank', 'en')).toEqual({ none: 'it loads data as it opens' });
    expect(await staticFrame('complain-page-next', 'en')).toEqual({
      none: expect.stringMatching(/^it shows what only the phone knows \((query|flow|form)\./),
    });
    expect(await staticFrame('repayment-of-code', 'fil')).toEqual({
      none: expect.stringMatching(/only the phone knows \(flow\.repayInfo/),
    });
  });
});
