/** The image-upload widget: pictures checked by content, re-encoded smaller, uploaded as they are picked. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderBody, setUpMockBackend, user } from '../../../tests/screens/render-screen';
import { fakePictureDecoder } from '../../../tests/picture-decoder';

const mock = setUpMockBackend();

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const png = (name: string, size = 64) => {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE);
  return new File([bytes], name, { type: 'image/png' });
};

const upload = {
  type: 'image-upload',
  bind: 'state.images',
  endpoint: 'uploadProblemImg',
  fileField: 'problemImage',
  max: 2,
  label: 'Add a picture',
};

const { drawn } = fakePictureDecoder();

describe('image-upload', () => {
  it('uploads each picture picked, up to its most, and hides the picker when full', async () => {
    renderBody([upload, { type: 'text', text: 'Kept: {{ state.images | length }}' }]);
    expect(await screen.findByText('0/2')).toBeInTheDocument();
    await user().upload(screen.getByLabelText('Add a picture'), [png('a.png'), png('b.png'), png('c.png')]);
    await waitFor(() => expect(screen.getByText('2/2')).toBeInTheDocument());
    expect(screen.getByText('Kept: 2')).toBeInTheDocument();
    expect(mock.requestsTo('uploadProblemImg')).toHaveLength(2);
    expect(screen.queryByLabelText('Add a picture')).toBeNull();
  });

  it('sends a 12-megapixel photo as a JPEG 1600 px on its longest side', async () => {
    renderBody([upload]);
    await user().upload(await screen.findByLabelText('Add a picture'), png('receipt.png', 20 * 1024 * 1024));
    await waitFor(() => expect(mock.requestsTo('uploadProblemImg')).toHaveLength(1));
    expect(drawn).toEqual([{ width: 1600, height: 1200 }]);
    // What the bytes come to is checked in Chromium (tests/e2e/complaint.e2e.ts): jsdom draws nothing.
    expect(mock.requestsTo('uploadProblemImg')[0]!.fields.problemImage).toMatchObject({ type: 'image/jpeg' });
  });

  it.each([
    [
      'an HTML page named .png',
      new File(['<html><script>alert(1)</script>'], 'photo.png', { type: 'image/png' }),
    ],
    ['a program', new File([new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0])], 'setup.exe')],
  ])('refuses %s by its content: nothing is sent, the borrower is told', async (_name, file) => {
    renderBody([upload]);
    // A file manager may offer any file whatever `accept` says.
    await userEvent.setup({ applyAccept: false }).upload(await screen.findByLabelText('Add a picture'), file);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only pictures can be uploaded (JPEG, PNG, GIF or WebP).',
    );
    expect(mock.requestsTo('uploadProblemImg')).toHaveLength(0);
    expect(screen.getByText('0/2')).toBeInTheDocument();
  });

  it('refuses a file over its maxFileMb before reading it', async () => {
    renderBody([{ ...upload, maxFileMb: 5 }]);
    await user().upload(await screen.findByLabelText('Add a picture'), png('huge.png', 6 * 1024 * 1024));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This picture is too large: choose one under 5 MB.',
    );
    expect(createImageBitmap).not.toHaveBeenCalled();
    expect(mock.requestsTo('uploadProblemImg')).toHaveLength(0);
  });

  it('removes a picture when its remove button is tapped', async () => {
    renderBody([upload], { state: { images: ['/mock-assets/uploads/one', '/mock-assets/uploads/two'] } });
    expect(await screen.findByText('2/2')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Remove picture 1' }));
    expect(screen.getByText('1/2')).toBeInTheDocument();
    expect(screen.getByLabelText('Add a picture')).toBeInTheDocument();
  });

  describe('a form that sends the pictures', () => {
    const form = [
      upload,
      {
        type: 'button',
        text: 'Submit',
        onClick: [
          {
            type: 'call',
            endpoint: 'problemSave',
            params: { problemImage: "{{ state.images | join:',' }}" },
          },
        ],
      },
      { type: 'button', text: 'Elsewhere', onClick: [{ type: 'set-state', target: 'state.tab', value: 2 }] },
    ];
    const sent = () =>
      mock.requestsTo('problemSave').map((r) => new URLSearchParams(r.body).get('problemImage'));

    it('says a picture is still uploading on the button that sends it, which sends nothing until it is up', async () => {
      mock.backend.state.delays.uploadProblemImg = 600;
      renderBody(form);
      await user().upload(await screen.findByLabelText('Add a picture'), png('receipt.png'));
      const held = await screen.findByRole('button', { name: 'Uploading picture…' });
      expect(held).toBeDisabled();
      // Only the button whose actions read the pictures waits.
      expect(screen.getByRole('button', { name: 'Elsewhere' })).toBeEnabled();
      await user().click(held);
      expect(await screen.findByText('1/2')).toBeInTheDocument();
      const submit = screen.getByRole('button', { name: 'Submit' });
      expect(submit).toBeEnabled();
      expect(sent()).toEqual([]);
      await user().click(submit);
      await waitFor(() => expect(sent()).toHaveLength(1));
      expect(sent()[0]).toMatch(/^http:\/\/localhost\/mock-assets\/uploads\/\w+$/);
    });

    it('shows a failed upload on its picture with Retry, and holds the form until it is retried', async () => {
      mock.useScenario('upload-fails-once');
      renderBody(form);
      await user().upload(await screen.findByLabelText('Add a picture'), png('receipt.png'));
      const failed = await screen.findByRole('alert');
      expect(failed).toHaveTextContent('Picture 1: Not uploaded');
      expect(failed).toHaveTextContent('The picture could not be saved, please try again');
      expect(screen.getByText('0/2')).toBeInTheDocument();
      await user().click(screen.getByRole('button', { name: 'Submit' }));
      expect(
        await screen.findByText('A picture did not upload. Retry it or remove it first.'),
      ).toBeInTheDocument();
      expect(sent()).toEqual([]);
      await user().click(screen.getByRole('button', { name: 'Retry picture 1' }));
      expect(await screen.findByText('1/2')).toBeInTheDocument();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(mock.requestsTo('uploadProblemImg')).toHaveLength(2);
      // The picture retried is the one picked: the same bytes leave again.
      const [first, second] = mock.requestsTo('uploadProblemImg');
      expect(second!.fields.problemImage).toEqual(first!.fields.problemImage);
      await user().click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(sent()).toHaveLength(1));
      expect(sent()[0]).toMatch(/^http:\/\/localhost\/mock-assets\/uploads\/\w+$/);
    });

    it('lets the borrower remove a failed picture and send without it', async () => {
      mock.useScenario('upload-error');
      renderBody(form);
      await user().upload(await screen.findByLabelText('Add a picture'), png('receipt.png'));
      expect(await screen.findByRole('alert')).toHaveTextContent('The picture is too large');
      await user().click(screen.getByRole('button', { name: 'Remove picture 1' }));
      expect(screen.queryByRole('alert')).toBeNull();
      await user().click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() => expect(sent()).toEqual(['']));
    });

    it('keeps a picture removed while another one uploads', async () => {
      mock.backend.state.delays.uploadProblemImg = 400;
      renderBody(form, { state: { images: ['/mock-assets/uploads/one'] } });
      await user().upload(await screen.findByLabelText('Add a picture'), png('b.png'));
      await screen.findByRole('button', { name: 'Uploading picture…' });
      await user().click(screen.getByRole('button', { name: 'Remove picture 1' }));
      await user().click(await screen.findByRole('button', { name: 'Submit' }, { timeout: 3000 }));
      await waitFor(() => expect(sent()).toHaveLength(1));
      expect(sent()[0]).not.toContain('/one');
      expect(screen.getByText('1/2')).toBeInTheDocument();
    });
  });
});
