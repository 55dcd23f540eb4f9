/**
 * The benchmark page (built for production by vite.bench.config.ts, driven by scripts/bench/bench.ts):
 * mounts the bank screen rendered by the engine or by hand with n server items, types into the
 * first account field, and reports times and how many components re-rendered per keystroke.
 */
import { createRoot } from 'react-dom/client';
import type { ComponentType, ReactNode } from 'react';
import 'antd-mobile/es/global';
import '../../../src/app/styles.css';
import { EngineProvider, type EngineConfig } from '../../../src/engine/view/engine-context';
import { ScreenHost } from '../../../src/engine/view/screen-host';
import type { ApiPort, NavigatorPort } from '../../../src/engine/ports';
import { widgets } from '../../../src/generated/widgets';
import type { WidgetRegistry } from '../../../src/engine/registry';
import { widgetModule } from '../../../src/engine/view/widget-code';
import { actionRegistry } from '../../../src/generated/actions';
import { filterRegistry } from '../../../src/generated/filters';
import { formatRegistry } from '../../../src/generated/formats';
import { appSettings, descriptorSource, PERSISTED_STATE_KEY } from '../../../src/app/configs';
import { actions, makeStore } from '../../../src/store';
import { benchItems, type BenchItem } from './items';
import { HandWrittenBank, handWidgets } from './hand-written';
import { memoryStorage } from '../../../tests/memory-storage';
import { fileLayouts } from '../../../src/generated/file-layouts';

interface Fiber {
  tag: number;
  type: unknown;
  flags: number;
  alternate: Fiber | null;
  child: Fiber | null;
  sibling: Fiber | null;
}
interface FiberRoot {
  current: Fiber;
}

declare global {
  interface Window {
    __benchCommit: ((root: FiberRoot) => void) | null;
    bench: {
      run(options: { impl: Impl; n: number; keystrokes: number; markup?: boolean }): Promise<RunResult>;
    };
  }
}

type Impl = 'engine' | 'hand';

export interface RunResult {
  mountMs: number;
  /** Part of the mount: from render() to the commit that shows every control. */
  renderMs: number;
  keystrokeMs: number[];
  /** Components (of any kind) that rendered, per keystroke. */
  componentsPerKeystroke: number[];
  /** Widget components (engine widgets, or the hand-written rows) that rendered, per keystroke. */
  widgetsPerKeystroke: number[];
  controls: number;
  /** Elements on screen once mounted. */
  elements: number;
  /** Commits from render() until the screen settled. */
  mountCommits: number;
  /** The mounted screen's markup, when asked for: both sides must draw the same. */
  markup?: string;
}

/**
 * The markup of an element's tree, one element per line with its attributes sorted and React's
 * generated ids replaced: two screens that draw the same DOM give the same text.
 */
function markupOf(element: Element): string {
  const lines: string[] = [];
  const walk = (node: Element, depth: number) => {
    const attributes = [...node.attributes]
      .map((a) => `${a.name}="${a.value.replace(/_r_[0-9a-z]+_/g, 'ID')}"`)
      .sort()
      .join(' ');
    const text = [...node.childNodes]
      .filter((child) => child.nodeType === Node.TEXT_NODE)
      .map((child) => child.textContent)
      .join('');
    lines.push(`${'  '.repeat(depth)}<${node.tagName.toLowerCase()} ${attributes}>${text}`);
    for (const child of node.children) walk(child, depth + 1);
  };
  walk(element, 0);
  return lines.join('\n');
}

// Function, class, forwardRef, memo and simple memo components.
const COMPONENT_TAGS = new Set([0, 1, 11, 14, 15]);
const PERFORMED_WORK = 1;

/**
 * Counts the components that rendered in a commit (the way React DevTools tells rendered from reused).
 * `lastSeen` holds, for every fiber, the number of the count that last found it in the tree: one the
 * count before found was reused, not made. One map serves the whole run, so counting allocates next to
 * nothing: its garbage would otherwise be collected inside the timed windows of the runs after it.
 */
function countRendered(
  root: FiberRoot,
  lastSeen: WeakMap<Fiber, number>,
  count: number,
  isWidget: (type: unknown) => boolean,
) {
  let components = 0;
  let widgetCount = 0;
  const stack: Fiber[] = [root.current];
  while (stack.length) {
    const fiber = stack.pop()!;
    const before = lastSeen.get(fiber);
    lastSeen.set(fiber, count);
    if (COMPONENT_TAGS.has(fiber.tag) && before !== count - 1) {
      const rendered = fiber.alternate === null || (fiber.flags & PERFORMED_WORK) !== 0;
      if (rendered) {
        components++;
        const type = fiber.type as { type?: unknown } | undefined;
        if (isWidget(fiber.type) || isWidget(type?.type)) widgetCount++;
      }
    }
    if (fiber.sibling) stack.push(fiber.sibling);
    if (fiber.child) stack.push(fiber.child);
  }
  return { components, widgets: widgetCount };
}

const noopNavigator: NavigatorPort = { go() {}, back() {}, assign() {} };

function fakeApi(items: BenchItem[]): ApiPort {
  return {
    call: async (endpoint) =>
      endpoint === 'cardInit'
        ? { ok: true, code: 0, message: '', data: { items: structuredClone(items) } }
        : { ok: true, code: 0, message: '', data: null },
    url: () => '',
    has: () => true,
  };
}

/**
 * The code of every widget, loaded once: as in the app after its first screen, a screen's widgets are
 * there when it opens (the hand-written screen's code is too).
 */
let loadedRegistry: WidgetRegistry | null = null;
async function loadedWidgets(): Promise<WidgetRegistry> {
  if (!loadedRegistry) {
    const entries = Object.entries(widgets);
    const modules = await Promise.all(entries.map(([, entry]) => widgetModule(entry)));
    loadedRegistry = Object.fromEntries(
      entries.map(([type, entry], index) => [type, { slots: entry.slots, module: modules[index]! }]),
    );
  }
  return loadedRegistry;
}

async function engineWidgets(): Promise<Set<unknown>> {
  return new Set(Object.values(await loadedWidgets()).map((entry) => entry.module?.default as ComponentType));
}

/**
 * One descriptor source for every run, as in the app: a screen's descriptor is loaded once per
 * session (like the hand-written screen's code), so runs after the first measure rendering.
 */
const benchSource = { ...descriptorSource, remoteBase: '', bundledChecked: true };

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));

async function run({
  impl,
  n,
  keystrokes,
  markup = false,
}: {
  impl: Impl;
  n: number;
  keystrokes: number;
  markup?: boolean;
}): Promise<RunResult> {
  const items = benchItems(n);
  const expectedControls = n + 2 + 1; // every item, the two tabs, the Next button
  const container = document.createElement('div');
  // Laid out but never painted: painting the same elements costs both sides the same, and a frame
  // that falls inside one run only would add its painting to that side alone.
  container.style.visibility = 'hidden';
  document.body.appendChild(container);
  const root = createRoot(container);
  const widgetSet = impl === 'engine' ? await engineWidgets() : new Set(handWidgets);
  const isWidget = (type: unknown) => widgetSet.has(type);
  const lastSeen = new WeakMap<Fiber, number>();
  let counts = 0;
  let lastCommit = { components: 0, widgets: 0 };
  let onCommit: ((at: number) => void) | null = null;
  let commits = 0;
  let lastRoot: FiberRoot | null = null;
  // Re-renders are counted during keystrokes only, and after the time is taken: counting walks every fiber.
  let counting = false;
  window.__benchCommit = (fiberRoot) => {
    const at = performance.now();
    commits++;
    lastRoot = fiberRoot;
    if (counting) {
      lastCommit = countRendered(fiberRoot, lastSeen, ++counts, isWidget);
    }
    onCommit?.(at);
  };
  const controls = () => container.querySelectorAll('input, button').length;

  // Mount: from render() to the commit that shows every control, and the work that follows it.
  const mounted = new Promise<number>((resolve) => {
    onCommit = (at) => {
      if (controls() >= expectedControls) {
        onCommit = null;
        resolve(at);
      }
    };
  });
  // What the app has before a screen opens (made once at start-up: its store and the engine's provider,
  // which every screen shares), then the screen itself.
  let show: () => void;
  if (impl === 'engine') {
    // The engine saves its forms as in the app, into storage that lives for this run.
    const store = makeStore({ storage: memoryStorage(), persistKey: PERSISTED_STATE_KEY });
    store.dispatch(actions.route.routeChanged({ path: '/bindBank', hash: '', query: { product_id: '1' } }));
    const config: EngineConfig = {
      widgets: await loadedWidgets(),
      actions: actionRegistry,
      filters: filterRegistry,
      formats: formatRegistry,
      copyLayouts: fileLayouts,
      validators: () => Promise.reject(new Error('bundled descriptors are checked at build time')),
      api: fakeApi(items),
      bridge: { post() {}, onReceive: () => () => undefined },
      reporter: { warn() {} },
      source: benchSource,
      app: appSettings as unknown as Record<string, unknown>,
      safeUrl: () => null,
      withSession: (href) => href,
      safeContact: () => null,
    };
    const app = (screen: ReactNode) => (
      <EngineProvider config={config} store={store} navigator={noopNavigator}>
        {screen}
      </EngineProvider>
    );
    root.render(app(null));
    show = () => root.render(app(<ScreenHost screenId="bind-bank" />));
  } else {
    const load = () => Promise.resolve(structuredClone(items));
    show = () =>
      root.render(<HandWrittenBank load={load} onOpen={() => undefined} onSubmit={() => undefined} />);
  }
  // Work left for later, by this run's start-up or the run before (the engine saves the form 50 ms
  // after a change, for a reload of the web view), happens before the screen opens, not inside it.
  await new Promise((resolve) => setTimeout(resolve, 80));
  // Every run starts just after a frame: a frame (style, layout and paint) that happens to fall inside
  // one run and not the other would otherwise decide the ratio at small sizes.
  await nextFrame();
  await new Promise((resolve) => setTimeout(resolve, 0));
  const commitsBefore = commits;
  const t0 = performance.now();
  show();
  const shownAt = await mounted;
  // The screen is usable once the work its first commit started (effects, field registration and
  // the commits they cause) is done: wait for a task turn without a commit.
  let seen = -1;
  while (seen !== commits) {
    seen = commits;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  // Style and layout of the new screen, once, for both (whether or not a frame already did it).
  void container.getBoundingClientRect().height;
  void (container.lastElementChild as HTMLElement | null)?.offsetHeight;
  const t1 = performance.now();
  const mountCommits = commits - commitsBefore;
  await nextFrame();
  countRendered(lastRoot!, lastSeen, ++counts, isWidget);
  counting = true;

  // Keystrokes into the first account field: from the input event to the commit it causes.
  const input = container.querySelector<HTMLInputElement>('input.w-input-control')!;
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  const keystrokeMs: number[] = [];
  const componentsPerKeystroke: number[] = [];
  const widgetsPerKeystroke: number[] = [];
  for (let k = 0; k < keystrokes; k++) {
    const committed = new Promise<number>((resolve) => {
      onCommit = (at) => {
        onCommit = null;
        resolve(at);
      };
    });
    const start = performance.now();
    setter.call(input, `${input.value}${k % 10}`);
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const end = await committed;
    keystrokeMs.push(end - start);
    componentsPerKeystroke.push(lastCommit.components);
    widgetsPerKeystroke.push(lastCommit.widgets);
    await nextFrame();
  }
  const result: RunResult = {
    mountMs: t1 - t0,
    renderMs: shownAt - t0,
    keystrokeMs,
    componentsPerKeystroke,
    widgetsPerKeystroke,
    controls: controls(),
    elements: container.querySelectorAll('*').length,
    mountCommits,
    ...(markup ? { markup: markupOf(container) } : {}),
  };
  window.__benchCommit = null;
  root.unmount();
  container.remove();
  return result;
}

window.bench = { run };
document.title = 'Engine benchmark: ready';
