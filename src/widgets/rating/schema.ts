import { ActionList, copy, defineWidget, keeps, Type } from '../../schema/base';

export const schema = defineWidget(
  'rating',
  {
    bind: keeps(
      'number',
      Type.String({
        pattern: '^(state|flow|form)\\.[A-Za-z0-9_.]+$',
        description: 'Where the chosen number of stars (1–5, 0 for none) is kept, e.g. "state.stars".',
      }),
    ),
    label: copy(Type.String({ description: 'The question, also the accessible name of the group.' })),
    onChange: Type.Optional(ActionList),
  },
  {
    description:
      'Five stars to choose a rating from 1 to 5; each star is a radio named "1 star" … "5 stars".',
    examples: [{ type: 'rating', bind: 'state.stars', label: 'Please rate this service' }],
  },
);
