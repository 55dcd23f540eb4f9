/**
 * The pure parts of `npm run gallery -- --changed`: which screens a change touches (a fragment
 * counts for every screen that uses it, directly or through another fragment), how many pixels two
 * pictures differ by (pixelmatch), and a route page carrying the descriptors to draw instead of the
 * build's own.
 */
import pixelmatch from 'pixelmatch';

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
 * How far apart two colours may be and still be the same (pixelmatch's colour distance, 1 being black
 * against white; its default, 0.1, is for telling whether a picture looks alike): a colour Chromium
 * draws a rounding step apart from one load of a page to the next is the same, a grey ten steps
 * lighter is not. Antialiased edges (a rounded corner drawn again) are pixelmatch's to recognise,
 * and are not counted.
 */
const SAME_COLOUR = 0.02;

/** The top-left `width` × `height` part of a picture. */
function cropped(picture: Picture, width: number, height: number): Uint8Array {
  if (picture.width === width && picture.height === height) return picture.data;
  const out = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y++)
    out.set(picture.data.subarray(y * picture.width * 4, (y * picture.width + width) * 4), y * width * 4);
  return out;
}

/**
 * How many pixels differ between two pictures; where one is larger, its extra pixels all differ
 * (pixelmatch compares pictures of one size: the part both cover).
 */
export function pixelsDiffering(a: Picture, b: Picture): number {
  const width = Math.min(a.width, b.width);
  const height = Math.min(a.height, b.height);
  const extra = Math.max(a.width, b.width) * Math.max(a.height, b.height) - width * height;
  const common = pixelmatch(cropped(a, width, height), cropped(b, width, height), null, width, height, {
    threshold: SAME_COLOUR,
  });
  return common + extra;
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
