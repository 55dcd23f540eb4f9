/**
 * The language's shared cases (tests/language/*.json) in the descriptor checker: a binding or a filter
 * call written wrong is reported at its JSON path with what the case says (the closest known root or
 * filter included), one written right is not, and a malformed condition is refused where it stands.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bindingCases, conditionCases, filterCases, type TextCase } from '../../../tests/language/cases';
import { actionRegistry } from '../../generated/actions';
import { filterRegistry } from '../../generated/filters';
import { validators } from '../../generated/validator-set';
import { widgets } from '../../generated/widgets';
import type { Catalogues } from './catalogues';
import { checkDescriptor } from './check-descriptor';
import { languageOf } from './language';

const editorSchema = JSON.parse(
  readFileSync(resolve(import.meta.dirname, '../../../schemas/screen.schema.json'), 'utf8'),
) as Parameters<typeof languageOf>[0];

/** The app's registries; no routes, fragments, endpoints or shell messages (the cases use none). */
const catalogues: Catalogues = {
  registries: { validators, widgets, actions: actionRegistry, filters: filterRegistry },
  language: languageOf(editorSchema),
  routes: undefined,
  fragments: { ids: [], load: async () => undefined, folder: 'configs' },
  endpoints: {
    names: [],
    changesState: () => false,
    listedIn: 'the endpoint list',
    documentedIn: 'the reference',
  },
  bridgeMessages: [],
};

/** The errors the checker reports at or under `path` of a screen with `node`, its state as the case's. */
async function errorsAt(node: Record<string, unknown>, scope: Record<string, unknown>, path: string) {
  const screen = { id: 'home', title: 'Home', state: scope.state ?? {}, body: [node] };
  const { problems } = await checkDescriptor(screen, catalogues);
  return problems
    .filter((p) => p.level === 'error' && (p.path === path || p.path.startsWith(`${path}/`)))
    .map((p) => p.message);
}

/** The errors about the language itself: a binding's shape, its root, its filters. */
const languageErrors = (errors: string[]) => errors.filter((m) => /binding|filter/.test(m));

async function reportedAsExpected({ text, scope, error }: TextCase) {
  const errors = await errorsAt({ type: 'text', text }, scope, '/body/0/text');
  // Exactly the one mistake the case names (a read of data without a source is the screen's, not the
  // language's: the cases declare no sources).
  expect(languageErrors(errors)).toEqual(error ? [expect.stringContaining(error)] : []);
}

describe('binding cases', () => {
  it.each(bindingCases().map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await reportedAsExpected(c);
  });
});

describe('filter cases', () => {
  it.each(filterCases().map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    await reportedAsExpected(c);
  });
});

describe('condition cases', () => {
  it.each(conditionCases().map((c) => [c.name, c] as const))(
    '%s',
    async (_name, { condition, scope, invalid }) => {
      const errors = await errorsAt(
        { type: 'text', text: 'x', visible: condition },
        scope,
        '/body/0/visible',
      );
      if (invalid) expect(errors).not.toEqual([]);
      else expect(errors).toEqual([]);
    },
  );
});
