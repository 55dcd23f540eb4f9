import { capLength, groupDigits, onlyDigits, type FormatRule } from '../../engine/filter-api';

export const format: FormatRule = {
  description:
    'Digits, at most 11 unless a maximum is given, shown 4-3-4 as Philippine mobile numbers are written (0917 123 4567).',
  clean: (s, max) => capLength(onlyDigits(s), max ?? 11),
  display: (s) => groupDigits(s, [4, 3, 4]),
  inputMode: 'tel',
};
