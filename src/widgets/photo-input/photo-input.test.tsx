/** The photo-input widget: a photo taken or picked, previewed at once. */
import { describe, expect, it } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
import { renderBody, setUpMockBackend, user } from '../../../tests/screens/render-screen';

setUpMockBackend();

describe('photo-input', () => {
  it('asks for the camera it names and previews the picture picked', async () => {
    renderBody([{ type: 'photo-input', label: 'Take a photo', capture: 'environment' }]);
    const input = await screen.findByLabelText('Take a photo');
    expect(input).toHaveAttribute('capture', 'environment');
    expect(input).toHaveAttribute('accept', 'image/*');
    await user().upload(
      input,
      new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('img', { name: 'Photo preview' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
  });

  it('says a file that is not a picture cannot be shown', async () => {
    renderBody([{ type: 'photo-input', label: 'Take a photo' }]);
    const input = await screen.findByLabelText('Take a photo');
    // Picked through "all files", which the accept list only suggests.
    fireEvent.change(input, {
      target: { files: [new File(['<p>hi</p>'], 'x.html', { type: 'text/html' })] },
    });
    expect(await screen.findByText('This file cannot be shown.')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Photo preview' })).toBeNull();
  });
});
