/**
 * A language's files are never what stands between a borrower and a screen. The pack, the
 * translating code and each screen's or fragment's catalogue come as files of their own; one that
 * does not load (a 404, a dropped connection, a page that is not JavaScript), arrives broken (not
 * the module it should be) or takes longer than LANGUAGE_FILE_WAIT_MS leaves the screen in English,
 * the app's own language, and is reported once on the telemetry channel. A pack or translating
 * code that turns up after its wait is not used: the page stays as it was drawn, and the next page
 * load asks again.
 */
import { telemetry } from '../telemetry/telemetry';

/**
 * How long a language file may take before the screen is drawn without it (in English): long
 * enough for a slow 3G phone to fetch a few kilobytes, short enough that a borrower is not left
 * looking at a loading screen when the file never comes. docs/operators.md ("Languages") names it.
 */
export const LANGUAGE_FILE_WAIT_MS = 3000;

/** Which file of a language did not come: its pack, the translating code, or a file's catalogue. */
export type LanguagePart = 'pack' | 'translator' | 'catalogue';

/** Why: it failed to load, it came but is not what it should be, or it took too long. */
export type FallbackReason = 'failed' | 'broken' | 'timeout';

/** A language file that did not come, and why. */
export class LanguageFileError extends Error {
  constructor(
    readonly reason: FallbackReason,
    message: string,
  ) {
    super(message);
    this.name = 'LanguageFileError';
  }
}

/** Why `error` stopped a language file (an error of any other kind is a load that failed). */
export const reasonOf = (error: unknown): FallbackReason =>
  error instanceof LanguageFileError ? error.reason : 'failed';

/** `loading`, or a LanguageFileError (`timeout`) once `ms` have passed without it. */
export function withinWait<T>(loading: Promise<T>, ms: number = LANGUAGE_FILE_WAIT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new LanguageFileError('timeout', `no answer within ${ms} ms`)), ms);
  });
  return Promise.race([loading, late]).finally(() => clearTimeout(timer));
}

/** The telemetry event of a language file the app went on without. */
export const LANGUAGE_FALLBACK_EVENT = 'language.fallback';

/** What this page has reported already (the channel keeps the session's `once` keys across reloads). */
const reported = new Set<string>();

/**
 * Notes, once per page and once per session, that `part` of `language` (for a catalogue, the file
 * it translates: `screen:loan-detail`) did not come and the borrower reads English instead.
 */
export function reportLanguageFallback(
  language: string,
  part: LanguagePart,
  reason: FallbackReason,
  file?: string,
): void {
  const key = `language-fallback:${language}:${part}${file ? `:${file}` : ''}`;
  if (reported.has(key)) return;
  reported.add(key);
  telemetry.once(
    key,
    LANGUAGE_FALLBACK_EVENT,
    { 'language.code': language, 'language.part': part, 'language.file': file, 'language.reason': reason },
    'warn',
  );
}
