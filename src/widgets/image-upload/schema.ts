import { copy, defineWidget, EndpointName, keeps, Type } from '../../schema/base';

export const schema = defineWidget(
  'image-upload',
  {
    bind: keeps(
      'list',
      Type.String({
        pattern: '^(state|flow|form)\\.[A-Za-z0-9_.]+$',
        description:
          'Where the list of uploaded image URLs is kept, e.g. "flow.complaintDraft.images" (kept across reloads in flow).',
      }),
    ),
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
    maxFileMb: Type.Optional(
      Type.Integer({
        minimum: 1,
        maximum: 100,
        default: 30,
        description: 'The largest file taken from the phone, in MB; a larger one is refused with a message.',
      }),
    ),
    longestSide: Type.Optional(
      Type.Integer({
        minimum: 320,
        maximum: 4096,
        default: 1600,
        description:
          'Each picture leaves as a JPEG at most this many pixels on its longest side (a 12-megapixel photo becomes a few hundred kB).',
      }),
    ),
    refusedMessages: Type.Optional(
      Type.Object(
        {
          notPicture: Type.Optional(copy(Type.String())),
          tooLarge: Type.Optional(copy(Type.String())),
          unreadable: Type.Optional(copy(Type.String())),
        },
        {
          additionalProperties: false,
          description:
            'What the borrower is told under the pictures when a file is refused: not a picture by its content ("Only pictures can be uploaded (JPEG, PNG, GIF or WebP)."), over maxFileMb ("This picture is too large: choose one under 30 MB."), or not readable ("This picture cannot be read: choose another.").',
        },
      ),
    ),
  },
  {
    description:
      'Picks pictures, uploads each one as it is picked (with progress), shows thumbnails that can be removed, and keeps the URLs in `bind`. A picture that did not upload stays in the list with the server\'s message, a Retry and a Remove button. While a picture is on its way, a button whose actions read `bind` says "Uploading picture…" and cannot be tapped; while one failed, an action that reads `bind` does not run and says why: a form never goes without a picture the borrower chose. A file is taken only when its content is a picture (JPEG, PNG, GIF, WebP: the name and type are not trusted), and leaves downscaled and re-encoded as a JPEG under 1 MB; anything refused is said under the pictures.',
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
