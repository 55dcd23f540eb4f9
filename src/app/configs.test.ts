// @vitest-environment jsdom
/** The descriptors a route page carries inline are used first; everything else comes from its own file. */
import { afterEach, describe, expect, it, vi } from 'vitest';

async function freshSource(inline: string | null) {
  document.getElementById('screen-descriptors')?.remove();
  if (inline !== null) {
    const element = document.createElement('script');
    element.type = 'application/json';
    element.id = 'screen-descriptors';
    element.textContent = inline;
    document.body.appendChild(element);
  }
  vi.resetModules();
  return (await import('./configs')).descriptorSource;
}

afterEach(() => document.getElementById('screen-descriptors')?.remove());

describe('descriptor source', () => {
  it('reads the screen and fragments the page carries, and the others from their files', async () => {
    const source = await freshSource(
      JSON.stringify({
        screens: { 'bind-bank': { id: 'bind-bank', title: 'Carried by the page' } },
        fragments: { 'detail-rows': { id: 'detail-rows', body: [] } },
      }),
    );
    expect(await source.bundledScreen('bind-bank')).toEqual({
      id: 'bind-bank',
      title: 'Carried by the page',
    });
    expect(await source.bundledFragment('detail-rows')).toEqual({ id: 'detail-rows', body: [] });
    expect(await source.bundledScreen('confirm-use')).toMatchObject({
      id: 'confirm-use',
      title: 'Loan confirmation',
    });
    expect(await source.bundledFragment('offer-summary')).toMatchObject({ id: 'offer-summary' });
    expect(await source.bundledScreen('no-such-screen')).toBeUndefined();
    // Inherited names are not descriptors.
    expect(await source.bundledScreen('toString')).toBeUndefined();
  });

  it('falls back to the files when the page carries nothing readable', async () => {
    const source = await freshSource('{"screens": {"bind-bank": ');
    expect(await source.bundledScreen('bind-bank')).toMatchObject({
      id: 'bind-bank',
      title: 'Payment account information',
    });
  });

  it('falls back to the files on a page without inline descriptors', async () => {
    const source = await freshSource(null);
    expect(await source.bundledScreen('bind-bank')).toMatchObject({ id: 'bind-bank' });
  });
});

describe('a remote descriptor', () => {
  it('is refused when larger than the cap, declared or not, and read when within it', async () => {
    const { readCapped, MAX_DESCRIPTOR_BYTES } = await import('./configs');
    const big = JSON.stringify({ id: 'x', body: 'y'.repeat(15 * 1024 * 1024) });
    await expect(readCapped(new Response(big))).rejects.toThrow(`larger than ${MAX_DESCRIPTOR_BYTES} bytes`);
    const declared = new Response('{}', { headers: { 'content-length': String(15 * 1024 * 1024) } });
    await expect(readCapped(declared)).rejects.toThrow('larger than');
    const small = JSON.stringify({ id: 'x', title: 'Añadir' });
    expect(await readCapped(new Response(small))).toBe(small);
  });
});
