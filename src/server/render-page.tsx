/**
 * A route drawn on the server with the app's own engine, widgets and copy, for the browser to hydrate
 * (src/app/main.tsx); the build draws the static pages of the screens that need no data with the same
 * function (`renderStaticPage`, run by scripts/build/route-pages.ts). The session captured from the query as the browser captures it (design §4), the
 * visit's language chosen once (the `lang` parameter, else Accept-Language, else app.json), the
 * screen's opening calls made with the app's own API client (the same paths, bodies, query, headers
 * and response schemas), each given a deadline past which the screen is drawn loading and the browser
 * finishes the call. A failing or invalid answer draws the error state the browser would draw.
 *
 * Runs in Node only: built by Vite's SSR build with the server (vite.server.config.ts), never part of
 * the browser bundle.
 */
import { PassThrough, type Readable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from '../app/app';
import { appSettings, descriptorSource, knownScreen, routes } from '../app/configs';
import { engineParts } from '../app/engine-parts';
import { sessionLinks } from '../app/engine-config';
import {
  callKey,
  openFirstScreen,
  servedStateJson,
  type DrawnStatus,
  type ServedAnswer,
  type ServedState,
} from '../app/first-screen';
import { chooseLanguage, ENGLISH_ONLY } from '../app/language/choose';
import { loadLanguage } from '../app/language/app-language';
import { matchRoute } from '../app/route-match';
import { createApi } from '../api';
import { captureSession, COMMON_PARAMS, SECRET_PARAMS } from '../api/session';
import { readQuery, safeContactHref, safeHttpUrl } from '../api/url-gate';
import type { ApiPort, BridgePort, ReporterPort } from '../engine/ports';
import type { EngineConfig } from '../engine/view/engine';
import { buildScope } from '../engine/language/scope';
import { collectPaths } from '../engine/language/expressions';
import { STORE_ROOTS } from '../engine/language/scope';
import type { ScreenDescriptor } from '../schema/screen';
import { actions, makeStore } from '../store';

export interface PageRequest {
  /** The path and query asked for (`/repayPeriod?productId=1&orderId=2`). */
  url: string;
  /**
   * The page's origin as the browser sees it (`https://loans.example`): same-origin links resolve on it.
   * Unset at build time, where the host is not known: a same-origin path stays a path.
   */
  origin?: string;
  /** The request's Accept-Language header, if any. */
  acceptLanguage?: string;
  /** Where the opening calls go: the lender's API, or the embedded mock backend's address. */
  apiBase: string;
  /** How long one opening call may take before the screen is drawn loading (ms). */
  deadlineMs: number;
  /** Where problems go (never with session values): the server's log. */
  reporter: ReporterPort;
  /**
   * Told of the screen's descriptor before its session starts; throwing there stops the render (the
   * build refuses a screen that needs data).
   */
  prepared?: (screen: ScreenDescriptor) => void;
  /** The API itself, instead of the app's client on `apiBase` (the build's, which calls nothing). */
  api?: ApiPort;
  /** Set by the build: the page is drawn once for every visit, in app.json's language. */
  prerendered?: boolean;
  /** Small pictures drawn inside the page (`data:` addresses, by path: pictures.ts). */
  pictures?: ReadonlyMap<string, string>;
}

export interface RenderedPage {
  /** 404 for the not-found screen, else 200. */
  status: number;
  screen: string;
  language: string;
  /** What the screen drew: its body, its error, or (past the deadline) its loading state. */
  drawn: DrawnStatus;
  /** True when the page holds a borrower's data or session: never stored by any cache. */
  personal: boolean;
  /** The screen's title as drawn ('' without one). */
  title: string;
  /** The app's markup, streamed. */
  markup: Readable;
  /**
   * The state the browser's store starts from, as JSON safe inside a `<script>` element: read once
   * the markup has ended (it carries the pictures the markup drew inline).
   */
  state(): string;
}

/** The languages of an Accept-Language header, most wanted first (`fil-PH, en;q=0.5` → fil-PH, en). */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((l) => l.tag && l.tag !== '*' && l.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((l) => l.tag);
}

/** Whether the query carries any of the session's parameters (the page is then the borrower's). */
function carriesSession(search: string): boolean {
  const query = readQuery(search);
  return [...COMMON_PARAMS, ...SECRET_PARAMS].some((name) =>
    Object.prototype.hasOwnProperty.call(query, name),
  );
}

/** Any origin: the host that will serve a page the build draws is not known to it. */
const ANY_HOST = 'https://route.page';

/**
 * The app's URL gate (src/api/url-gate.ts) for a page the build draws: a same-origin path stays a path,
 * which the browser resolves against whichever host serves the page, as the app resolves it.
 */
function safeUrlAnywhere(raw: unknown): string | null {
  const href = safeHttpUrl(raw, `${ANY_HOST}/`);
  if (href === null || !href.startsWith(`${ANY_HOST}/`)) return href;
  return typeof raw === 'string' && raw.startsWith('/') ? href.slice(ANY_HOST.length) : href;
}

/**
 * What only the phone knows: the address, the session (but for its language), a form, the screen's
 * data or the flow. app.json, the screen's own defaults and local values are known to the build.
 */
const knownToTheBuild = ([root, key]: readonly string[]) =>
  root === 'state' || (root === 'session' && key === 'lang');

/**
 * Why the build cannot draw `screen` for every visit, or null when it can: every path its title and
 * body read, as the binding language parses them (what a tap's actions read too), must be known to it.
 */
export function needsThePhone(screen: ScreenDescriptor): string | null {
  if (screen.sources?.length) return 'it loads data as it opens';
  if (screen.onEnter?.length || screen.onReady?.length) return 'it runs actions as it opens';
  const read = [...collectPaths([screen.title, screen.body])]
    .map((path) => path.split('.'))
    .find((path) => (STORE_ROOTS as readonly string[]).includes(path[0]!) && !knownToTheBuild(path));
  return read ? `it shows what only the phone knows (${read.join('.')})` : null;
}

/** The server takes nothing from the shell and posts nothing to it: the browser does, once it runs. */
const bridge: BridgePort = { post: () => undefined, onReceive: () => () => undefined };

/**
 * The API of the opening calls: each answer that comes within the deadline is kept for the page; a
 * call still out at its deadline says so (`late`). Once the page is drawn (`close`), no later answer
 * reaches the screen: what the page shows and the answers it carries stay the same.
 */
function servedCalls(api: ApiPort, deadlineMs: number) {
  const answers: ServedAnswer[] = [];
  const timers = new Set<ReturnType<typeof setTimeout>>();
  let closed = false;
  let late!: () => void;
  const lateness = new Promise<void>((resolve) => (late = resolve));
  const port: ApiPort = {
    has: (name) => api.has(name),
    url: (name, params) => api.url(name, params),
    call(name, params, options = {}) {
      const key = callKey(name, params, options.query);
      const timer = setTimeout(late, deadlineMs);
      timers.add(timer);
      return new Promise((resolve) => {
        void api.call(name, params, options).then((result) => {
          clearTimeout(timer);
          timers.delete(timer);
          if (closed) return;
          answers.push({ key, result });
          resolve(result);
        });
      });
    },
  };
  return {
    port,
    answers,
    lateness,
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}

/** Draws the page of `request.url`. Rejects only when the app itself cannot draw (a broken build). */
export async function renderPage(request: PageRequest): Promise<RenderedPage> {
  const address = new URL(request.url, request.origin ?? ANY_HOST);
  const { pathname, search } = address;
  // The server never sees the hash: a hash route is drawn in the browser (main.tsx).
  const match = matchRoute(routes, { pathname, search, hash: '' }, knownScreen);
  const settings = appSettings.languages ?? ENGLISH_ONLY;
  let session = captureSession(search, undefined, undefined);
  const code = chooseLanguage(session.lang, acceptedLanguages(request.acceptLanguage), settings);
  if (session.lang !== code) session = { ...session, lang: code };
  const store = makeStore();
  store.dispatch(actions.route.sessionCaptured(session));
  store.dispatch(actions.route.routeChanged({ path: pathname, hash: match.hashPath, query: match.query }));
  const language = await loadLanguage(code);
  const getSession = () => session;
  // The pictures the page draws inline: the browser hydrates them with the same addresses.
  const inlined: Record<string, string> = {};
  const calls = servedCalls(
    request.api ?? createApi({ getSession, baseURL: request.apiBase, reporter: request.reporter }),
    request.deadlineMs,
  );
  const base: EngineConfig = {
    ...engineParts,
    api: calls.port,
    bridge,
    reporter: request.reporter,
    source: descriptorSource,
    app: appSettings as unknown as Record<string, unknown>,
    safeUrl: request.origin ? (raw) => safeHttpUrl(raw, address.href) : safeUrlAnywhere,
    withSession: sessionLinks(getSession, appSettings),
    safeContact: safeContactHref,
    // No page title to set on the server: the document's <title> is written from `title` below.
    showTitle: () => undefined,
    inlinePicture: (path) => {
      const address = request.pictures?.get(path);
      if (address) inlined[path] = address;
      return address;
    },
  };
  let loadsData = false;
  const first = await openFirstScreen({
    base,
    store,
    language,
    screen: match.screen,
    drawBy: calls.lateness,
    prepared: (screen) => {
      request.prepared?.(screen);
      loadsData = Boolean(screen.sources?.length);
    },
  });
  calls.close();
  const { engine, opened } = first;
  const descriptor = opened.prepared.loaded.screen;
  const title = descriptor.title
    ? String(
        engine.language.resolveField(
          descriptor,
          'title',
          buildScope(store.getState(), { screen: descriptor.id, app: engine.config.app }),
        ) ?? '',
      )
    : '';
  const state: ServedState = {
    screen: match.screen,
    language: code,
    status: opened.status,
    answers: calls.answers,
    ...(request.prerendered ? { prerendered: true } : {}),
  };
  const Router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={`${pathname}${search}`}>{children}</StaticRouter>
  );
  const markup = new PassThrough();
  await new Promise<void>((resolve, reject) => {
    const stream = renderToPipeableStream(
      <App config={base} store={store} language={language} first={first} router={Router} />,
      {
        onShellReady() {
          stream.pipe(markup);
          resolve();
        },
        onShellError: reject,
        onError(error) {
          request.reporter.warn({
            code: 'server-render',
            message: (error as Error).message ?? String(error),
          });
        },
      },
    );
  });
  markup.once('end', () => opened.session.dispose());
  return {
    status: match.screen === routes.notFound ? 404 : 200,
    screen: match.screen,
    language: code,
    drawn: opened.status,
    personal: loadsData || carriesSession(search),
    title,
    markup,
    state: () =>
      servedStateJson(Object.keys(inlined).length ? { ...state, pictures: { ...inlined } } : state),
  };
}

/** A page the build drew: its markup whole, or why the screen cannot be drawn for every visit. */
export type StaticPage = { html: string; title: string; language: string; state: string } | { none: string };

/** The API of a page the build draws: a screen that needs no data makes no call. */
const noApi: ApiPort = {
  has: () => false,
  url: () => {
    throw new Error('a static page builds no API address');
  },
  call: () => Promise.reject(new Error('a static page calls no API')),
};

/**
 * The static page of `pathname`, drawn by `renderPage` itself as it would be for a visit without a
 * session, in app.json's language; for a screen that needs nothing from the phone (`needsThePhone`),
 * so that the browser hydrates it whatever the visit's session.
 */
export async function renderStaticPage(pathname: string, reporter: ReporterPort): Promise<StaticPage> {
  let why: string | null = null;
  let page: RenderedPage;
  try {
    page = await renderPage({
      url: pathname,
      apiBase: 'http://api.invalid',
      deadlineMs: 0,
      reporter,
      prerendered: true,
      api: noApi,
      prepared: (screen) => {
        why = needsThePhone(screen);
        if (why) throw new Error(why);
      },
    });
  } catch (error) {
    if (why) return { none: why };
    throw error;
  }
  if (page.drawn !== 'ready') return { none: 'it did not open by itself' };
  const chunks: Buffer[] = [];
  for await (const chunk of page.markup) chunks.push(Buffer.from(chunk as Buffer));
  return {
    html: Buffer.concat(chunks).toString('utf8'),
    title: page.title,
    language: page.language,
    state: page.state(),
  };
}
