/**
 * The places of a loaded screen's copy: for each copy string a borrower reads, the file it is written
 * in (the screen's, or a fragment's) and its JSON pointer there, kept beside the descriptor (by the
 * object that holds the string and its key), never in it. A screen is marked once when it loads; the
 * language's resolving reads the places (language/translator.ts, resolve.ts) and asks its translator for their text as it
 * draws, in whichever language the engine is in then.
 */
import { copyFileKey, placeCopy, type CopyFile } from '../language/translator';
import { forEachCopy, hasWords, type CopyLayout } from './copy-strings';

const marked = new WeakMap<object, CopyFile[]>();

/**
 * Marks the copy of loaded screen `id` (its fragments attached, as loader.ts leaves it) and returns
 * the files it is written in: the screen's and each fragment's it includes. `remote`: the screen came
 * from the session's remote release, and so did its fragments.
 */
export function markCopy(screen: object, id: string, layout: CopyLayout, remote: boolean): CopyFile[] {
  const before = marked.get(screen);
  if (before) return before;
  const files = new Map<string, CopyFile>();
  const fileOf = (fragment: string | undefined): CopyFile => {
    const file: CopyFile = fragment
      ? { kind: 'fragment', id: fragment, remote }
      : { kind: 'screen', id, remote };
    const key = copyFileKey(file);
    const known = files.get(key);
    if (known) return known;
    files.set(key, file);
    return file;
  };
  fileOf(undefined);
  forEachCopy(screen, { ...layout, attached: true }, ({ parent, key, path, text, fragment }) => {
    if (!hasWords(text)) return;
    placeCopy(parent, key, { file: fileOf(fragment), path });
  });
  const list = [...files.values()];
  marked.set(screen, list);
  return list;
}
