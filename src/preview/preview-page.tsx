/**
 * `/__preview` (dev only), the operators' workbench: pick a screen, edit its file (or app.json,
 * routes.json, a fragment) in Monaco, see it in a 360×740 phone frame against any mock scenario, with
 * every problem marked at the file's line; click through navigations, see bridge messages and the
 * screen's data, show a fragment alone or inside each screen that uses it, and save the file when the
 * checks pass; release the saved files and roll them back, and see what phones report. A draft survives
 * a reload, a scenario switch and a screen switch until saved or discarded. Nothing here reaches the
 * production build (its entry, preview.html with ./main.tsx, is served by the dev server only).
 */
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { EngineConfig } from '../engine/view/engine-context';
import { screenIds } from '../app/configs';
import { useCheckContext, useScreenCheck, useSharedCheck } from './check';
import { CodeEditor, type CodeEditorHandle } from './code-editor';
import { useConfigFile } from './config-file';
import { DataPanel, dataRoots } from './data-panel';
import { isAmountPath, sourcesOf } from './data-amounts';
import { ALONE_SCREEN, FragmentPicker, type Alone } from './fragment-alone';
import { FilePicker, fragmentOf, SCREEN_FILE, UsedBy } from './file-picker';
import { locationOf, Phone, usePhoneNavigator, usePhoneRouter, type LogEntry } from './phone';
import { usePhoneEngine } from './phone-engine';
import { LanguagePicker, usePhoneLanguage } from './phone-language';
import { ProblemsList } from './problems-list';
import { ReleasesPanel } from './releases-panel';
import { APP_FILE, useAppTheme } from './app-file';
import { catalogueOf, withTranslation } from './catalogue-file';
import { CatalogueTable, useCatalogueCheck } from './catalogue-panel';
import { PropertyPanel, type PropertyPanelHandle } from './property-panel';
import { nodeAtElement, withNodeMarks } from './node-marks';
import { PhoneOutline } from './node-tree';
import { parseFile } from './json-edit';

export interface PreviewProps {
  config: EngineConfig;
  scenarios: { name: string; description: string }[];
  scenario: string;
  chooseScenario(name: string): void;
}

/** The file a shared-file slot holds when the editor holds the screen or app.json. */
const ROUTES_FILE = 'routes.json';

export function PreviewPage({ config, scenarios, scenario, chooseScenario }: PreviewProps) {
  const [start] = useState(() => new URLSearchParams(window.location.search));
  // The phone's address says which screen is on it: the Screen and Query fields follow it.
  const phone = usePhoneRouter(
    start.get('screen') ?? 'bind-bank',
    start.get('query') ?? 'product_id=1&productId=1&orderId=OD1001',
  );
  const { router, screenId } = phone;
  // The editor holds the screen's file, app.json (whose theme the phone wears as it is edited),
  // routes.json or a fragment (which the phone shows inside the screens using it as it is edited).
  const [editing, setEditing] = useState(start.get('file') ?? SCREEN_FILE);
  const shared = editing === SCREEN_FILE || editing === APP_FILE ? ROUTES_FILE : editing;
  const screenFile = useConfigFile(`${screenId}.json`);
  const appFile = useConfigFile(APP_FILE);
  const sharedFile = useConfigFile(shared);
  const app = useAppTheme(appFile.text, appFile.ready, config);
  const file = editing === SCREEN_FILE ? screenFile : editing === APP_FILE ? appFile : sharedFile;
  const [query, setQuery] = useState(phone.query);
  const screenCheck = useScreenCheck(screenId, screenFile, config);
  const sharedCheck = useSharedCheck(shared, sharedFile, config);
  const ctx = useCheckContext(config);
  const [log, setLog] = useState<LogEntry[]>([]);
  const [alone, setAlone] = useState<Alone | null>(null);
  const editor = useRef<CodeEditorHandle>(null);
  const phoneLanguage = usePhoneLanguage();
  // A language's catalogue: checked against the English it translates, shown in the phone in its language.
  const catalogue = catalogueOf(editing);
  const catalogueCheck = useCatalogueCheck(
    catalogue,
    sharedFile.text,
    sharedFile.ready,
    catalogue?.kind === 'screen' && catalogue.id === screenId ? screenFile.text : '',
    config,
  );
  const catalogueDraft =
    catalogue && catalogueCheck?.catalogue ? { ...catalogue, catalogue: catalogueCheck.catalogue } : null;
  const { choose: chooseLanguage } = phoneLanguage;
  useEffect(() => {
    if (catalogue?.code) chooseLanguage(catalogue.code);
  }, [catalogue?.code, chooseLanguage]);
  const panel = useRef<PropertyPanelHandle>(null);
  // The node selected in the tree or the phone, in the file it was selected in.
  const [picked, pick] = useState<{ file: string; pointer: string | null }>({ file: '', pointer: null });
  const phoneConfig = useMemo(() => withNodeMarks(config), [config]);

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

  const checked = screenCheck.result;
  const fragment = fragmentOf(shared);
  const fragmentDraft =
    fragment && sharedCheck.result?.value ? { id: fragment, descriptor: sharedCheck.result.value } : null;
  const drafted = usePhoneEngine(
    phoneConfig,
    bridge,
    {
      screen: checked?.descriptor ? { id: checked.screenId, descriptor: checked.descriptor } : null,
      fragment: fragmentDraft,
      alone,
      version: `${screenCheck.version}|${fragment ? sharedCheck.version : ''}|${catalogue ? (catalogueCheck?.version ?? 0) : ''}|${alone ? JSON.stringify(alone) : ''}|${phoneLanguage.language.code}`,
    },
    ctx,
  );
  // The phone's engine speaks the language picked for it (a new store and screen for every language).
  const engine = useMemo(
    () =>
      drafted && phoneLanguage.phoneEngine(drafted.config, drafted.store, drafted.version, catalogueDraft),
    // The engine is made again for each drawn version, whose key names the language.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [drafted],
  );
  const shownScreen = alone ? ALONE_SCREEN : screenId;
  const sources = useMemo(() => sourcesOf(checked?.descriptor), [checked]);
  // The checker's problems belong to the file they were found in.
  const found =
    editing === APP_FILE
      ? app.problems
      : catalogue
        ? (catalogueCheck?.problems ?? [])
        : editing === SCREEN_FILE
          ? (checked?.problems ?? [])
          : (sharedCheck.result?.problems ?? []);
  const problems = [...(file.outcome?.problems ?? []), ...found];
  const fileName = editing === SCREEN_FILE ? `${screenId}.json` : editing;
  const selectedNode = picked.file === fileName ? picked.pointer : null;
  const selectNode = (pointer: string | null) => pick({ file: fileName, pointer });
  const pickInPhone = (element: Element) => {
    const pointer = editing === SCREEN_FILE && !alone ? nodeAtElement(element, parseFile(file.text)) : null;
    if (pointer) selectNode(pointer);
  };
  const chooseFile = (next: string) => {
    setEditing(next);
    // In the address too, so a reload (saving a file reloads the page) keeps the file open.
    const url = new URL(window.location.href);
    if (next !== SCREEN_FILE) url.searchParams.set('file', next);
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
        <FilePicker value={editing} screenId={screenId} onChange={chooseFile} />{' '}
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
        {fragment ? (
          <UsedBy screens={sharedCheck.result?.usedBy ?? null} onShow={(id) => show(id, query)} />
        ) : null}
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
          file={`screen-configs/${editing === SCREEN_FILE ? `${screenId}.json` : editing}`}
          value={file.ready ? file.text : ''}
          onChange={file.edit}
          problems={problems}
          dataRoots={() => (engine ? dataRoots(engine.store.getState(), shownScreen) : {})}
        />
        <ProblemsList problems={problems} onReveal={(line) => editor.current?.reveal(line)} />
        {catalogue && catalogueCheck ? (
          <CatalogueTable
            code={catalogue.code}
            rows={catalogueCheck.rows}
            editable={catalogueCheck.catalogue !== null}
            onTranslate={(row, translation) => {
              const next = withTranslation(file.text, catalogue.code, row, translation);
              if (next !== null) file.edit(next);
            }}
          />
        ) : null}
        <PropertyPanel
          ref={panel}
          text={file.ready ? file.text : ''}
          edit={(edits) => editor.current?.edit(file.text, edits)}
          selected={selectedNode}
          onSelect={selectNode}
          onReveal={(line) => editor.current?.reveal(line)}
        />
      </section>
      {/* A click on the phone also selects the node under it (the phone still does what it does). */}
      <div onClickCapture={(e) => e.target instanceof Element && pickInPhone(e.target)}>
        <FragmentPicker onChange={setAlone} />
        <PhoneOutline pointer={editing === SCREEN_FILE && !alone ? selectedNode : null} />
        <Phone
          router={router}
          navigator={navigator}
          engine={engine}
          alone={alone ? ALONE_SCREEN : null}
          theme={app.theme}
          locale={phoneLanguage.language.pack.antd}
        />
      </div>
      <aside style={{ width: 340 }}>
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
        {engine ? (
          <DataPanel
            store={engine.store}
            screenId={shownScreen}
            onPick={(binding) => panel.current?.insert(binding) || editor.current?.insert(binding)}
            isAmount={(path) => isAmountPath(path, sources)}
          />
        ) : null}
        <ReleasesPanel />
      </aside>
    </div>
  );
}
