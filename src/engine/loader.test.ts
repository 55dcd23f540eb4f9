/** Remote descriptors are used only when they validate and fit this app; otherwise the bundled one, with the reason reported. */
import { describe, expect, it } from 'vitest';
import { loadScreen, type DescriptorSource } from './loader';
import { widgets } from '../generated/widgets';
import { actionRegistry } from '../generated/actions';
import { validators } from '../generated/validator-set';

const bundled = { id: 'hello', title: 'Bundled', body: [{ type: 'text', text: 'bundled copy' }] };
const ctx = { validators, widgets, actions: actionRegistry };

function setup(remote: unknown | Error) {
  const fetched: string[] = [];
  const warnings: { code: string; message: string }[] = [];
  const source: DescriptorSource = {
    bundledScreen: async (id) => (id === 'hello' ? bundled : undefined),
    bundledFragment: async () => undefined,
    remoteBase: 'https://cdn.example.com/screens/',
    fetchJson: async (url) => {
      fetched.push(url);
      if (remote instanceof Error) throw remote;
      return remote;
    },
    appVersion: '1.4.0',
  };
  const reporter = { warn: (w: { code: string; message: string }) => void warnings.push(w) };
  return { load: () => loadScreen('hello', source, ctx, reporter), fetched, warnings };
}

const remote = (extra: Record<string, unknown> = {}) => ({
  id: 'hello',
  title: 'Remote',
  schemaVersion: 1,
  body: [{ type: 'text', text: 'remote copy' }],
  ...extra,
});

describe('remote descriptors', () => {
  it('uses a valid remote descriptor that fits the app, fetched from <base>/<id>.json', async () => {
    const { load, fetched, warnings } = setup(remote({ minAppVersion: '1.4.0' }));
    const loaded = await load();
    expect(fetched).toEqual(['https://cdn.example.com/screens/hello.json']);
    expect(loaded.origin).toBe('remote');
    expect(loaded.screen.title).toBe('Remote');
    expect(warnings).toEqual([]);
  });

  it.each([
    [
      'an invalid descriptor',
      remote({ body: [{ type: 'txet', text: 'x' }] }),
      /it is invalid: \/body\/0\/type: unknown widget type 'txet' \(did you mean 'text'\?\)/,
    ],
    [
      'a newer descriptor language',
      remote({ schemaVersion: 2 }),
      /descriptor language version 2; this app knows version 1/,
    ],
    [
      'a newer minimum app version',
      remote({ minAppVersion: '2.0.0' }),
      /needs app version 2\.0\.0; this app is 1\.4\.0/,
    ],
    ['a network failure', new Error('HTTP 503'), /HTTP 503/],
    ['something that is not JSON object', 'oops', /not a JSON object/],
  ])('falls back to the bundled descriptor on %s and reports why', async (_name, answer, why) => {
    const { load, warnings } = setup(answer);
    const loaded = await load();
    expect(loaded.origin).toBe('bundled');
    expect(loaded.screen.title).toBe('Bundled');
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.code).toBe('remote-config-rejected');
    expect(warnings[0]!.message).toContain('https://cdn.example.com/screens/hello.json not used');
    expect(warnings[0]!.message).toMatch(why);
  });
});
