/**
 * The translator: what a language reads a screen's copy through as it draws. A descriptor holds its
 * copy in English; each copy string has a place (its file and JSON pointer, copy-places.ts), and the
 * renderer asks the translator for the text of that place when it resolves it. The engine's language
 * holds one translator at a time (language.ts): switching languages changes the translator, not the
 * engine, its configuration or its plans.
 */
import { ENGLISH, type EngineLanguage } from '../words';

/** A file that holds copy: a screen or a fragment, from the app's bundle or from a remote release. */
export interface CopyFile {
  kind: 'screen' | 'fragment';
  id: string;
  /** Whether it came from the session's remote release (its catalogue may come with the release). */
  remote: boolean;
}

/** Where a copy string is written: its file and its JSON pointer in that file. */
export interface CopyAt {
  file: CopyFile;
  path: string;
}

/** One name per file, as translators keep their catalogues. */
export const copyFileKey = ({ kind, id, remote }: CopyFile): string =>
  `${remote ? 'remote' : 'bundled'}:${kind}:${id}`;

export interface Translator {
  /** The language it writes in: its code, the locale of amounts and numbers, the engine's words, dates. */
  readonly writing: EngineLanguage;
  /** The copy string written `english` at `at`, in this language (the English where it has no translation). */
  text(at: CopyAt, english: string): string;
  /**
   * Resolves once the translator has what the copy of `files` needs (their catalogues). Never
   * rejects: a file whose catalogue does not come stays in English.
   */
  ready(files: readonly CopyFile[]): Promise<void>;
}

/** A translator that writes the descriptors' English, with the words, locale and dates of `writing`. */
export function englishTranslator(writing: EngineLanguage = ENGLISH): Translator {
  return { writing, text: (_at, english) => english, ready: () => Promise.resolve() };
}

/**
 * The places of the copy of loaded screens (marked by translate/copy-places.ts), kept beside the
 * descriptors by the object that holds each string and its key, never in them.
 */
const places = new WeakMap<object, Map<string, CopyAt>>();

/** The place of the copy string at `container[key]`, when a loaded screen's copy was marked there. */
export function copyAt(container: object, key: string): CopyAt | undefined {
  return places.get(container)?.get(key);
}

/** Records that `container[key]` is copy written at `at`. */
export function placeCopy(container: object, key: string, at: CopyAt): void {
  let byKey = places.get(container);
  if (!byKey) places.set(container, (byKey = new Map()));
  byKey.set(key, at);
}
