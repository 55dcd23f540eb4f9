import { copy, defineWidget, Type } from '../../schema/base';

export const schema = defineWidget(
  'photo-input',
  {
    label: copy(
      Type.String({ description: 'The visible label, also the accessible name of the file input.' }),
    ),
    capture: Type.Optional(
      Type.Union([Type.Literal('user'), Type.Literal('environment')], {
        description: 'Opens the front (user) or back (environment) camera on phones.',
      }),
    ),
  },
  {
    description: 'Takes or picks a photo and shows a preview on the page; nothing is uploaded.',
    examples: [{ type: 'photo-input', label: 'Take a photo', capture: 'environment' }],
  },
);
