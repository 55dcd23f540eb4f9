import { ActionList, copy, defineAction, runBy, Type } from '../../schema/base';

export const schema = defineAction(
  'dialog',
  {
    title: Type.Optional(copy(Type.String())),
    content: Type.Optional(copy(Type.String())),
    confirmText: copy(Type.String()),
    cancelText: Type.Optional(copy(Type.String())),
    closeOnMaskClick: Type.Optional(Type.Boolean()),
    onConfirm: Type.Optional(runBy('tap', ActionList)),
    onCancel: Type.Optional(runBy('tap', ActionList)),
  },
  {
    description:
      'Opens a dialog with text from the config or the server and runs onConfirm or onCancel with the choice.',
    examples: [
      { type: 'dialog', title: 'Kind tips', content: '{{ data.order.KindTipsMsg }}', confirmText: 'Confirm' },
    ],
  },
);
