/** Remote descriptors are used only when they validate and fit this app; otherwise the bundled one, with the reason reported. */
import { describe, expect, it } from 'vitest';
import { loadScreen, type DescriptorSource, type RemoteRelease } from './loader';
import { widgets } from '../../generated/widgets';
import { actionRegistry } from '../../generated/actions';
import { filterRegistry } from '../../generated/filters';
import { validators } from '../../generated/validator-set';

const bundled = { id: 'hello', title: 'Bundled', body: [{ type: 'text', text: 'bundled copy' }] };
const ctx = { validators, widgets, actions: actionRegistry, filters: filterRegistry };

interface Set {
  screens?: Record<string, unknown>;
  fragments?: Record<string, unknown>;
  /** Thrown when a screen is asked for. */
  failure?: Error;
}

function setup(remote: unknown | Error, set: Set = {}) {
  const asked: string[] = [];
  const warnings: { code: string; message: string }[] = [];
  const release: RemoteRelease = {
    label: 'r20261125-abc',
    screen: async (id) => {
      asked.push(`screen ${id}`);
      if (remote instanceof Error) throw remote;
      return id === 'hello' ? remote : set.screens?.[id];
    },
    fragment: async (id) => {
      asked.push(`fragment ${id}`);
      return set.fragments?.[id];
    },
  };
  const source: DescriptorSource = {
    bundledScreen: async (id) => (id === 'hello' ? bundled : undefined),
    bundledFragment: async (id) =>
      id === 'greeting' ? { id, body: [{ type: 'text', text: 'bundled fragment' }] } : undefined,
    remote: async () => release,
    appVersion: '1.4.0',
  };
  const reporter = { warn: (w: { code: string; message: string }) => void warnings.push(w) };
  return { load: () => loadScreen('hello', { ...ctx, source, reporter }), asked, warnings };
}

const remote = (extra: Record<string, unknown> = {}) => ({
  id: 'hello',
  title: 'Remote',
  schemaVersion: 1,
  body: [{ type: 'text', text: 'remote copy' }],
  ...extra,
});

describe('remote descriptors', () => {
  it('uses a valid remote descriptor that fits the app, from the session’s release', async () => {
    const { load, asked, warnings } = setup(remote({ minAppVersion: '1.4.0' }));
    const loaded = await load();
    expect(asked).toEqual(['screen hello']);
    expect(loaded.origin).toBe('remote');
    expect(loaded.screen.title).toBe('Remote');
    expect(warnings).toEqual([]);
  });

  it.each([
    [
      'an invalid descriptor',
      remote({ body: [{ type: 'txet', text: 'x' }] }),
      /it is invalid: has an unknown type 'txet' \(did you mean 'text'\?\) — at \/body\/0\/type/,
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
    expect(warnings[0]!.message).toContain('remote descriptor of release r20261125-abc not used');
    expect(warnings[0]!.message).toMatch(why);
  });

  it('attaches the fragments of the same release to a remote screen, never the bundled ones', async () => {
    const screen = remote({ body: [{ type: 'fragment', ref: 'greeting' }] });
    const fragment = { id: 'greeting', body: [{ type: 'text', text: 'release fragment' }] };
    const { load, asked, warnings } = setup(screen, { fragments: { greeting: fragment } });
    const loaded = await load();
    expect(warnings).toEqual([]);
    expect(asked).toEqual(['screen hello', 'fragment greeting']);
    expect(JSON.stringify(loaded.screen.body)).toContain('release fragment');
    expect(JSON.stringify(loaded.screen.body)).not.toContain('bundled fragment');
  });

  it('keeps the bundled screen, without a report, when the release has no copy of it', async () => {
    const { load, warnings } = setup(undefined);
    const loaded = await load();
    expect(loaded.origin).toBe('bundled');
    expect(warnings).toEqual([]);
  });
});
