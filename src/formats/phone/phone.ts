import { capLength, groupDigits, onlyDigits, type FormatRule } from '../../engine/filter-api';

export const format: FormatRule = {
  description: 'Digits, at most 11 unless a maximum is given, shown 3-4-4.',
  clean: (s, max) => capLength(onlyDigits(s), max ?? 11),
  display: (s) => groupDigits(s, [3, 4, 4]),
  inputMode: 'tel',
};
