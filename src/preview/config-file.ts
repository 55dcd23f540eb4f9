/**
 * A screen's file in the workbench: as it is on disk (read and saved through the dev server), and the
 * operator's draft of it, kept in localStorage until saved or discarded.
 */
import { useEffect, useState } from 'react';

const draftKey = (id: string) => `workbench.draft.${id}`;
const savedKey = (id: string) => `workbench.saved.${id}`;
const savedMessage = (id: string) => `Saved to screen-configs/${id}.json`;

export interface SaveOutcome {
  saved: boolean;
  message: string;
  problems: { line?: number; path: string; message: string }[];
}

export function useScreenFile(screenId: string) {
  const [text, setText] = useState('');
  const [savedText, setSavedText] = useState('');
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  // The screen whose file `text` holds: until a newly chosen screen's file arrives, it is the last one.
  const [loadedFor, setLoadedFor] = useState<string | null>(null);

  // The file as it is on disk, and the operator's draft of it if one was left.
  useEffect(() => {
    let live = true;
    void fetch(`/__workbench/screen?id=${encodeURIComponent(screenId)}`)
      .then((r) => r.json() as Promise<{ text?: string }>)
      .then(({ text: file = '' }) => {
        if (!live) return;
        const justSaved = window.sessionStorage.getItem(savedKey(screenId)) !== null;
        window.sessionStorage.removeItem(savedKey(screenId));
        setOutcome(justSaved ? { saved: true, message: savedMessage(screenId), problems: [] } : null);
        setSavedText(file);
        setText(window.localStorage.getItem(draftKey(screenId)) ?? file);
        setLoadedFor(screenId);
      });
    return () => {
      live = false;
    };
  }, [screenId]);

  const edit = (next: string) => {
    setText(next);
    setOutcome(null);
    if (next === savedText) window.localStorage.removeItem(draftKey(screenId));
    else window.localStorage.setItem(draftKey(screenId), next);
  };

  const save = async () => {
    const response = await fetch(`/__workbench/screen?id=${encodeURIComponent(screenId)}`, {
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
      window.localStorage.removeItem(draftKey(screenId));
      // Saving a screen file reloads the dev page (as any edit does): the message outlives it.
      window.sessionStorage.setItem(savedKey(screenId), '1');
      setSavedText(answer.text);
      setText(answer.text);
      setOutcome({ saved: true, message: savedMessage(screenId), problems: [] });
    } else {
      setOutcome({
        saved: false,
        message: answer.message ?? 'Not saved: fix the problems below first',
        problems: answer.problems ?? [],
      });
    }
  };

  const discard = () => {
    window.localStorage.removeItem(draftKey(screenId));
    setText(savedText);
    setOutcome(null);
  };

  return { text, savedText, outcome, ready: loadedFor === screenId, edit, save, discard };
}
