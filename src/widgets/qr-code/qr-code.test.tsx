/** The qr-code widget: a value drawn as a QR code the borrower can scan. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import jsQR from 'jsqr';
import { renderBody, setUpMockBackend } from '../../../tests/screens/render-screen';

/** What a phone's scanner reads from a drawn code: its path's modules painted 4 px each on white. */
function scan(svg: Element): string | null {
  const modules = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const scale = 4;
  const side = modules * scale;
  const pixels = new Uint8ClampedArray(side * side * 4).fill(255);
  for (const [, x, y] of svg
    .querySelector('path')!
    .getAttribute('d')!
    .matchAll(/M(\d+) (\d+)h1v1h-1z/g))
    for (let dy = 0; dy < scale; dy += 1)
      for (let dx = 0; dx < scale; dx += 1) {
        const at = ((Number(y) * scale + dy) * side + Number(x) * scale + dx) * 4;
        pixels.fill(0, at, at + 3);
      }
  return jsQR(pixels, side, side)?.data ?? null;
}

setUpMockBackend();

describe('qr-code', () => {
  it('draws its value, named by its label, at its size', async () => {
    renderBody([{ type: 'qr-code', value: '{{ state.payCode }}', label: 'QR code to pay', size: 180 }], {
      state: { payCode: 'PAY-0001' },
    });
    const code = await screen.findByRole('img', { name: 'QR code to pay' });
    expect(code).toHaveAttribute('width', '180');
    expect(code.querySelector('path')!.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
  });

  it('draws a different code for a different value, and nothing for an empty one', async () => {
    renderBody([
      { type: 'qr-code', value: 'PAY-0001', label: 'First' },
      { type: 'qr-code', value: 'PAY-0002', label: 'Second' },
      { type: 'qr-code', value: '{{ state.none }}', label: 'Empty' },
    ]);
    const first = await screen.findByRole('img', { name: 'First' });
    const second = screen.getByRole('img', { name: 'Second' });
    expect(first.querySelector('path')!.getAttribute('d')).not.toBe(
      second.querySelector('path')!.getAttribute('d'),
    );
    expect(screen.queryByRole('img', { name: 'Empty' })).toBeNull();
  });

  it('scans back to its value: a pay code, a long payment link, and copy with accents', async () => {
    const values = [
      'PAY-0001',
      'https://pay.example.com/repay?code=7Q2M-99XK-0031&amount=545000&channel=7-Eleven',
      'Bayad sa Piso Loan — ₱5,450.00',
    ];
    renderBody(values.map((value, i) => ({ type: 'qr-code', value, label: `Code ${i}` })));
    for (const [i, value] of values.entries())
      expect(scan(await screen.findByRole('img', { name: `Code ${i}` }))).toBe(value);
  });

  it('draws nothing for a value too long for any QR code', async () => {
    renderBody([
      { type: 'qr-code', value: 'x'.repeat(4000), label: 'Too long' },
      { type: 'qr-code', value: 'PAY-0001', label: 'Fits' },
    ]);
    await screen.findByRole('img', { name: 'Fits' });
    expect(screen.queryByRole('img', { name: 'Too long' })).toBeNull();
  });
});
