/**
 * The pure parts of `npm run gallery -- --changed`: which screens a change touches (a fragment
 * counts for every screen that uses it, directly or through another fragment), how many pixels two
 * pictures differ by, and a route page carrying the descriptors to draw instead of the build's own.
 */

/** The fragments a descriptor uses (`{"type": "fragment", "ref": "<id>"}` anywhere in it). */
export function fragmentRefs(descriptor: unknown): Set<string> {
  const refs = new Set<string>();
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') {
      const node = value as Record<string, unknown>;
      if (node.type === 'fragment' && typeof node.ref === 'string') refs.add(node.ref);
      Object.values(node).forEach(walk);
    }
  };
  walk(descriptor);
  return refs;
}

export interface Descriptors {
  screens: Record<string, unknown>;
  fragments: Record<string, unknown>;
}

/**
 * The screens that changed `files` (paths from the project's root, as git names them) touch: a
 * screen's own file, or a fragment it uses through any number of fragments. `configs` is the
 * working tree's (or, for a file deleted there, the base's) descriptors.
 */
export function touchedScreens(files: string[], configs: Descriptors): string[] {
  const screens = new Set<string>();
  const fragments = new Set<string>();
  for (const file of files) {
    const screen = /^screen-configs\/([a-z][a-z0-9-]*)\.json$/.exec(file)?.[1];
    const fragment = /^screen-configs\/fragments\/([a-z][a-z0-9-]*)\.json$/.exec(file)?.[1];
    if (screen && screen !== 'routes' && screen !== 'app') screens.add(screen);
    if (fragment) fragments.add(fragment);
  }
  // Every fragment that uses a changed one changes too, until nothing new is found.
  for (let grew = true; grew;) {
    grew = false;
    for (const [id, fragment] of Object.entries(configs.fragments)) {
      if (fragments.has(id) || ![...fragmentRefs(fragment)].some((ref) => fragments.has(ref))) continue;
      fragments.add(id);
      grew = true;
    }
  }
  for (const [id, screen] of Object.entries(configs.screens))
    if ([...fragmentRefs(screen)].some((ref) => fragments.has(ref))) screens.add(id);
  return [...screens].sort();
}

export interface Picture {
  width: number;
  height: number;
  /** RGBA, 4 bytes a pixel, row after row (as pngjs decodes a PNG). */
  data: Uint8Array;
}

/**
 * How far apart two colour values may be and still be the same colour: Chromium may round an
 * antialiased edge (a button's rounded corner) one step differently from one load of a page to the next.
 */
const ROUNDING = 2;

/**
 * How many pixels differ between two pictures (a channel more than a rounding step apart); where one
 * is larger, its extra pixels all differ.
 */
export function pixelsDiffering(a: Picture, b: Picture): number {
  const width = Math.max(a.width, b.width);
  const height = Math.max(a.height, b.height);
  let differ = 0;
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      if (x >= a.width || y >= a.height || x >= b.width || y >= b.height) {
        differ++;
        continue;
      }
      const i = (y * a.width + x) * 4;
      const j = (y * b.width + x) * 4;
      for (let channel = 0; channel < 4; channel++)
        if (Math.abs(a.data[i + channel]! - b.data[j + channel]!) > ROUNDING) {
          differ++;
          break;
        }
    }
  return differ;
}

const EMBEDDED = /<script type="application\/json" id="screen-descriptors">[\s\S]*?<\/script>/;

/**
 * A page of the build that carries `descriptors` inline (as scripts/build/route-pages.ts embeds a route's
 * own), which the app reads before its bundled files: the build draws those descriptors instead.
 */
export function withDescriptors(html: string, descriptors: Descriptors): string {
  // `<` escaped: no text of a descriptor can end the script element.
  const json = JSON.stringify(descriptors).replace(/</g, '\\u003c');
  const tag = `<script type="application/json" id="screen-descriptors">${json}</script>`;
  if (EMBEDDED.test(html)) return html.replace(EMBEDDED, () => tag);
  return html.replace('</body>', () => `${tag}\n</body>`);
}
