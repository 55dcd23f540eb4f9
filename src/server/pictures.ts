/**
 * The build's small pictures (`images/*.svg` of the build, from public/images), drawn inside the
 * pages the server sends instead of asked for after them: on slow 4G one more request costs about
 * 0.56 s after the page has come, so a first screen whose largest element is a picture (the
 * repayment steps on /repayPeriod) would paint that much later. Each is a `data:` address, read once
 * when the server starts; a page carries the ones its first screen drew in its served state, so the
 * browser hydrates the same `src` (src/app/first-screen.ts). Only the build's own files: nothing a
 * request or an API answer says is ever read from disk.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** A picture larger than this stays a file (its bytes would delay the text drawn after it). */
export const INLINE_PICTURE_BYTES = 4096;

/** `data:` address of an SVG's text: only what a URL cannot carry as it is is escaped. */
export function svgAddress(svg: string): string {
  const text = svg.replace(/\s+/g, ' ').trim();
  return `data:image/svg+xml,${text.replace(/[%#"'<>{}&?\u{80}-\u{10ffff}]/gu, (c) =>
    c === "'" ? '%27' : encodeURIComponent(c),
  )}`;
}

/** The pictures of `<dist>/images/` small enough to draw inline, by the path a descriptor names them. */
export function readInlinePictures(
  dist: string,
  maxBytes = INLINE_PICTURE_BYTES,
): ReadonlyMap<string, string> {
  const folder = join(dist, 'images');
  const pictures = new Map<string, string>();
  let names: string[];
  try {
    names = readdirSync(folder);
  } catch {
    return pictures;
  }
  for (const name of names) {
    if (!/^[\w-]+\.svg$/.test(name)) continue;
    const file = join(folder, name);
    if (statSync(file).size > maxBytes) continue;
    pictures.set(`/images/${name}`, svgAddress(readFileSync(file, 'utf8')));
  }
  return pictures;
}
