import { ActionList, copy, defineWidget, NodeRef, onDemand, runBy, Type } from '../../schema/base';

export const schema = defineWidget(
  'modal',
  {
    modalId: Type.String({
      pattern: '^[a-zA-Z][\\w-]*$',
      description: 'Opened and closed by the modal action with this id.',
    }),
    title: Type.Optional(copy(Type.String())),
    label: Type.Optional(
      copy(
        Type.String({ description: 'Accessible name of a modal without a title (e.g. "Special offer").' }),
      ),
    ),
    children: onDemand(
      Type.Array(NodeRef, { description: 'What the modal shows; drawn when it first opens.' }),
    ),
    closeOnMaskClick: Type.Optional(
      Type.Boolean({ default: false, description: 'Whether tapping outside closes it.' }),
    ),
    closeIcon: Type.Optional(Type.Boolean({ description: 'Shows a close icon in the corner.' })),
    position: Type.Optional(
      Type.Union([Type.Literal('center'), Type.Literal('bottom')], { default: 'center' }),
    ),
    // Runs as the action that opened the modal ran: closing a modal no tap opened is no tap either.
    onClose: Type.Optional(runBy('opener', ActionList)),
  },
  {
    description:
      'A dialog whose content is nodes; open it with {"type": "modal", "modalId": "...", "open": true}.',
    examples: [
      {
        type: 'modal',
        modalId: 'retention',
        title: 'Point out',
        children: [{ type: 'text', text: '{{ data.loan.popContent }}' }],
      },
    ],
  },
);

/** Many screens draw this widget: its code comes with the app, at no request of its own. */
export const eager = true;
