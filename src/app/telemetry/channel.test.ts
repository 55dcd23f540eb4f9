/**
 * The telemetry channel on a fake page: what leaves, when, to where, and in what form. Each batch is
 * decoded with the official OTLP protobuf definitions (tests/otlp.ts), as a collector reads it.
 */
import { describe, expect, it, vi } from 'vitest';
import { decodeLogs } from '../../../tests/otlp';
import { MAX_BATCH, startChannel, type ChannelOptions } from './channel';
import { createTelemetry } from './telemetry';

/** A page whose events the test fires, with the beacons it sent. */
function fakePage(href = 'https://m.example.ph/bindBank') {
  const listeners = new Map<string, (() => void)[]>();
  const page = {
    location: { href } as Location,
    document: { visibilityState: 'visible' as DocumentVisibilityState },
    addEventListener: (type: string, fn: () => void) =>
      listeners.set(type, [...(listeners.get(type) ?? []), fn]),
  };
  const fire = (type: string) => listeners.get(type)?.forEach((fn) => fn());
  return { page: page as unknown as ChannelOptions['page'], fire, state: page.document };
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
  };
}

async function start(
  settings: ChannelOptions['settings'],
  over: Partial<ChannelOptions> = {},
  before: (t: ReturnType<typeof createTelemetry>) => void = () => undefined,
) {
  const telemetry = createTelemetry(() => Date.UTC(2026, 10, 25, 9, 0));
  before(telemetry);
  const sent: { url: string; type: string; body: string }[] = [];
  const { page, fire, state } = fakePage();
  const pending: Promise<void>[] = [];
  const channel = startChannel(telemetry, {
    settings,
    resource: { 'service.name': 'loan-screens', 'service.version': '1.0.0' },
    session: () => ({
      deviceId: 'dev-7f3a9c',
      sessionId: 'sess-5521',
      building: 'bld-secret-1',
      productId: '1',
    }),
    page,
    storage: memoryStorage(),
    beacon: (url, blob) => {
      pending.push(blob.text().then((body) => void sent.push({ url, type: blob.type, body })));
      return true;
    },
    random: () => 0.5,
    now: () => Date.UTC(2026, 10, 25, 9, 1),
    ...over,
  });
  const settle = () => Promise.all(pending);
  return { telemetry, channel, sent, fire, state, settle };
}

describe('the telemetry channel', () => {
  it('sends the batch as one OTLP/HTTP JSON logs export when the page is hidden, and nothing before', async () => {
    const { telemetry, sent, fire, state, settle } = await start(
      { collectorUrl: '/v1/logs' },
      { batchWaitMs: 60_000 },
    );
    telemetry.log('config.release.active', { 'config.release': 'r20261125090000-1a2b3c4d' });
    telemetry.log(
      'config.release.refused',
      { 'config.release': 'r1', 'config.screen': 'bind-bank', 'config.reason': 'hash' },
      'warn',
    );
    await settle();
    expect(sent).toEqual([]);
    state.visibilityState = 'hidden';
    fire('visibilitychange');
    fire('pagehide');
    await settle();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.url).toBe('https://m.example.ph/v1/logs');
    expect(sent[0]!.type).toBe('application/json');
    const { logs } = decodeLogs(sent[0]!.body);
    expect(logs).toEqual([
      {
        event: 'config.release.active',
        severityText: 'INFO',
        body: 'config.release.active config.release=r20261125090000-1a2b3c4d',
        attributes: { 'config.release': 'r20261125090000-1a2b3c4d' },
        resource: { 'service.name': 'loan-screens', 'service.version': '1.0.0' },
      },
      expect.objectContaining({
        event: 'config.release.refused',
        severityText: 'WARN',
        attributes: { 'config.release': 'r1', 'config.screen': 'bind-bank', 'config.reason': 'hash' },
      }),
    ]);
  });

  it('sends what was noted before it connected at once, and what comes later a moment after, together', async () => {
    vi.useFakeTimers();
    try {
      const { telemetry, sent, settle } = await start(
        { collectorUrl: '/v1/logs' },
        { batchWaitMs: 3000 },
        (t) => t.log('config.release.active', { 'config.release': 'bundled' }),
      );
      await settle();
      expect(sent).toHaveLength(1);
      expect(decodeLogs(sent[0]!.body).logs.map((l) => l.event)).toEqual(['config.release.active']);
      telemetry.log('web-vital', { name: 'LCP' });
      vi.advanceTimersByTime(2000);
      telemetry.log('web-vital', { name: 'CLS' });
      await settle();
      expect(sent).toHaveLength(1);
      vi.advanceTimersByTime(1000);
      await settle();
      expect(sent).toHaveLength(2);
      expect(decodeLogs(sent[1]!.body).logs.map((l) => l.attributes.name)).toEqual(['LCP', 'CLS']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends a full batch at once', async () => {
    const { telemetry, sent, settle } = await start({ collectorUrl: 'https://otel.example.ph/v1/logs' });
    for (let i = 0; i < MAX_BATCH; i += 1) telemetry.log('web-vital', { value: i });
    await settle();
    expect(sent).toHaveLength(1);
    expect(decodeLogs(sent[0]!.body).logs).toHaveLength(MAX_BATCH);
  });

  it('leaves out every common parameter and header secret, by name and by value', async () => {
    const { telemetry, sent, fire, settle } = await start({ collectorUrl: '/v1/logs' });
    telemetry.log('config.release.refused', {
      'config.reason': 'fetch of https://cdn.example.ph/m.json?sessionId=sess-5521&x=1 failed for dev-7f3a9c',
      deviceId: 'dev-7f3a9c',
      'http.building': 'bld-secret-1',
      'config.screen': 'bind-bank',
      count: 3,
    });
    fire('pagehide');
    await settle();
    const { logs } = decodeLogs(sent[0]!.body);
    expect(logs[0]!.attributes).toEqual({
      'config.reason':
        'fetch of https://cdn.example.ph/m.json?sessionId=[redacted]&x=1 failed for [redacted]',
      'config.screen': 'bind-bank',
      count: 3,
    });
    for (const secret of ['dev-7f3a9c', 'sess-5521', 'bld-secret-1'])
      expect(sent[0]!.body).not.toContain(secret);
  });

  it('sends nothing without a collector URL, for a URL that is not http(s), or outside the sample', async () => {
    for (const [settings, random] of [
      [undefined, 0],
      [{ collectorUrl: 'javascript:alert(1)' }, 0],
      [{ collectorUrl: '/v1/logs', sampleRate: 0.25 }, 0.5],
      [{ collectorUrl: '/v1/logs', sampleRate: 0 }, 0],
    ] as const) {
      const { telemetry, sent, channel, fire, settle } = await start(settings, { random: () => random });
      telemetry.log('config.release.active');
      fire('pagehide');
      await settle();
      expect(sent).toEqual([]);
      expect(channel.url).toBeNull();
    }
  });

  it('sends a `once` record once per session, a reload of the page included', async () => {
    const storage = memoryStorage();
    const firstLoad = await start({ collectorUrl: '/v1/logs' }, { storage });
    firstLoad.telemetry.once('release:r1', 'config.release.active', { 'config.release': 'r1' });
    firstLoad.telemetry.once('release:r1', 'config.release.active', { 'config.release': 'r1' });
    firstLoad.fire('pagehide');
    const reload = await start({ collectorUrl: '/v1/logs' }, { storage });
    reload.telemetry.once('release:r1', 'config.release.active', { 'config.release': 'r1' });
    reload.telemetry.once('release:r2', 'config.release.active', { 'config.release': 'r2' });
    reload.fire('pagehide');
    await Promise.all([firstLoad.settle(), reload.settle()]);
    const sent = [...firstLoad.sent, ...reload.sent].flatMap((s) => decodeLogs(s.body).logs);
    expect(sent.map((l) => l.attributes['config.release'])).toEqual(['r1', 'r2']);
    // Another tab (a new session) sends it again.
    const other = await start({ collectorUrl: '/v1/logs' });
    other.telemetry.once('release:r1', 'config.release.active');
    other.fire('pagehide');
    await other.settle();
    expect(other.sent).toHaveLength(1);
  });

  it('draws the sample once per session: a reload keeps the decision', async () => {
    const storage = memoryStorage();
    const first = await start({ collectorUrl: '/v1/logs', sampleRate: 0.5 }, { storage, random: () => 0.1 });
    expect(first.channel.url).not.toBeNull();
    const reload = await start({ collectorUrl: '/v1/logs', sampleRate: 0.5 }, { storage, random: () => 0.9 });
    expect(reload.channel.url).not.toBeNull();
  });

  it('falls back to a keepalive request, naming no page, when the browser refuses the beacon', async () => {
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    try {
      const { telemetry, fire } = await start({ collectorUrl: '/v1/logs' }, { beacon: () => false });
      telemetry.log('config.release.active');
      fire('pagehide');
      expect(fetch).toHaveBeenCalledWith(
        'https://m.example.ph/v1/logs',
        expect.objectContaining({
          method: 'POST',
          keepalive: true,
          credentials: 'omit',
          referrerPolicy: 'no-referrer',
        }),
      );
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
