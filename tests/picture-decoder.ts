/**
 * jsdom decodes and draws no picture: for the tests of screens that upload one, a decoder that sees
 * every picture as a 4000×3000 photo and a canvas that encodes it as a 200 kB JPEG. `drawn` lists the
 * size of each canvas drawn on. What the bytes really come to is checked in Chromium.
 */
import { afterEach, beforeEach, vi } from 'vitest';

export function fakePictureDecoder(): { drawn: { width: number; height: number }[] } {
  const drawn: { width: number; height: number }[] = [];
  beforeEach(() => {
    drawn.length = 0;
    vi.stubGlobal(
      'createImageBitmap',
      vi.fn(async () => ({ width: 4000, height: 3000, close: () => {} })),
    );
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (
      this: HTMLCanvasElement,
    ) {
      const { width, height } = this;
      return {
        fillStyle: '',
        fillRect: () => {},
        drawImage: () => drawn.push({ width, height }),
      } as unknown as CanvasRenderingContext2D;
    } as never);
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done, type) =>
      done(new window.Blob([new Uint8Array(200 * 1024)], { type })),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
  return { drawn };
}
