/**
 * `/__preview` (dev only): pick a screen, edit its JSON, see it render in a 360×740 phone frame
 * against any mock scenario, with every validation problem listed at its line and JSON path.
 * Nothing here reaches the production build (main.tsx imports it behind the dev flag).
 */
import { useEffect, useMemo, useState } from 'react';
import { EngineProvider, type EngineConfig } from '../engine/engine-context';
import { ScreenHost } from '../engine/screen-host';
import { UiHost } from '../engine/ui-host';
import { attachFragments, ScreenLoadError } from '../engine/loader';
import { checkScreen } from '../engine/check-screen';
import type { Problem } from '../engine/validate';
import type { NavigatorPort } from '../engine/ports';
import { actions, makeStore } from '../store';
import { descriptorSource, routes, screenIds } from '../app/configs';
import { jsonLines, lineOf } from '../engine/json-lines';

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

export function PreviewPage({ config, scenarios, scenario, chooseScenario }: PreviewProps) {
  const params = new URLSearchParams(window.location.search);
  const [screenId, setScreenId] = useState(params.get('screen') ?? 'bind-bank');
  const [query, setQuery] = useState(params.get('query') ?? 'product_id=1&productId=1&orderId=OD1001');
  const [text, setText] = useState('');
  const [checked, setChecked] = useState<Checked>({ descriptor: null, problems: [] });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    let live = true;
    void descriptorSource.bundledScreen(screenId).then((d) => {
      if (live) setText(JSON.stringify(d ?? { id: screenId, body: [] }, null, 2));
    });
    return () => {
      live = false;
    };
  }, [screenId]);

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
    const navigator: NavigatorPort = {
      go: (to) => config.reporter.warn({ code: 'preview', message: `navigates to ${to.path}` }),
      back: () => config.reporter.warn({ code: 'preview', message: 'goes back' }),
      assign: (url) => config.reporter.warn({ code: 'preview', message: `leaves for ${url}` }),
    };
    const previewConfig: EngineConfig = {
      ...config,
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
          <select value={screenId} onChange={(e) => setScreenId(e.target.value)}>
            {screenIds().map((id) => (
              <option key={id}>{id}</option>
            ))}
          </select>
        </label>{' '}
        <label>
          Scenario{' '}
          <select value={scenario} onChange={(e) => chooseScenario(e.target.value)}>
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
        <textarea
          aria-label="Screen descriptor"
          value={text}
          onChange={(e) => setText(e.target.value)}
          spellCheck={false}
          style={{
            display: 'block',
            width: '100%',
            height: '60vh',
            marginTop: 8,
            font: '12px ui-monospace, monospace',
          }}
        />
        <h2 style={{ fontSize: 14 }}>
          {checked.problems.length ? `${checked.problems.length} problem(s)` : 'No problems'}
        </h2>
        <ul aria-label="Problems" style={{ color: '#b42318', paddingLeft: 16 }}>
          {checked.problems.map((p, i) => (
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
    </div>
  );
}
