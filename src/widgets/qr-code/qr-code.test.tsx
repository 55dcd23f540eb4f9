/** The qr-code widget: a value drawn as a QR code the borrower can scan. */
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderBody, setUpMockBackend } from '../../../tests/screens/render-screen';

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
});
