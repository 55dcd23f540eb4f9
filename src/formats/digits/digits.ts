import { capLength, onlyDigits, type FormatRule } from '../../engine/filter-api';

export const format: FormatRule = {
  description: 'Digits only.',
  clean: (s, max) => capLength(onlyDigits(s), max),
  display: (s) => s,
  inputMode: 'numeric',
};
