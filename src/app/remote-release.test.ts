import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  asManifest,
  hasExpired,
  rolloutBucket,
  sha256Hex,
  supportsApp,
  takesRelease,
  type ReleaseManifest,
} from './remote-release';

const manifest = (over: Partial<ReleaseManifest> = {}): ReleaseManifest => ({
  releaseId: 'r20261125100000-abcdef01',
  createdAt: '2026-11-25T10:00:00.000Z',
  expiresAt: '2026-12-09T10:00:00.000Z',
  appVersions: {},
  screens: { 'about-us': 'a'.repeat(64) },
  fragments: {},
  previous: null,
  previousHash: null,
  releaseNumber: 1,
  signature: 'A'.repeat(86),
  ...over,
});

describe('a staged release', () => {
  it('takes about its share of 1000 devices, the same ones every time', () => {
    const staged = manifest({ rollout: { percent: 10 } });
    const devices = Array.from({ length: 1000 }, (_, i) => `device-${i}-${(i * 7919) % 1000}`);
    const inside = devices.filter((d) => takesRelease(staged, d));
    expect(inside.length).toBeGreaterThanOrEqual(70);
    expect(inside.length).toBeLessThanOrEqual(130);
    expect(devices.filter((d) => takesRelease(staged, d))).toEqual(inside);
  });

  it('draws each release’s share anew, and takes every device without a percentage', () => {
    const devices = Array.from({ length: 1000 }, (_, i) => `d${i}`);
    const a = devices.filter((d) => rolloutBucket(d, 'r1') < 10);
    const b = devices.filter((d) => rolloutBucket(d, 'r2') < 10);
    expect(a).not.toEqual(b);
    expect(devices.every((d) => takesRelease(manifest(), d))).toBe(true);
    expect(devices.some((d) => takesRelease(manifest({ rollout: { percent: 0 } }), d))).toBe(false);
  });
});

describe('a manifest read from the network', () => {
  it('is taken only with its shape', () => {
    expect(asManifest(manifest())).not.toBeNull();
    expect(asManifest(null)).toBeNull();
    expect(asManifest({ ...manifest(), screens: { x: 'not-a-hash' } })).toBeNull();
    expect(asManifest({ ...manifest(), releaseId: '../../etc' })).toBeNull();
    expect(asManifest({ ...manifest(), rollout: { percent: 101 } })).toBeNull();
    expect(asManifest({ ...manifest(), signature: undefined })).toBeNull();
    expect(asManifest({ ...manifest(), signature: 'not base64url!' })).toBeNull();
    expect(asManifest({ ...manifest(), releaseNumber: undefined })).toBeNull();
    expect(asManifest({ ...manifest(), releaseNumber: 0 })).toBeNull();
    expect(asManifest({ ...manifest(), releaseNumber: 2.5 })).toBeNull();
  });

  it('is taken only with an expiry, and a previous release only with its hash', () => {
    expect(asManifest({ ...manifest(), expiresAt: undefined })).toBeNull();
    expect(asManifest({ ...manifest(), expiresAt: 'next week' })).toBeNull();
    expect(asManifest({ ...manifest(), expiresAt: '2026-13-45T10:00:00.000Z' })).toBeNull();
    const later = { previous: 'r20261124100000-abcdef01', previousHash: 'b'.repeat(64) };
    expect(asManifest(manifest(later))).not.toBeNull();
    expect(asManifest({ ...manifest(later), previousHash: null })).toBeNull();
    expect(asManifest({ ...manifest(later), previousHash: undefined })).toBeNull();
    expect(asManifest({ ...manifest(later), previous: '../../manifest' })).toBeNull();
  });

  it('expires at its expiry, not before', () => {
    const at = Date.parse('2026-12-09T10:00:00.000Z');
    expect(hasExpired(manifest(), at - 1)).toBe(false);
    expect(hasExpired(manifest(), at)).toBe(true);
    expect(hasExpired(manifest(), at + 1)).toBe(true);
  });

  it('supports the app versions it names', () => {
    const ranged = manifest({ appVersions: { min: '1.2.0', max: '1.10.0' } });
    expect(supportsApp(ranged, '1.2.0')).toBe(true);
    expect(supportsApp(ranged, '1.9.3')).toBe(true);
    expect(supportsApp(ranged, '1.10.0')).toBe(true);
    expect(supportsApp(ranged, '1.1.9')).toBe(false);
    expect(supportsApp(ranged, '1.11')).toBe(false);
  });
});

it('hashes bytes as the release script does', async () => {
  const bytes = new TextEncoder().encode('{"id":"about-us"}\n');
  expect(await sha256Hex(bytes)).toBe(createHash('sha256').update(bytes).digest('hex'));
});
