/** The image-upload widget: pictures uploaded as they are picked, kept as URLs at the target. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderBody, setUpMockBackend, user } from '../../../tests/screens/render-screen';

const mock = setUpMockBackend();

const png = (name: string) =>
  new File([new Uint8Array([137, 80, 78, 71, 1, 2, 3])], name, { type: 'image/png' });

const upload = {
  type: 'image-upload',
  bind: 'state.images',
  endpoint: 'uploadProblemImg',
  fileField: 'problemImage',
  max: 2,
  label: 'Add a picture',
};

describe('image-upload', () => {
  it('uploads each picture picked, up to its most, and hides the picker when full', async () => {
    renderBody([upload, { type: 'text', text: 'Kept: {{ state.images | length }}' }]);
    expect(await screen.findByText('0/2')).toBeInTheDocument();
    await user().upload(screen.getByLabelText('Add a picture'), [png('a.png'), png('b.png'), png('c.png')]);
    await waitFor(() => expect(screen.getByText('2/2')).toBeInTheDocument());
    expect(screen.getByText('Kept: 2')).toBeInTheDocument();
    const sent = mock.requestsTo('uploadProblemImg');
    expect(sent).toHaveLength(2);
    expect(sent[0]!.fields.problemImage).toMatchObject({ type: 'image/png' });
    expect(screen.queryByLabelText('Add a picture')).toBeNull();
  });

  it('removes a picture when its remove button is tapped', async () => {
    renderBody([upload], { state: { images: ['/mock-assets/uploads/one', '/mock-assets/uploads/two'] } });
    expect(await screen.findByText('2/2')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Remove picture 1' }));
    expect(screen.getByText('1/2')).toBeInTheDocument();
    expect(screen.getByLabelText('Add a picture')).toBeInTheDocument();
  });
});
