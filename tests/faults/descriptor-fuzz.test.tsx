/**
 * Descriptor fuzzing: every screen config, mutated (a field dropped, a type changed, unknown keys,
 * unknown widget and action types, broken bindings), and random JSON in place of a descriptor.
 * The engine must never throw: it renders the screen with fallbacks, or its error screen with Retry.
 * A mutation inside one node never takes the others down: every text the unmutated screen showed
 * from a node outside the mutated one (and not shown on a condition) is still shown.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { createMockServer } from '../../mocks/node';
import { renderScreen } from '../screens/render-screen';
import { recordFaults } from './summary';

const configDir = join(import.meta.dirname, '..', '..', 'screen-configs');
const screens = readdirSync(configDir)
  .filter((name) => name.endsWith('.json') && name !== 'routes.json' && name !== 'app.json')
  .map((name) => ({
    id: name.replace(/\.json$/, ''),
    json: JSON.parse(readFileSync(join(configDir, name), 'utf8')) as unknown,
  }));

/** Mutations per screen config, and random documents in all; fixed seed, so a failure replays. */
const RUNS_PER_SCREEN = Number(process.env.FUZZ_RUNS ?? 12);
const RANDOM_DOCUMENTS = Number(process.env.FUZZ_RANDOM ?? 25);
const SEED = 20261122;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** Every place in a document, as a list of keys from the root. */
function pathsOf(value: Json, at: (string | number)[] = []): (string | number)[][] {
  const here = [at];
  if (Array.isArray(value)) return here.concat(value.flatMap((item, i) => pathsOf(item, [...at, i])));
  if (value && typeof value === 'object')
    return here.concat(Object.entries(value).flatMap(([key, item]) => pathsOf(item, [...at, key])));
  return here;
}

type Mutation =
  | { kind: 'drop' }
  | { kind: 'replace'; value: Json }
  | { kind: 'unknown-key'; key: string; value: Json }
  | { kind: 'unknown-type'; type: string }
  | { kind: 'bad-binding'; text: string };

const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  fc.constant<Mutation>({ kind: 'drop' }),
  fc.jsonValue({ maxDepth: 2 }).map((value) => ({ kind: 'replace', value: value as Json }) as Mutation),
  fc
    .record({
      key: fc.constantFrom('colour', 'onClik', 'x', '__proto__', 'constructor', 'chidren'),
      value: fc.jsonValue({ maxDepth: 1 }),
    })
    .map(({ key, value }) => ({ kind: 'unknown-key', key, value: value as Json }) as Mutation),
  fc
    .constantFrom('no-such-widget', 'script', 'iframe-html', 'call2', '')
    .map((type) => ({ kind: 'unknown-type', type }) as Mutation),
  fc
    .constantFrom(
      '{{ nowhere.at.all }}',
      '{{ data.amount | nofilter }}',
      '{{ state.x | money:',
      '{{ constructor.constructor }}',
      '{{ data.__proto__.polluted }}',
      '<img src=x onerror=alert(1)>',
      'javascript:alert(1)',
    )
    .map((text) => ({ kind: 'bad-binding', text }) as Mutation),
);

function mutate(doc: Json, path: (string | number)[], mutation: Mutation): Json {
  const copy = structuredClone(doc);
  if (path.length === 0) return mutation.kind === 'replace' ? mutation.value : copy;
  const parent = path
    .slice(0, -1)
    .reduce<Json>((node, key) => (node as Record<string, Json>)[key] as Json, copy);
  const key = path[path.length - 1]!;
  const container = parent as Record<string | number, Json>;
  switch (mutation.kind) {
    case 'drop':
      if (Array.isArray(parent)) parent.splice(key as number, 1);
      else delete container[key];
      break;
    case 'replace':
      container[key] = mutation.value;
      break;
    case 'unknown-key': {
      const target = container[key];
      if (target && typeof target === 'object' && !Array.isArray(target))
        Object.defineProperty(target, mutation.key, {
          value: mutation.value,
          enumerable: true,
          configurable: true,
          writable: true,
        });
      else container[key] = mutation.value;
      break;
    }
    case 'unknown-type': {
      const target = container[key];
      if (target && typeof target === 'object' && !Array.isArray(target) && 'type' in target)
        target.type = mutation.type;
      else container[key] = { type: mutation.type };
      break;
    }
    case 'bad-binding':
      container[key] = mutation.text;
      break;
  }
  return copy;
}

type Path = (string | number)[];

const startsWith = (path: Path, prefix: Path) =>
  prefix.length <= path.length && prefix.every((key, i) => path[i] === key);

/** A fixed text of the descriptor (a text or button node without bindings), with the nodes it is in. */
interface FixedText {
  text: string;
  /** The paths of the node holding the text and of every node above it. */
  nodes: Path[];
}

const isNode = (value: unknown): value is Record<string, Json> =>
  !!value &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  typeof (value as { type?: unknown }).type === 'string';

/** The fixed texts under `body` shown whatever the state: no node on the way has a condition. */
function fixedTexts(doc: Json): FixedText[] {
  const found: FixedText[] = [];
  const walk = (value: Json, at: Path, nodes: Path[]) => {
    if (Array.isArray(value)) return value.forEach((item, i) => walk(item, [...at, i], nodes));
    if (!value || typeof value !== 'object') return;
    let chain = nodes;
    if (isNode(value)) {
      if ('visible' in value || value.type === 'modal' || value.type === 'fragment') return;
      chain = [...nodes, at];
      const text = value.text;
      if (
        (value.type === 'text' || value.type === 'button') &&
        typeof text === 'string' &&
        !text.includes('{{')
      )
        found.push({ text: text.replace(/\s+/g, ' ').trim(), nodes: chain });
    }
    for (const [key, item] of Object.entries(value)) walk(item, [...at, key], chain);
  };
  if (doc && typeof doc === 'object' && !Array.isArray(doc) && Array.isArray(doc.body))
    walk(doc.body, ['body'], []);
  // A text given twice, or inside another one, cannot say which node drew it.
  return found.filter(
    (a) => a.text.length > 2 && !found.some((b) => b !== a && (b.text === a.text || b.text.includes(a.text))),
  );
}

/** The texts of `expected` that a mutation at `path` must leave on screen: outside every node it touches. */
function untouched(expected: FixedText[], path: Path): FixedText[] {
  return expected.filter(
    ({ nodes }) => !nodes.some((node) => startsWith(path, node) || startsWith(node, path)),
  );
}

const mock = createMockServer();
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'bypass' }));
afterAll(() => mock.server.close());

/** Renders a descriptor as screen `id` and waits until it shows its body or its error screen. */
async function renderSettled(id: string, descriptor: unknown) {
  const view = renderScreen(`/fuzz?product_id=1&orderId=OD1001`, {
    screens: { [id]: descriptor },
    screenId: id,
  });
  await waitFor(
    () => {
      const main = view.container.querySelector('main');
      expect(main).not.toBeNull();
      expect(main).not.toHaveAttribute('aria-busy', 'true');
    },
    { timeout: 4000 },
  );
  const text = view.container.textContent ?? '';
  const shown = view.container.querySelector('main[data-screen]') !== null;
  const errorScreen = /Retry/.test(text);
  const shownText = (view.container.querySelector('main')?.textContent ?? '').replace(/\s+/g, ' ');
  view.unmount();
  cleanup();
  window.sessionStorage.clear();
  return { shown, errorScreen, text, shownText };
}

describe('descriptor fuzzing', () => {
  let tried = 0;
  afterAll(() => recordFaults('descriptor mutations', tried));

  for (const { id, json } of screens) {
    it(
      `'${id}': ${RUNS_PER_SCREEN} mutations render the screen or its error screen`,
      { timeout: 120_000 },
      async () => {
        const paths = pathsOf(json as Json);
        // What the unmutated screen shows of its fixed texts: the nodes a mutation must not take down.
        const baseline = await renderSettled(id, json);
        const expected = fixedTexts(json as Json).filter((t) => baseline.shownText.includes(t.text));
        await fc.assert(
          fc.asyncProperty(fc.nat({ max: paths.length - 1 }), mutationArb, async (index, mutation) => {
            const path = paths[index]!;
            const mutated = mutate(json as Json, path, mutation);
            const result = await renderSettled(id, mutated);
            tried += 1;
            expect(result.shown || result.errorScreen).toBe(true);
            expect(result.text).not.toMatch(/\bundefined\b|\bNaN\b/);
            // Inside the body, one node's fault stays in that node.
            if (path[0] === 'body' && path.length > 1) {
              expect(result.shown, `a mutation at ${path.join('.')} took the whole screen down`).toBe(true);
              const missing = untouched(expected, path)
                .map((t) => t.text)
                .filter((text) => !result.shownText.includes(text));
              expect(missing, `texts of other nodes gone after a mutation at ${path.join('.')}`).toEqual([]);
            }
          }),
          { numRuns: RUNS_PER_SCREEN, seed: SEED, endOnFailure: true },
        );
      },
    );
  }

  it(
    `${RANDOM_DOCUMENTS} random JSON documents in place of a descriptor show the error screen`,
    { timeout: 120_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(fc.jsonValue({ maxDepth: 3 }), async (doc) => {
          const result = await renderSettled('random', doc);
          tried += 1;
          expect(result.errorScreen || result.shown).toBe(true);
          expect(result.text).not.toMatch(/\bundefined\b|\bNaN\b/);
        }),
        { numRuns: RANDOM_DOCUMENTS, seed: SEED, endOnFailure: true },
      );
    },
  );
});
