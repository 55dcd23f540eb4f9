import { copy, defineWidget, Type } from '../../schema/base';

export const schema = defineWidget(
  'qr-code',
  {
    value: Type.String({ description: 'The text to encode (e.g. the pay code); bindings allowed.' }),
    label: copy(
      Type.String({ description: 'What the code is, for screen readers (e.g. "QR code to pay").' }),
    ),
    size: Type.Optional(
      Type.Number({ minimum: 96, maximum: 480, default: 220, description: 'Width and height in px.' }),
    ),
  },
  {
    description:
      'A QR code drawn in the page from a value (no image request, scannable offline). Nothing is drawn for an empty value.',
    examples: [{ type: 'qr-code', value: '{{ query.payCode }}', label: 'QR code to pay' }],
  },
);
