import { copy, defineWidget, EndpointName, Type } from '../../schema/base';

export const schema = defineWidget(
  'image-upload',
  {
    bind: Type.String({
      pattern: '^(state|flow|form)\\.[A-Za-z0-9_.]+$',
      description:
        'Where the list of uploaded image URLs is kept, e.g. "flow.complaintDraft.images" (kept across reloads in flow).',
    }),
    endpoint: Type.Ref(EndpointName, { description: 'The upload endpoint (multipart).' }),
    fileField: Type.String({
      default: 'file',
      description: 'The multipart field of the file, e.g. "problemImage".',
    }),
    urlPath: Type.Optional(
      Type.String({ default: 'url', description: 'Where the URL is in the answer data (default "url").' }),
    ),
    max: Type.Integer({
      minimum: 1,
      maximum: 20,
      description: 'At most this many images; the picker hides at the limit.',
    }),
    label: copy(Type.String({ description: 'Accessible name of the picker, e.g. "Add a picture".' })),
  },
  {
    description:
      'Picks pictures, uploads each one as it is picked (with progress; the server message on failure), shows thumbnails that can be removed, and keeps the URLs in `bind`.',
    examples: [
      {
        type: 'image-upload',
        bind: 'flow.complaintDraft.images',
        endpoint: 'uploadProblemImg',
        fileField: 'problemImage',
        max: 9,
        label: 'Add a picture',
      },
    ],
  },
);
