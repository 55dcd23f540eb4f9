/**
 * A config file in the workbench (a screen, a fragment, routes.json, app.json): as it is on disk (read
 * and saved through the dev server, scripts/workbench-server/files.ts), and the operator's draft of
 * it, kept in localStorage until saved or discarded.
 */
import { useEffect, useState } from 'react';

/** The key of a file's draft: its name in screen-configs/ ("bind-bank.json", "fragments/x.json"). */
export const draftKey = (name: string) => `workbench.draft.${name}`;
const savedKey = (name: string) => `workbench.saved.${name}`;
const savedMessage = (name: string) => `Saved to screen-configs/${name}`;
const fileUrl = (name: string) => `/__workbench/file?name=${encodeURIComponent(name)}`;

export interface SaveOutcome {
  saved: boolean;
  message: string;
  problems: { line?: number; path: string; message: string }[];
}

/** The file `name` of screen-configs/ and its draft. */
export function useConfigFile(name: string) {
  const [text, setText] = useState('');
  const [savedText, setSavedText] = useState('');
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  // The file `text` holds: until a newly chosen file arrives, it is the last one.
  const [loadedFor, setLoadedFor] = useState<string | null>(null);

  // The file as it is on disk, and the operator's draft of it if one was left.
  useEffect(() => {
    let live = true;
    void fetch(fileUrl(name))
      .then((r) => r.json() as Promise<{ text?: string }>)
      .then(({ text: file = '' }) => {
        if (!live) return;
        const justSaved = window.sessionStorage.getItem(savedKey(name)) !== null;
        window.sessionStorage.removeItem(savedKey(name));
        setOutcome(justSaved ? { saved: true, message: savedMessage(name), problems: [] } : null);
        setSavedText(file);
        setText(window.localStorage.getItem(draftKey(name)) ?? file);
        setLoadedFor(name);
      });
    return () => {
      live = false;
    };
  }, [name]);

  const edit = (next: string) => {
    setText(next);
    setOutcome(null);
    if (next === savedText) window.localStorage.removeItem(draftKey(name));
    else window.localStorage.setItem(draftKey(name), next);
  };

  const save = async () => {
    const response = await fetch(fileUrl(name), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: text,
    });
    const answer = (await response.json()) as {
      text?: string;
      problems?: SaveOutcome['problems'];
      message?: string;
    };
    if (response.ok && answer.text !== undefined) {
      window.localStorage.removeItem(draftKey(name));
      // Saving a config file reloads the dev page (as any edit does): the message outlives it.
      window.sessionStorage.setItem(savedKey(name), '1');
      setSavedText(answer.text);
      setText(answer.text);
      setOutcome({ saved: true, message: savedMessage(name), problems: [] });
    } else {
      setOutcome({
        saved: false,
        message: answer.message ?? 'Not saved: fix the problems below first',
        problems: answer.problems ?? [],
      });
    }
  };

  const discard = () => {
    window.localStorage.removeItem(draftKey(name));
    setText(savedText);
    setOutcome(null);
  };

  return { text, savedText, outcome, ready: loadedFor === name, edit, save, discard };
}
