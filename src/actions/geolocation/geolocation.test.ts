// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakePorts, testSession } from '../../../tests/session';
import type { ActionDescriptor } from '../../schema/base';

const locate = { type: 'geolocation', target: 'state.where' } as ActionDescriptor;

/** The phone's location service: it answers each request with `answer`. */
function phoneLocation(answer: (ok: PositionCallback, fail: PositionErrorCallback) => void) {
  vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition: answer } });
}

describe('geolocation', () => {
  afterEach(() => void vi.unstubAllGlobals());

  it('writes the position, rounded, to its target', async () => {
    phoneLocation((ok) =>
      ok({
        coords: { latitude: 14.59951234, longitude: 120.98421987, accuracy: 12.6 },
      } as GeolocationPosition),
    );
    const session = testSession('register', fakePorts());
    expect(await session.run([locate])).toBe(true);
    expect(session.resolve('{{ state.where }}')).toEqual({
      latitude: 14.599512,
      longitude: 120.98422,
      accuracy: 13,
    });
  });

  it('writes the reason when the borrower refuses, and the list stops', async () => {
    phoneLocation((_ok, fail) =>
      fail({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    );
    const session = testSession('register', fakePorts());
    expect(await session.run([locate])).toBe(false);
    expect(session.resolve('{{ state.where }}')).toEqual({ error: 'User denied Geolocation' });
  });

  it('says the device cannot share its location where there is no location service', async () => {
    vi.stubGlobal('navigator', {});
    const session = testSession('register', fakePorts());
    expect(await session.run([locate])).toBe(false);
    expect(session.resolve('{{ state.where }}')).toEqual({ error: 'This device cannot share its location.' });
  });
});
