/**
 * `/__preview` (dev only), the operators' workbench: pick a screen, edit its file in Monaco, see it
 * in a 360×740 phone frame against any mock scenario, with every problem marked at the file's line;
 * click through navigations, see bridge messages and the screen's data, show a fragment alone, and
 * save the file when the checks pass. app.json opens in the same editor: the phone wears its edited
 * theme at once, as long as the file passes its schema. A draft survives a reload, a scenario switch
 * and a screen switch until saved or discarded. Nothing here reaches the production build (its entry,
 * preview.html with ./main.tsx, is served by the dev server only).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { EngineConfig } from '../engine/view/engine-context';
import { makeStore } from '../store';
import { screenIds } from '../app/configs';
import { check, type Checked } from './check';
import { CodeEditor, type CodeEditorHandle } from './code-editor';
import { ProblemList, withLines } from './problem-list';
import { DataPanel, dataRoots } from './data-panel';
import { aloneScreen, ALONE_SCREEN, FragmentPicker, type Alone } from './fragment-alone';
import { locationOf, Phone, usePhoneNavigator, usePhoneRouter, type LogEntry } from './phone';
import { LanguagePicker, usePhoneLanguage } from './phone-language';
import { ReportsPanel } from './reports-panel';
import { useScreenFile } from './screen-file';
import { APP_FILE, useAppTheme } from './app-file';

export interface PreviewProps {
  config: EngineConfig;
  scenarios: { name: string; description: string }[];
  scenario: string;
  chooseScenario(name: string): void;
}

export function PreviewPage({ config, scenarios, scenario, chooseScenario }: PreviewProps) {
  const [start] = useState(() => new URLSearchParams(window.location.search));
  // The phone's address says which screen is on it: the Screen and Query fields follow it.
  const phone = usePhoneRouter(
    start.get('screen') ?? 'bind-bank',
    start.get('query') ?? 'product_id=1&productId=1&orderId=OD1001',
  );
  const { router, screenId } = phone;
  // The editor holds the screen's file or app.json (whose theme the phone wears as it is edited).
  const [editing, setEditing] = useState(start.get('file') === APP_FILE ? APP_FILE : 'screen');
  const screenFile = useScreenFile(screenId);
  const appFile = useScreenFile(APP_FILE);
  const app = useAppTheme(appFile.text, appFile.ready, config);
  const file = editing === APP_FILE ? appFile : screenFile;
  const { text, ready } = screenFile;
  const [query, setQuery] = useState(phone.query);
  const [checked, setChecked] = useState<Checked>({ screenId, descriptor: null, problems: [] });
  const [version, setVersion] = useState(0);
  const [log, setLog] = useState<LogEntry[]>([]);
  const [alone, setAlone] = useState<Alone | null>(null);
  const editor = useRef<CodeEditorHandle>(null);
  const phoneLanguage = usePhoneLanguage();

  // A navigation on the phone brings its own query into the field.
  useEffect(() => router.subscribe((state) => setQuery(state.location.search.replace(/^\?/, ''))), [router]);

  const note = useCallback((entry: LogEntry) => setLog((l) => [entry, ...l].slice(0, 50)), []);
  const bridge = useMemo(
    () => ({
      ...config.bridge,
      post: (type: string, payload?: unknown) => {
        note({
          kind: 'bridge',
          text: `${type}${payload === undefined ? '' : ` ${JSON.stringify(payload)}`}`,
        });
        config.bridge.post(type, payload);
      },
    }),
    [config.bridge, note],
  );
  const { navigator, pushed } = usePhoneNavigator(router, bridge, note);

  /** Shows `id` with `search` on the phone in place of what it shows (the Screen and Query fields). */
  const show = (id: string, search: string) =>
    void router.navigate(locationOf(id, search), { replace: true });

  /** Puts `{{ path }}` where the cursor is in the editor. */
  const insertBinding = (path: string) => editor.current?.insert(`{{ ${path} }}`);

  useEffect(() => {
    // Only a screen's own file is checked as that screen.
    if (!text || !ready) return;
    let live = true;
    const timer = setTimeout(() => {
      void check(screenId, text, config).then((result) => {
        if (!live) return;
        setChecked(result);
        if (result.descriptor) setVersion((v) => v + 1);
      });
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [screenId, text, ready, config]);

  const { descriptor } = checked;
  const aloneKey = alone ? JSON.stringify(alone) : '';
  const engine = useMemo(() => {
    if (!descriptor && !alone) return null;
    const previewConfig: EngineConfig = {
      ...config,
      bridge,
      source: {
        ...config.source,
        bundledChecked: false,
        // The edited file stands in for its screen; any other screen comes from its own file.
        bundledScreen: async (id) => {
          if (id === ALONE_SCREEN && alone) return aloneScreen(alone);
          return id === checked.screenId && descriptor ? descriptor : config.source.bundledScreen(id);
        },
      },
    };
    // A new store and screen for every valid edit, every fragment (or params) shown alone, every language.
    return phoneLanguage.phoneEngine(previewConfig, makeStore(), `${version}|${aloneKey}`);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version, aloneKey, phoneLanguage.language]);
  const shownScreen = alone ? ALONE_SCREEN : screenId;
  // The checker's problems belong to the file they were found in.
  const found = useMemo(
    () => (editing === APP_FILE ? app.problems : checked.screenId === screenId ? checked.problems : []),
    [editing, app.problems, checked, screenId],
  );
  const problems = useMemo(
    () => withLines([...(file.outcome?.problems ?? []), ...found]),
    [file.outcome, found],
  );
  const chooseFile = (next: string) => {
    setEditing(next);
    // In the address too, so a reload (saving app.json reloads the page) keeps the file open.
    const url = new URL(window.location.href);
    if (next === APP_FILE) url.searchParams.set('file', APP_FILE);
    else url.searchParams.delete('file');
    window.history.replaceState(window.history.state, '', url);
  };

  return (
    <div
      style={{
        display: 'flex',
        gap: 16,
        padding: 16,
        font: '13px system-ui, sans-serif',
        alignItems: 'flex-start',
      }}
    >
      <section style={{ flex: 1, minWidth: 320 }}>
        <h1 style={{ fontSize: 18, margin: '0 0 8px' }}>Screen preview</h1>
        <label>
          Screen{' '}
          <select aria-label="Screen" value={screenId} onChange={(e) => show(e.target.value, query)}>
            {screenIds().map((id) => (
              <option key={id}>{id}</option>
            ))}
          </select>
        </label>{' '}
        <label>
          File{' '}
          <select aria-label="File" value={editing} onChange={(e) => chooseFile(e.target.value)}>
            <option value="screen">{`${screenId}.json (the screen)`}</option>
            <option value={APP_FILE}>app.json (settings, theme)</option>
          </select>
        </label>{' '}
        <label>
          Scenario{' '}
          <select aria-label="Scenario" value={scenario} onChange={(e) => chooseScenario(e.target.value)}>
            {scenarios.map((s) => (
              <option key={s.name} value={s.name} title={s.description}>
                {s.name}
              </option>
            ))}
          </select>
        </label>{' '}
        <LanguagePicker {...phoneLanguage.picker} />{' '}
        <label>
          Query{' '}
          <input
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              show(screenId, e.target.value);
            }}
            size={40}
          />
        </label>
        <div style={{ margin: '8px 0', display: 'flex', gap: 8, alignItems: 'center' }}>
          <button type="button" onClick={() => void file.save()} disabled={file.text === file.savedText}>
            Save
          </button>
          <button type="button" onClick={file.discard} disabled={file.text === file.savedText}>
            Discard draft
          </button>
          <span role="status">
            {file.outcome?.message ??
              (file.text !== file.savedText ? 'Draft: not saved yet' : 'Same as the file')}
          </span>
        </div>
        <CodeEditor
          ref={editor}
          label="Screen descriptor"
          file={`screen-configs/${editing === APP_FILE ? APP_FILE : screenId}.json`}
          value={file.ready ? file.text : ''}
          onChange={file.edit}
          problems={problems}
          dataRoots={() => (engine ? dataRoots(engine.store.getState(), shownScreen) : {})}
        />
        <h2 style={{ fontSize: 14 }}>{found.length ? `${found.length} problem(s)` : 'No problems'}</h2>
        <ProblemList problems={problems} reveal={(line) => editor.current?.reveal(line)} />
      </section>
      <div>
        <FragmentPicker onChange={setAlone} />
        <Phone
          router={router}
          navigator={navigator}
          engine={engine}
          alone={alone ? ALONE_SCREEN : null}
          theme={app.theme}
          locale={phoneLanguage.language.pack.antd}
        />
      </div>
      <aside style={{ width: 320 }}>
        <section aria-label="What the screen did">
          <h2 style={{ fontSize: 14 }}>
            What the screen did{' '}
            {pushed ? (
              <button type="button" onClick={() => navigator.back()}>
                Back
              </button>
            ) : null}
          </h2>
          <ol reversed style={{ paddingLeft: 20, maxHeight: 200, overflow: 'auto' }}>
            {log.map((entry, i) => (
              <li key={log.length - i}>
                <strong>{entry.kind}</strong> {entry.text}
              </li>
            ))}
          </ol>
        </section>
        {engine ? <DataPanel store={engine.store} screenId={shownScreen} onPick={insertBinding} /> : null}
        <ReportsPanel />
      </aside>
    </div>
  );
}
