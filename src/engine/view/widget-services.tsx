/** What widgets use besides the store: the URL and contact gates, images, app settings, uploads, and heavy parts loaded late. */
import {
  createElement,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import { useEngine } from './engine-context';
import { whenIdle } from './idle';
import { useScreenSession } from './view-scope';
import type { EngineWords } from '../words';
import type { Translator } from '../language/translator';

/** The one http(s) gate for server URLs (null when refused). */
export function useSafeUrl(raw: unknown): string | null {
  const engine = useEngine();
  return useMemo(() => engine.config.safeUrl(raw), [engine, raw]);
}

/** The one gate for `tel:` and `mailto:` links (null when the number or address is refused). */
export function useContactHref(raw: unknown): string | null {
  const engine = useEngine();
  return useMemo(() => engine.config.safeContact(raw), [engine, raw]);
}

/** Checks an image source: same-origin paths and http(s) through the gate, bundled relative paths, data:image URIs made by the app. */
export function useImageSource(raw: unknown, { inline = false }: { inline?: boolean } = {}): string | null {
  const engine = useEngine();
  return useMemo(() => {
    if (typeof raw !== 'string' || raw.trim() === '') return null;
    const s = raw.trim();
    // A path on the page's own origin passes the gate like any URL (a control character or a second
    // slash after the first would lead the browser to another host) and is kept as written.
    // A first screen's own picture (`inline`) may come drawn inside the page (EngineConfig.inlinePicture).
    if (s.startsWith('/'))
      return engine.config.safeUrl(s) ? (inline && engine.config.inlinePicture?.(s)) || s : null;
    if (/^\.{0,2}\/?[\w-]+(\/[\w.-]+)*\.(png|jpe?g|svg|webp|gif)$/i.test(s)) return s;
    if (/^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=]+$/i.test(s)) return s;
    return engine.config.safeUrl(s);
  }, [engine, raw, inline]);
}

/** App settings from app.json (theme, service phone, app name). */
export function useAppSettings(): Record<string, unknown> {
  return useEngine().config.app;
}

/**
 * Tells the operators what a widget refused of the server's answer (an offer whose numbers do not add
 * up), through the app's reporter, with the screen it happened on. Attributes carry no session value.
 */
export function useReport(): (
  code: string,
  message: string,
  attributes?: Record<string, string | number>,
) => void {
  const engine = useEngine();
  const session = useScreenSession();
  return useCallback(
    (code, message, attributes) =>
      engine.ports.reporter.warn({ code, message, screen: session.screen, attributes }),
    [engine, session],
  );
}

/**
 * The engine's own words in its language (a close button's name, rating stars, …): `wordWith` fills
 * them in. A switch of language draws the caller again in the new words.
 */
export function useWords(): EngineWords {
  return useTranslator().writing.words;
}

/** The engine's translator now: a switch of language draws the caller again (language.ts `use`). */
export function useTranslator(): Translator {
  const { language } = useEngine();
  const translator = () => language.translator;
  return useSyncExternalStore(language.subscribe, translator, translator);
}

/**
 * Sends a file to an endpoint of the catalogue (multipart): resolves to the result, never rejects.
 * Aborted when the screen is left. The widget says a failure on what failed (the picture that did not
 * upload, with a way to retry it) and reports it with `useUploadReport`.
 */
export function useUpload() {
  const engine = useEngine();
  const session = useScreenSession();
  return useCallback(
    (endpoint: string, fields: Record<string, unknown>, onProgress?: (fraction: number) => void) =>
      engine.ports.api.call(endpoint, fields, { signal: session.signal, onProgress }),
    [engine, session],
  );
}

/** The URL of an image endpoint of the catalogue with its params (e.g. a captcha), or '' without one. */
export function useEndpointUrl(
  endpoint: string | undefined,
  params: Record<string, unknown> | undefined,
): string {
  const engine = useEngine();
  const key = JSON.stringify(params ?? {});
  return useMemo(
    () =>
      endpoint && engine.config.api.has(endpoint)
        ? engine.config.api.url(endpoint, JSON.parse(key) as Record<string, unknown>)
        : '',
    [engine, endpoint, key],
  );
}

const loadedParts = new Map<unknown, ComponentType<never>>();

/**
 * Fetches a heavy part of a widget (its popup, its wheel) once the screen is drawn and the browser is
 * idle, so that it shows at once when wanted. Called while rendering, as React's own `preload` is: it
 * asks once per part however many widgets call it (a list of pickers costs one call each and no
 * effect), and a failed fetch is asked again by the next render.
 */
export function preloadPart(load: () => Promise<unknown>): void {
  if (preloading.has(load)) return;
  preloading.add(load);
  whenIdle(() => void load().catch(() => preloading.delete(load)));
}
const preloading = new Set<unknown>();

/**
 * A heavy part of a widget (a popup, a wheel, a viewer) kept out of the screen's first load: render it
 * only once it is wanted; it shows as soon as its code is there (at once after `preloadPart`). A failed
 * load calls `onFail` (the widget undoes what was asked) and is tried again next time.
 */
export function LazyPart<P extends object>({
  load,
  onFail,
  props,
}: {
  load: () => Promise<{ default: ComponentType<P> }>;
  onFail?: () => void;
  props: P;
}) {
  const [part, setPart] = useState<ComponentType<P> | null>(
    () => (loadedParts.get(load) as ComponentType<P> | undefined) ?? null,
  );
  useEffect(() => {
    if (part) return;
    let live = true;
    load().then(
      (m) => {
        loadedParts.set(load, m.default as ComponentType<never>);
        if (live) setPart(() => m.default);
      },
      () => {
        if (live) onFail?.();
      },
    );
    return () => {
      live = false;
    };
  }, [load, part, onFail]);
  return part ? createElement(part, props) : null;
}
