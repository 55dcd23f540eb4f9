/**
 * A fragment on its own in the workbench's phone: a screen of that one fragment, given sample params
 * (the fragment's declared defaults to start with, editable as JSON).
 */
import { useEffect, useState } from 'react';

const fragmentFiles = import.meta.glob<{ default: { params?: Record<string, unknown> } }>(
  '../../screen-configs/fragments/*.json',
);
const files = new Map(
  Object.entries(fragmentFiles).map(([file, load]) => [file.replace(/^.*\/([^/]+)\.json$/, '$1'), load]),
);

/** The screen id the phone shows a fragment under (a name no screen file has). */
export const ALONE_SCREEN = 'fragment-alone';

export interface Alone {
  fragment: string;
  params: Record<string, unknown>;
}

/** The screen the phone shows for a fragment alone. */
export function aloneScreen({ fragment, params }: Alone): unknown {
  return {
    id: ALONE_SCREEN,
    title: `Fragment ${fragment}`,
    schemaVersion: 1,
    body: [{ type: 'fragment', ref: fragment, with: params }],
  };
}

/** The fragment picker and its sample params; `onChange` hears of a fragment to show, or null. */
export function FragmentPicker({ onChange }: { onChange: (alone: Alone | null) => void }) {
  const [fragment, setFragment] = useState('');
  const [params, setParams] = useState('');
  const [problem, setProblem] = useState('');

  // A newly chosen fragment starts with the params it declares, as their defaults.
  useEffect(() => {
    let live = true;
    const load = files.get(fragment);
    if (!load) {
      onChange(null);
      return;
    }
    void load().then(({ default: file }) => {
      if (!live) return;
      const declared = file.params ?? {};
      setParams(JSON.stringify(declared, null, 2));
      setProblem('');
      onChange({ fragment, params: declared });
    });
    return () => {
      live = false;
    };
    // `onChange` is the page's state setter: only a new fragment starts over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fragment]);

  const editParams = (text: string) => {
    setParams(text);
    try {
      const value: unknown = JSON.parse(text);
      if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('not an object');
      setProblem('');
      onChange({ fragment, params: value as Record<string, unknown> });
    } catch (error) {
      setProblem(`Params are not a JSON object: ${(error as Error).message}`);
    }
  };

  return (
    <div>
      <label>
        Fragment alone{' '}
        <select aria-label="Fragment alone" value={fragment} onChange={(e) => setFragment(e.target.value)}>
          <option value="">(the screen instead)</option>
          {[...files.keys()].sort().map((id) => (
            <option key={id}>{id}</option>
          ))}
        </select>
      </label>
      {fragment ? (
        <>
          <textarea
            aria-label="Sample params"
            value={params}
            onChange={(e) => editParams(e.target.value)}
            spellCheck={false}
            rows={5}
            style={{ display: 'block', width: '100%', font: '12px ui-monospace, monospace' }}
          />
          {problem ? <p style={{ color: '#b42318', margin: 0 }}>{problem}</p> : null}
        </>
      ) : null}
    </div>
  );
}
