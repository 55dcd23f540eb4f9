import { describe, expect, it } from 'vitest';
import { fragmentRefs, pixelsDiffering, touchedScreens, withDescriptors } from './gallery-changes';

const fragment = (ref: string) => ({ type: 'fragment', ref });

describe('touchedScreens', () => {
  const configs = {
    screens: {
      'pay-way': { body: [fragment('payment-method')] },
      'repay-delay': { body: [{ type: 'stack', children: [fragment('payment-button')] }] },
      'about-us': { body: [fragment('about-us-text')] },
      'bind-bank': { body: [{ type: 'text', text: 'Bank' }] },
    },
    fragments: {
      'payment-method': { body: [fragment('payment-button')] },
      'payment-button': { body: [{ type: 'button', label: 'Payment' }] },
      'about-us-text': { body: [] },
    },
  };

  it("is a changed screen's own file", () => {
    expect(touchedScreens(['screen-configs/bind-bank.json', 'src/app/main.tsx'], configs)).toEqual([
      'bind-bank',
    ]);
  });

  it('resolves a changed fragment to every screen using it, through other fragments too', () => {
    expect(touchedScreens(['screen-configs/fragments/payment-button.json'], configs)).toEqual([
      'pay-way',
      'repay-delay',
    ]);
    expect(touchedScreens(['screen-configs/fragments/about-us-text.json'], configs)).toEqual(['about-us']);
  });

  it('leaves out the routes and app settings, which are not screens', () => {
    expect(touchedScreens(['screen-configs/routes.json', 'screen-configs/app.json'], configs)).toEqual([]);
  });
});

describe('fragmentRefs', () => {
  it('finds fragments anywhere in a descriptor, templates and slots included', () => {
    const screen = {
      body: [{ type: 'each', template: fragment('product-card') }, fragment('offer-summary')],
    };
    expect([...fragmentRefs(screen)].sort()).toEqual(['offer-summary', 'product-card']);
  });
});

describe('pixelsDiffering', () => {
  const picture = (width: number, height: number, pixels: number[][]) => ({
    width,
    height,
    data: Uint8Array.from(pixels.flat()),
  });
  const white = [255, 255, 255, 255];
  const black = [0, 0, 0, 255];

  it('counts the pixels whose colour differs', () => {
    const a = picture(2, 2, [white, white, white, white]);
    expect(pixelsDiffering(a, a)).toBe(0);
    expect(pixelsDiffering(a, picture(2, 2, [white, black, white, black]))).toBe(2);
  });

  it('takes a colour a rounding step apart as the same, and one anyone tells apart as another', () => {
    const brand = [32, 96, 201, 255];
    const a = picture(2, 1, [brand, white]);
    expect(pixelsDiffering(a, picture(2, 1, [[33, 96, 199, 255], white]))).toBe(0);
    expect(pixelsDiffering(a, picture(2, 1, [[201, 96, 32, 255], white]))).toBe(1);
    expect(pixelsDiffering(a, picture(2, 1, [[64, 96, 201, 255], white]))).toBe(1);
    const grey = picture(2, 1, [[240, 240, 240, 255], white]);
    expect(pixelsDiffering(grey, picture(2, 1, [[230, 230, 230, 255], white]))).toBe(1);
  });

  it("counts a larger picture's extra pixels as different, and compares the part both cover", () => {
    expect(pixelsDiffering(picture(1, 1, [white]), picture(2, 1, [white, white]))).toBe(1);
    const wide = picture(3, 2, [white, black, white, white, white, white]);
    expect(pixelsDiffering(picture(2, 2, [white, white, white, white]), wide)).toBe(1 + 2);
  });
});

describe('withDescriptors', () => {
  const descriptors = { screens: { 'about-us': { title: '</script><b>' } }, fragments: {} };

  it("replaces a route page's own inline descriptors", () => {
    const page =
      '<body><div id="root"></div><script type="application/json" id="screen-descriptors">{"screens":{}}</script></body>';
    const out = withDescriptors(page, descriptors);
    const json = /id="screen-descriptors">(.*?)<\/script>/.exec(out)![1]!;
    expect(JSON.parse(json)).toEqual(descriptors);
    expect(out.match(/screen-descriptors/g)).toHaveLength(1);
  });

  it('adds them to a page without any', () => {
    const out = withDescriptors('<body><div id="root"></div></body>', descriptors);
    expect(out).toContain('<script type="application/json" id="screen-descriptors">{"screens"');
    expect(out.endsWith('</script>\n</body>')).toBe(true);
  });
});
