/**
 * `/__preview` (dev only), the operators' workbench: pick a screen, edit its file, see it in a
 * 360×740 phone frame against any mock scenario, with every problem at the file's line; click
 * through navigations, see bridge messages and the screen's data, and save the file when the
 * checks pass. A draft survives a reload, a scenario switch and a screen switch until saved or
 * discarded. Nothing here reaches the production build (main.tsx imports it behind the dev flag).
 */
import { useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { EngineProvider, type EngineConfig } from '../engine/view/engine-context';
import { ScreenHost } from '../engine/view/screen-host';
import { UiHost } from '../engine/view/ui-host';
import { attachFragments, ScreenLoadError } from '../engine/load/loader';
import { checkScreen } from '../engine/load/check-screen';
import type { Problem } from '../engine/load/validate';
import type { NavigatorPort } from '../engine/ports';
import { actions, makeStore } from '../store';
import { descriptorSource, routes, screenIds } from '../app/configs';
import { jsonLines, lineOf } from '../engine/load/json-lines';

export interface PreviewProps {
  config: EngineConfig;
  scenarios: { name: string; description: string }[];
  scenario: string;
  chooseScenario(name: string): void;
}

interface Checked {
  descriptor: unknown | null;
  problems: (Problem & { line?: number })[];
}

async function check(text: string, config: EngineConfig): Promise<Checked> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      descriptor: null,
      problems: [{ path: '', message: `not valid JSON: ${(error as Error).message}` }],
    };
  }
  const validators = typeof config.validators === 'function' ? await config.validators() : config.validators;
  const ctx = { validators, widgets: config.widgets, actions: config.actions };
  const problems: Problem[] = [];
  try {
    const body = Array.isArray((value as { body?: unknown }).body)
      ? await attachFragments((value as { body: unknown[] }).body, descriptorSource, ctx, problems)
      : undefined;
    problems.push(...checkScreen(body ? { ...(value as object), body } : value, ctx).problems);
  } catch (error) {
    problems.push(...(error instanceof ScreenLoadError ? error.problems : []));
    if (!(error instanceof ScreenLoadError)) problems.push({ path: '', message: (error as Error).message });
    return { descriptor: null, problems: withLines(problems, text) };
  }
  return { descriptor: value, problems: withLines(problems, text) };
}

function withLines(problems: Problem[], text: string) {
  const lines = jsonLines(text);
  return problems.map((p) => ({ ...p, line: p.path.startsWith('/') ? lineOf(lines, p.path) : undefined }));
}

const frame = {
  width: 360,
  height: 740,
  overflow: 'auto',
  border: '12px solid #222',
  borderRadius: 28,
  background: 'var(--app-background, #f5f6f8)',
  position: 'relative',
  transform: 'translateZ(0)', // fixed-position parts (sticky bars, toasts) stay inside the frame
} as const;

const draftKey = (id: string) => `workbench.draft.${id}`;
const savedKey = (id: string) => `workbench.saved.${id}`;
const savedMessage = (id: string) => `Saved to screen-configs/${id}.json`;

interface LogEntry {
  kind: 'navigate' | 'back' | 'bridge' | 'open-url';
  text: string;
}

interface SaveOutcome {
  saved: boolean;
  message: string;
  problems: { line?: number; path: string; message: string }[];
}

/** The state a screen's bindings read, as a tree an operator can click into. */
function DataTree({ value, path, onPick }: { value: unknown; path: string; onPick: (path: string) => void }) {
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>);
    if (!entries.length) return <span style={{ color: '#888' }}>{Array.isArray(value) ? '[]' : '{}'}</span>;
    return (
      <ul style={{ margin: 0, paddingLeft: 14, listStyle: 'none' }}>
        {entries.slice(0, 50).map(([key, child]) => {
          const childPath = Array.isArray(value) ? `${path}[${key}]` : `${path}.${key}`;
          return (
            <li key={key}>
              {child && typeof child === 'object' ? (
                <details open={path.split(/[.[]/).length < 5}>
                  <summary>{key}</summary>
                  <DataTree value={child} path={childPath} onPick={onPick} />
                </details>
              ) : (
                <button
                  type="button"
                  onClick={() => onPick(childPath)}
                  title={`Insert {{ ${childPath} }}`}
                  style={{ border: 0, background: 'none', padding: 0, cursor: 'pointer', textAlign: 'left' }}
                >
                  {key}: <code>{JSON.stringify(child)}</code>
                </button>
              )}
            </li>
          );
        })}
      </ul>
    );
  }
  return <code>{JSON.stringify(value)}</code>;
}

/** The roots a screen's bindings read, live from the preview's store. */
function DataPanel({
  store,
  screenId,
  onPick,
}: {
  store: ReturnType<typeof makeStore>;
  screenId: string;
  onPick: (path: string) => void;
}) {
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const roots = {
    query: state.route.query,
    state: state.screens[screenId]?.state ?? {},
    data: state.screens[screenId]?.data ?? {},
    form: state.forms[screenId]?.values ?? {},
    flow: state.flow,
  };
  return (
    <section aria-label="Screen data" style={{ maxHeight: 360, overflow: 'auto' }}>
      <h2 style={{ fontSize: 14 }}>Data (click a value to insert its binding)</h2>
      {Object.entries(roots).map(([root, value]) => (
        <details key={root} open={root === 'data'}>
          <summary>{root}</summary>
          <DataTree value={value} path={root} onPick={onPick} />
        </details>
      ))}
    </section>
  );
}

export function PreviewPage({ config, scenarios, scenario, chooseScenario }: PreviewProps) {
  const params = new URLSearchParams(window.location.search);
  const [screenId, setScreenId] = useState(params.get('screen') ?? 'bind-bank');
  const [query, setQuery] = useState(params.get('query') ?? 'product_id=1&productId=1&orderId=OD1001');
  const [text, setText] = useState('');
  const [savedText, setSavedText] = useState('');
  const [checked, setChecked] = useState<Checked>({ descriptor: null, problems: [] });
  const [version, setVersion] = useState(0);
  const [log, setLog] = useState<LogEntry[]>([]);
  const [visited, setVisited] = useState<{ screenId: string; query: string }[]>([]);
  const [outcome, setOutcome] = useState<SaveOutcome | null>(null);
  const editor = useRef<HTMLTextAreaElement>(null);

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

  /** Puts `{{ path }}` where the cursor is in the editor. */
  const insertBinding = (path: string) => {
    const area = editor.current;
    const binding = `{{ ${path} }}`;
    const at = area ? area.selectionStart : text.length;
    const end = area ? area.selectionEnd : text.length;
    edit(text.slice(0, at) + binding + text.slice(end));
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(at + binding.length, at + binding.length);
    });
  };

  const open = (next: { screenId: string; query: string }) => {
    setVisited((v) => [...v, { screenId, query }]);
    setScreenId(next.screenId);
    setQuery(next.query);
  };

  useEffect(() => {
    if (!text) return;
    let live = true;
    const timer = setTimeout(() => {
      void check(text, config).then((result) => {
        if (!live) return;
        setChecked(result);
        if (result.descriptor) setVersion((v) => v + 1);
      });
    }, 300);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [text, config]);

  const descriptor = checked.descriptor;
  const preview = useMemo(() => {
    if (!descriptor) return null;
    const store = makeStore();
    store.dispatch(
      actions.route.routeChanged({
        path: routes.routes.find((r) => r.screen === screenId)?.path ?? '/',
        hash: '',
        query: Object.fromEntries(new URLSearchParams(query)),
      }),
    );
    const note = (entry: LogEntry) => setLog((l) => [entry, ...l].slice(0, 50));
    const navigator: NavigatorPort = {
      go: (to) => {
        const hash = (to.hash ?? '').replace(/^#/, '');
        const route =
          routes.routes.find((r) => r.path === to.path && (r.hash ?? '') === hash) ??
          routes.routes.find((r) => r.path === to.path);
        const target = new URLSearchParams(
          Object.entries(to.query ?? {}).map(([k, v]) => [k, String(v)] as [string, string]),
        ).toString();
        note({ kind: 'navigate', text: `${to.path}${hash ? `#${hash}` : ''}${target ? `?${target}` : ''}` });
        if (route) open({ screenId: route.screen, query: target || query });
      },
      back: () => {
        note({ kind: 'back', text: visited.length ? 'back' : 'back (leaves the web view)' });
        const last = visited.at(-1);
        if (!last) return;
        setVisited((v) => v.slice(0, -1));
        setScreenId(last.screenId);
        setQuery(last.query);
      },
      assign: (url) => note({ kind: 'open-url', text: url }),
    };
    const bridge = {
      ...config.bridge,
      post: (type: string, payload?: unknown) => {
        note({
          kind: 'bridge',
          text: `${type}${payload === undefined ? '' : ` ${JSON.stringify(payload)}`}`,
        });
        config.bridge.post(type, payload);
      },
    };
    const previewConfig: EngineConfig = {
      ...config,
      bridge,
      source: {
        ...config.source,
        bundledChecked: false,
        bundledScreen: async (id) => (id === screenId ? descriptor : config.source.bundledScreen(id)),
      },
    };
    return { store, navigator, previewConfig };
    // A new store and screen for every valid edit (version) or query change.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [version, query, screenId]);

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
          <select aria-label="Screen" value={screenId} onChange={(e) => setScreenId(e.target.value)}>
            {screenIds().map((id) => (
              <option key={id}>{id}</option>
            ))}
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
        <label>
          Query <input value={query} onChange={(e) => setQuery(e.target.value)} size={40} />
        </label>
        <div style={{ margin: '8px 0', display: 'flex', gap: 8, alignItems: 'center' }}>
          <button type="button" onClick={() => void save()} disabled={text === savedText}>
            Save
          </button>
          <button type="button" onClick={discard} disabled={text === savedText}>
            Discard draft
          </button>
          <span role="status">
            {outcome?.message ?? (text !== savedText ? 'Draft: not saved yet' : 'Same as the file')}
          </span>
        </div>
        <textarea
          ref={editor}
          aria-label="Screen descriptor"
          value={text}
          onChange={(e) => edit(e.target.value)}
          spellCheck={false}
          style={{
            display: 'block',
            width: '100%',
            height: '55vh',
            font: '12px ui-monospace, monospace',
          }}
        />
        <h2 style={{ fontSize: 14 }}>
          {checked.problems.length ? `${checked.problems.length} problem(s)` : 'No problems'}
        </h2>
        <ul aria-label="Problems" style={{ color: '#b42318', paddingLeft: 16 }}>
          {[...(outcome?.problems ?? []), ...checked.problems].map((p, i) => (
            <li key={i}>
              {p.line ? `line ${p.line}, ` : ''}
              <code>{p.path || '/'}</code>: {p.message}
            </li>
          ))}
        </ul>
      </section>
      <div style={frame} data-testid="phone">
        {preview ? (
          <EngineProvider config={preview.previewConfig} store={preview.store} navigator={preview.navigator}>
            <ScreenHost key={version} screenId={screenId} />
            <UiHost />
          </EngineProvider>
        ) : (
          <p style={{ padding: 16 }}>Fix the JSON to see the screen.</p>
        )}
      </div>
      <aside style={{ width: 320 }}>
        <section aria-label="What the screen did">
          <h2 style={{ fontSize: 14 }}>
            What the screen did{' '}
            {visited.length ? (
              <button type="button" onClick={() => preview?.navigator.back()}>
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
        {preview ? <DataPanel store={preview.store} screenId={screenId} onPick={insertBinding} /> : null}
      </aside>
    </div>
  );
}
