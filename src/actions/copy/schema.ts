import { copy, defineAction, Type } from '../../schema/base';

export const schema = defineAction(
  'copy',
  {
    text: Type.String({ description: 'What is copied; bindings allowed.' }),
    successText: Type.Optional(copy(Type.String({ default: 'copy success' }))),
    failureText: Type.Optional(copy(Type.String({ default: 'Copy failed, please copy it by hand' }))),
  },
  {
    description: 'Writes text to the clipboard and says so.',
    examples: [{ type: 'copy', text: '{{ query.payCode }}', successText: 'copy success' }],
  },
);
