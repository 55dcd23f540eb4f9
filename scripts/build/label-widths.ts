/**
 * Writes src/tools/label-widths.json: the advance width of each character a label is written with
 * (ASCII, Filipino's accented letters, the peso sign, typographic quotes), read from a TrueType
 * font's own tables (cmap, hmtx), in 1/1000 em. The checker estimates from it whether a button
 * label wraps past two lines or a tab title is clipped on a 360 px phone (src/tools/label-fit.ts).
 * The font is the one Chromium draws the app's `system-ui` with on the machines that draw the
 * gallery (DejaVu Sans on Debian: wider than a phone's Roboto, so the estimate errs on the safe side).
 *
 *   tsx scripts/build/label-widths.ts [font.ttf]
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const CHARACTERS = [
  ...Array.from({ length: 95 }, (_, i) => String.fromCharCode(32 + i)),
  ...'ñÑáéíóúÁÉÍÓÚàèìòùâêîôûü₱–—‘’“”…·•×',
];

/** The glyph of each character and each glyph's advance, from the font's cmap (format 4) and hmtx. */
function advances(font: Buffer): { unitsPerEm: number; advance(char: string): number | undefined } {
  const tables = new Map<string, number>();
  for (let i = 0; i < font.readUInt16BE(4); i++) {
    const at = 12 + i * 16;
    tables.set(font.toString('latin1', at, at + 4), font.readUInt32BE(at + 8));
  }
  const table = (tag: string) => {
    const at = tables.get(tag);
    if (at === undefined) throw new Error(`the font has no ${tag} table`);
    return at;
  };
  const unitsPerEm = font.readUInt16BE(table('head') + 18);
  const metrics = font.readUInt16BE(table('hhea') + 34);
  const hmtx = table('hmtx');
  const width = (glyph: number) => font.readUInt16BE(hmtx + 4 * Math.min(glyph, metrics - 1));
  const cmap = table('cmap');
  let sub: number | undefined;
  for (let i = 0; i < font.readUInt16BE(cmap + 2); i++) {
    const at = cmap + 4 + i * 8;
    const [platform, encoding] = [font.readUInt16BE(at), font.readUInt16BE(at + 2)];
    const offset = cmap + font.readUInt32BE(at + 4);
    if (font.readUInt16BE(offset) === 4 && (platform === 3 ? encoding === 1 : platform === 0)) sub = offset;
  }
  if (sub === undefined) throw new Error('the font has no Unicode cmap of format 4');
  const segments = font.readUInt16BE(sub + 6) / 2;
  const ends = sub + 14;
  const starts = ends + 2 * segments + 2;
  const deltas = starts + 2 * segments;
  const ranges = deltas + 2 * segments;
  const glyphOf = (code: number): number => {
    for (let s = 0; s < segments; s++) {
      if (font.readUInt16BE(ends + 2 * s) < code) continue;
      const start = font.readUInt16BE(starts + 2 * s);
      if (start > code) return 0;
      const delta = font.readInt16BE(deltas + 2 * s);
      const range = font.readUInt16BE(ranges + 2 * s);
      if (range === 0) return (code + delta) & 0xffff;
      const glyph = font.readUInt16BE(ranges + 2 * s + range + 2 * (code - start));
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
  return {
    unitsPerEm,
    advance: (char) => {
      const glyph = glyphOf(char.codePointAt(0)!);
      return glyph ? width(glyph) : undefined;
    },
  };
}

const fontFile = process.argv[2] ?? '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf';
const { unitsPerEm, advance } = advances(readFileSync(fontFile));
const widths: Record<string, number> = {};
for (const char of CHARACTERS) {
  const units = advance(char);
  if (units !== undefined) widths[char] = Math.round((units / unitsPerEm) * 1000);
}
const values = Object.values(widths);
const out = join(root, 'src', 'tools', 'label-widths.json');
writeFileSync(
  out,
  `${JSON.stringify({ font: basename(fontFile), perEm: 1000, widest: Math.max(...values), widths }, null, 2)}\n`,
);
console.log(`${out}: ${values.length} characters of ${basename(fontFile)}`);
