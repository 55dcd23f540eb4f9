/**
 * What a route needs before it renders, by the build's manifest: the entry and its imports, the
 * route's descriptor and fragments, the code of the widgets its first screen draws and of the actions
 * it runs as it opens, the checkers of its data calls' answers, and in another language than English
 * that language's pack, the translating source and the catalogues. The route pages preload exactly
 * these (scripts/build/route-pages.ts), `npm run size` measures them, and
 * tests/e2e/route-loading.e2e.ts checks them against what Chromium fetches.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { widgetTypes } from '../../src/generated/widget-types';
import { actionRegistry } from '../../src/generated/actions';
import { filterRegistry } from '../../src/generated/filters';
import { attachFragments } from '../../src/engine/load/loader';
import { drawnWidgetTypes, screenActionTypes } from '../../src/engine/load/descriptor-tree';
import type { RoutesDescriptor } from '../../src/schema/screen';

const root = resolve(import.meta.dirname, '../..');

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * A screen's descriptor and the fragments its tree uses (nested ones too), as their files hold them,
 * and its body with the fragments attached.
 */
export async function routeDescriptors(
  screenId: string,
  configDir = join(root, 'screen-configs'),
): Promise<{ screen: unknown; fragments: Record<string, unknown>; body: unknown[] }> {
  const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as unknown;
  const screen = read(join(configDir, `${screenId}.json`));
  const fragments: Record<string, unknown> = {};
  const source = {
    bundledFragment: async (id: string) => {
      const file = join(configDir, 'fragments', `${id}.json`);
      if (!existsSync(file)) return undefined;
      fragments[id] = read(file);
      return structuredClone(fragments[id]);
    },
  };
  const body = await attachFragments((screen as { body: unknown[] }).body, {
    source,
    ctx: { widgets: widgetTypes, actions: actionRegistry, filters: filterRegistry },
    problems: [],
  });
  return { screen, fragments, body };
}

/**
 * The manifest key of the app's entry: index.html's own chunk, or, when the build's `shell` group took
 * the entry module in (scripts/vite/startup-chunks.ts), that group's chunk: index.html then runs it straight away.
 */
export function entryKey(manifest: Manifest): string {
  if (manifest['index.html']) return 'index.html';
  const shell = Object.keys(manifest).find((key) => manifest[key]!.name === 'shell' && !manifest[key]!.src);
  if (!shell) throw new Error('the build has no entry chunk (no index.html and no shell in the manifest)');
  return shell;
}

/** The files a route fetches before it renders (JS and CSS), from the manifest, in `language`. */
export async function routeFiles(
  manifest: Manifest,
  screenId: string,
  configDir = join(root, 'screen-configs'),
  language = 'en',
): Promise<string[]> {
  const files = new Set<string>();
  const addChunk = (key: string) => {
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build has no chunk for ${key}`);
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) addChunk(imported);
  };
  addChunk(entryKey(manifest));
  // The app's one stylesheet (no per-chunk CSS): every page carries it, inlined by route-pages.ts.
  for (const [key, chunk] of Object.entries(manifest)) if (key.endsWith('.css')) files.add(chunk.file);
  addChunk(`screen-configs/${screenId}.json`);
  const { screen, fragments, body } = await routeDescriptors(screenId, configDir);
  for (const id of Object.keys(fragments)) addChunk(`screen-configs/fragments/${id}.json`);
  if (language !== 'en') {
    // src/app/language: the pack, the translating source (with the translator and the catalogues'
    // index) and each file's catalogue (a file may have none).
    addChunk(`src/app/language/packs/${language}.ts`);
    addChunk('src/app/language/catalogue-translator.ts');
    for (const key of [
      `screen-configs/languages/${language}/${screenId}.json`,
      ...Object.keys(fragments).map((id) => `screen-configs/languages/${language}/fragments/${id}.json`),
    ])
      if (manifest[key]) addChunk(key);
  }
  // Each data call's answer is checked before the screen draws it: the checker's code is the route's too.
  for (const { endpoint } of (screen as { sources?: { endpoint?: string }[] }).sources ?? []) {
    const key = `src/generated/responses/${endpoint}.js`;
    if (manifest[key]) addChunk(key);
  }
  // The code of what the screen draws only on demand (a modal's content) comes later, when idle.
  const { first } = drawnWidgetTypes(body, (t) => widgetTypes[t]?.slots);
  // Eager widgets are in the app's own file (index.html's entry), already counted.
  for (const type of first)
    if (widgetTypes[type] && !widgetTypes[type].eager) addChunk(`src/widgets/${type}/${type}.tsx`);
  // So is that of the actions it runs as it opens; those of its taps come at the first touch, when idle.
  const { opening } = screenActionTypes(
    { ...(screen as Parameters<typeof screenActionTypes>[0]), body },
    { widget: (t) => widgetTypes[t]?.slots, action: (t) => actionRegistry[t]?.slots },
  );
  for (const type of opening) if (actionRegistry[type]?.load) addChunk(`src/actions/${type}/${type}.ts`);
  return [...files];
}

/** The routes the model measures: each path and hash of routes.json once, first declaration first. */
export function sizeModelRoutes(
  routesDescriptor: RoutesDescriptor,
): { route: string; path: string; hash?: string; screen: string }[] {
  const seen = new Set<string>();
  return routesDescriptor.routes.flatMap((r) => {
    const route = `${r.path}${r.hash ? `#${r.hash}` : ''}`;
    if (seen.has(route)) return [];
    seen.add(route);
    return [{ route, path: r.path, hash: r.hash, screen: r.screen }];
  });
}

/** The entry's files: index.html's script (or the shell chunk) and everything it imports. */
export async function routeFilesOfEntry(manifest: Manifest): Promise<string[]> {
  const files = new Set<string>();
  const add = (key: string) => {
    const chunk = manifest[key]!;
    if (files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) add(imported);
  };
  add(entryKey(manifest));
  return [...files];
}
