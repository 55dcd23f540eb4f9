/** The build's small pictures, read once as `data:` addresses for the pages the server draws. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readInlinePictures, svgAddress } from './pictures';

const svg = (words: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">\n  <text x='1' y="9">${words}</text>\n</svg>\n`;

describe('inline pictures', () => {
  it('are the SVG itself as a data: address, whatever its words', () => {
    const words = 'Pumili & magbayad #1 — 100% “ligtas” 🙂';
    const address = svgAddress(svg(words));
    expect(address.startsWith('data:image/svg+xml,')).toBe(true);
    // Nothing an HTML attribute or a URL would read otherwise is left as it is.
    expect(address.slice('data:image/svg+xml,'.length)).not.toMatch(/[<>"'&#]/);
    expect(decodeURIComponent(address.slice('data:image/svg+xml,'.length))).toBe(
      svg(words).replace(/\s+/g, ' ').trim(),
    );
  });

  it("are the build's own small SVGs, by the path a screen names them; a large one or another kind stays a file", () => {
    const dist = mkdtempSync(join(tmpdir(), 'pictures-'));
    mkdirSync(join(dist, 'images'));
    writeFileSync(join(dist, 'images', 'steps-en.svg'), svg('Choose'));
    writeFileSync(join(dist, 'images', 'big.svg'), svg('x'.repeat(5000)));
    writeFileSync(join(dist, 'images', 'photo.png'), 'not an svg');
    const pictures = readInlinePictures(dist);
    expect([...pictures.keys()]).toEqual(['/images/steps-en.svg']);
    expect(pictures.get('/images/steps-en.svg')).toBe(svgAddress(svg('Choose')));
    // A build without pictures: none.
    expect(readInlinePictures(join(dist, 'nowhere')).size).toBe(0);
  });
});
