import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderScreen, setUpMockBackend, user } from './render-screen';

const mock = setUpMockBackend({ unhandled: 'bypass' });
afterEach(() => {
  Reflect.deleteProperty(navigator, 'contacts');
  Reflect.deleteProperty(navigator, 'geolocation');
});

describe('test preview', () => {
  it('keeps the device parameters across a reload and opens pages with them', async () => {
    const first = renderScreen('/testPreview?deviceId=dev-1');
    expect(await screen.findByLabelText('Device id')).toHaveValue('dev-1');
    await user().type(screen.getByLabelText('Product id'), '4');
    await user().type(screen.getByLabelText('Order id'), 'OD1001');
    await new Promise((r) => setTimeout(r, 100));
    first.unmount();

    const view = renderScreen('/testPreview');
    expect(await screen.findByLabelText('Order id')).toHaveValue('OD1001');
    await user().click(screen.getByRole('button', { name: 'Extension' }));
    await waitFor(() => expect(view.store.getState().route.path).toBe('/repayDelay'));
    expect(view.store.getState().route.query).toMatchObject({
      productId: '4',
      orderId: 'OD1001',
      deviceId: 'dev-1',
    });
  });

  it('shows a clear message where the Contact Picker API is missing, and the contact where it exists', async () => {
    renderScreen('/testPreview');
    await user().click(await screen.findByRole('button', { name: 'Pick a contact' }));
    expect(
      await screen.findByText('This browser cannot pick contacts. Please type the number instead.'),
    ).toBeInTheDocument();
    Object.defineProperty(navigator, 'contacts', {
      configurable: true,
      value: { select: async () => [{ name: ['Ana'], tel: ['09171234567'] }] },
    });
    await user().click(screen.getByRole('button', { name: 'Pick a contact' }));
    expect(await screen.findByText('Contact: Ana 09171234567')).toBeInTheDocument();
  });

  it('shows the coordinates or the error of the geolocation', async () => {
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (ok: (p: unknown) => void) =>
          ok({ coords: { latitude: 14.5547123, longitude: 121.0244456, accuracy: 12.4 } }),
      },
    });
    renderScreen('/testPreview');
    await user().click(await screen.findByRole('button', { name: 'Get my location' }));
    expect(await screen.findByText('Latitude 14.554712, longitude 121.024446 (±12 m)')).toBeInTheDocument();
    Object.defineProperty(navigator, 'geolocation', {
      configurable: true,
      value: {
        getCurrentPosition: (_: unknown, fail: (e: unknown) => void) =>
          fail({ message: 'User denied Geolocation' }),
      },
    });
    await user().click(screen.getByRole('button', { name: 'Get my location' }));
    expect(await screen.findByText('User denied Geolocation')).toBeInTheDocument();
  });

  it('previews a chosen photo without uploading it', async () => {
    renderScreen('/testPreview');
    await screen.findByLabelText('Photo');
    const before = mock.requests.length;
    const png = new File(
      [
        Uint8Array.from(
          atob(
            'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
          ),
          (c) => c.charCodeAt(0),
        ),
      ],
      'p.png',
      { type: 'image/png' },
    );
    await user().upload(await screen.findByLabelText('Photo'), png);
    expect(await screen.findByRole('img', { name: 'Photo preview' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    expect(mock.requests.slice(before)).toEqual([]);
  });
});
