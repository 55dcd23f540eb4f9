import { capLength, groupDigits, onlyDigits, type FormatRule } from '../../engine/filter-api';

export const format: FormatRule = {
  description: 'Digits, shown in groups of four.',
  clean: (s, max) => capLength(onlyDigits(s), max),
  display: (s) => groupDigits(s, [4], true),
  inputMode: 'numeric',
};
