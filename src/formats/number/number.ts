import { capLength, onlyDigits, type FormatRule } from '../../engine/filter-api';

export const format: FormatRule = {
  description: 'Digits only (no sign, no decimal point).',
  clean: (s, max) => capLength(onlyDigits(s), max),
  display: (s) => s,
  inputMode: 'numeric',
};
