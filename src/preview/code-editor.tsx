/**
 * The workbench's code editor: Monaco, loaded only when the preview opens (its code never reaches
 * the app), with the file's own line numbers, the checker's problems as markers and completion of
 * bindings from the screen's data.
 */
import { useEffect, useImperativeHandle, useLayoutEffect, useRef, useState, type Ref } from 'react';
import type { Marker, WorkbenchEditor } from './monaco-setup';
import { withEdits, type Edit } from './json-edit';

export interface CodeEditorHandle {
  /** Puts `text` in place of the selection (at the cursor). */
  insert(text: string): void;
  /** Makes `edits` of the text `base` it shows (the property panel's), as typing them would. */
  edit(base: string, edits: Edit[]): void;
  /** Moves the cursor to the start of `line` and shows it. */
  reveal(line: number): void;
}

export interface CodeEditorProps {
  ref?: Ref<CodeEditorHandle>;
  /** The file's path in the project, e.g. `screen-configs/about-us.json`. */
  file: string;
  value: string;
  onChange(text: string): void;
  problems: Marker[];
  dataRoots(): Record<string, unknown>;
  label: string;
}

// Monaco's language features run in web workers: without them, plain text it is.
const workers = typeof Worker !== 'undefined';

export function CodeEditor({ ref, file, value, onChange, problems, dataRoots, label }: CodeEditorProps) {
  const element = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<WorkbenchEditor | null>(null);
  const [failed, setFailed] = useState<string | null>(workers ? null : 'no web workers here');
  // The editor is made once; what it calls back always reaches the latest props.
  const latest = useRef({ file, value, onChange, dataRoots });
  useLayoutEffect(() => {
    latest.current = { file, value, onChange, dataRoots };
  });

  useEffect(() => {
    let made: WorkbenchEditor | null = null;
    let live = true;
    if (!workers) return;
    import('./monaco-setup')
      .then(({ createEditor }) => {
        if (!live || !element.current) return;
        made = createEditor(element.current, {
          file: latest.current.file,
          text: latest.current.value,
          ariaLabel: label,
          onChange: (text) => latest.current.onChange(text),
          dataRoots: () => latest.current.dataRoots(),
        });
        setEditor(made);
      })
      .catch((error: unknown) => setFailed((error as Error).message));
    return () => {
      live = false;
      made?.dispose();
    };
  }, [label]);

  useEffect(() => editor?.show(file, value), [editor, file, value]);
  useEffect(() => editor?.mark(problems), [editor, problems, file]);
  useImperativeHandle(
    ref,
    () => ({
      insert: (text) => editor?.insert(text),
      edit: (base, edits) => {
        if (!editor?.edit(base, edits)) onChange(withEdits(base, edits));
      },
      reveal: (line) => editor?.reveal(line),
    }),
    [editor, onChange],
  );

  return (
    <div style={{ position: 'relative', height: '55vh', border: '1px solid #ccc' }}>
      <div ref={element} style={{ position: 'absolute', inset: 0 }} />
      {editor ? null : (
        // Until Monaco is there (or when it cannot load), the file is edited as plain text.
        <div style={{ position: 'absolute', inset: 0, display: 'flex', flexDirection: 'column' }}>
          <p style={{ margin: 4, color: '#666' }}>
            {failed ? `The editor did not load (${failed}): plain text instead.` : 'Loading the editor…'}
          </p>
          <textarea
            aria-label={label}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            spellCheck={false}
            style={{ flex: 1, font: '12px ui-monospace, monospace' }}
          />
        </div>
      )}
    </div>
  );
}
