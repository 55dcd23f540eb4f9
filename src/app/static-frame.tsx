/**
 * A screen's static frame, drawn at build time (scripts/build/route-pages.ts runs this module in
 * Node): the markup the app itself draws for a screen that needs nothing from the network or the
 * session to be drawn, rendered once with the app's own engine, widgets and copy in a language. A
 * route page shows it before any script has run; the app draws the same screen behind it and takes
 * its place once drawn (main.tsx). A screen that calls the API, reads the session or runs actions
 * as it opens has no frame: its first look depends on what only the phone knows.
 */
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import { renderToString } from 'react-dom/server';
import { EngineProvider, type EngineConfig } from '../engine/view/engine-context';
import { createEngine } from '../engine/view/engine';
import { ScreenHost } from '../engine/view/screen-host';
import type { ApiPort, BridgePort, NavigatorPort } from '../engine/ports';
import { prepareScreen } from '../engine/plan/prepared-screens';
import type { ScreenDescriptor } from '../schema/screen';
import { collectPaths } from '../engine/language/expressions';
import { STORE_ROOTS } from '../engine/language/scope';
import { actions, makeStore, selectScreenStatus } from '../store';
import { safeHttpUrl } from '../api/url-gate';
import { appSettings, descriptorSource } from './configs';
import { engineParts } from './engine-parts';
import { configIn } from './language/app-language';
import { loadPack } from './language/pack';

/** Why a screen has no frame, or its markup. */
export type FrameResult = { html: string } | { none: string };

const refuse = (what: string) => () => {
  throw new Error(`a static frame ${what}`);
};
const api: ApiPort = { call: refuse('calls no API'), url: refuse('builds no URL'), has: () => false };
const bridge: BridgePort = { post: refuse('posts nothing to the shell'), onReceive: () => () => undefined };
const navigator: NavigatorPort = {
  go: refuse('navigates nowhere'),
  back: refuse('navigates nowhere'),
} as unknown as NavigatorPort;

/** Any origin: the page's own is not known to the build. */
const PAGE = 'https://route.page';

/**
 * The app's URL gate (src/api/url-gate.ts), a same-origin path kept a path: the browser resolves it
 * against whichever host serves the page, as the app resolves it against the page's address.
 */
function safeUrl(raw: unknown): string | null {
  const href = safeHttpUrl(raw, `${PAGE}/`);
  if (href === null || !href.startsWith(`${PAGE}/`)) return href;
  return typeof raw === 'string' && raw.startsWith('/') ? href.slice(PAGE.length) : href;
}

/**
 * What only the phone knows: the address, the session (but for its language, the frame's own), a
 * form, the screen's data or the flow. app.json, the screen's own defaults and local values are known
 * to the build.
 */
const knownToTheBuild = ([root, key]: readonly string[]) =>
  root === 'state' || (root === 'session' && key === 'lang');

/**
 * Why the screen's first look depends on something the phone alone knows, or null when it does not:
 * every path its title and body read, as the binding language parses them (what a tap's actions
 * read too: a frame is drawn only of a screen that reads nothing the build does not know).
 */
function frameless(screen: ScreenDescriptor): string | null {
  if (screen.sources?.length) return 'it loads data as it opens';
  if (screen.onEnter?.length || screen.onReady?.length) return 'it runs actions as it opens';
  const read = [...collectPaths([screen.title, screen.body])]
    .map((path) => path.split('.'))
    .find((path) => (STORE_ROOTS as readonly string[]).includes(path[0]!) && !knownToTheBuild(path));
  return read ? `it shows what only the phone knows (${read.join('.')})` : null;
}

/** The static frame of screen `id` in language `code` (its header and body, as the app draws them). */
export async function staticFrame(id: string, code = 'en'): Promise<FrameResult> {
  const pack = await loadPack(code);
  const store = makeStore();
  // The visit's language is the session's (main.tsx): the one value of it the build knows.
  store.dispatch(actions.route.sessionCaptured({ lang: code }));
  const base: EngineConfig = {
    ...engineParts,
    api,
    bridge,
    reporter: { warn: (problem) => console.warn(`static frame of ${id}: ${problem.message}`) },
    source: descriptorSource,
    app: appSettings as unknown as Record<string, unknown>,
    safeUrl,
    withSession: (href) => href,
    safeContact: () => null,
  };
  const config = configIn(base, { code, pack });
  const engine = createEngine(config, store, navigator);
  const prepared = await prepareScreen(id, {
    validators: config.validators,
    widgets: config.widgets,
    actions: config.actions,
    source: config.source,
    reporter: config.reporter,
    language: engine.language,
  });
  const why = frameless(prepared.loaded.screen);
  if (why) return { none: why };
  const session = engine.openSession(prepared.loaded.screen);
  session.enter();
  await engine.widgetCode.load(prepared.loaded.widgetTypes);
  // A screen without sources is drawn once its (empty) load has settled.
  for (let turn = 0; turn < 10 && selectScreenStatus(store.getState(), id) === 'loading'; turn++)
    await new Promise((resolve) => setTimeout(resolve, 0));
  if (selectScreenStatus(store.getState(), id) !== 'ready') return { none: 'it did not open by itself' };
  const html = renderToString(
    <ConfigProvider locale={pack.antd}>
      <EngineProvider config={config} store={store} navigator={navigator} engine={engine}>
        <ScreenHost screenId={id} opened={{ prepared, session }} />
      </EngineProvider>
    </ConfigProvider>,
  );
  session.dispose();
  return { html };
}
