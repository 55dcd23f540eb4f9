import { capLength, type FormatRule } from '../../engine/filter-api';

export const format: FormatRule = {
  description: 'Any text.',
  clean: (s, max) => capLength(s, max),
  display: (s) => s,
  inputMode: 'text',
};
