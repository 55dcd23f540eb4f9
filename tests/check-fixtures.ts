/** The checker's test catalogues: the app's registries and editor schema, contracts handed in as data. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { validators } from '../src/generated/validator-set';
import { widgetTypes } from '../src/generated/widget-types';
import { actionRegistry } from '../src/generated/actions';
import { filterRegistry } from '../src/generated/filters';
import type { Catalogues } from '../src/engine/check/catalogues';
import { languageOf } from '../src/engine/check/language';
import { checkDescriptor } from '../src/engine/check/check-descriptor';
import { linkGate } from '../src/app/check-catalogues';

const editorSchema = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../schemas/screen.schema.json'), 'utf8'),
) as Parameters<typeof languageOf>[0];

export const fragmentFiles: Record<string, unknown> = {
  greeting: {
    id: 'greeting',
    params: { name: 'friend' },
    body: [{ type: 'text', text: 'Hello {{ params.name }}, {{ state.mood }}' }],
  },
  loop: { id: 'loop', body: [{ type: 'fragment', ref: 'loop-back' }] },
  'loop-back': { id: 'loop-back', body: [{ type: 'fragment', ref: 'loop' }] },
};

/**
 * Catalogues as a caller hands them in: two routes, three fragments, two endpoints, one shell message,
 * and the app's URL gate.
 */
export function catalogues(contracts: Partial<Catalogues['endpoints']> = {}): Catalogues {
  return {
    registries: { validators, widgets: widgetTypes, actions: actionRegistry, filters: filterRegistry },
    language: languageOf(editorSchema),
    routes: {
      notFound: 'missing',
      routes: [
        { path: '/', screen: 'home' },
        { path: '/profile', screen: 'profile' },
      ],
    },
    fragments: {
      ids: Object.keys(fragmentFiles),
      load: async (id) => fragmentFiles[id],
      folder: 'configs',
    },
    endpoints: {
      names: ['profile', 'save'],
      changesState: (name) => name === 'save',
      listedIn: 'the endpoint list',
      documentedIn: 'the reference',
      ...contracts,
    },
    bridgeMessages: ['close'],
    links: linkGate,
  };
}

export const screen = (body: unknown[], extra: Record<string, unknown> = {}) => ({
  id: 'home',
  title: 'Home',
  body,
  ...extra,
});

export const said = async (raw: unknown, c = catalogues(), options = {}) =>
  (await checkDescriptor(raw, c, options)).problems.map(
    (p) =>
      `${p.fragment ? `${p.fragment}:` : ''}${p.path}: ${p.level === 'warning' ? 'warning: ' : ''}${p.message}`,
  );
