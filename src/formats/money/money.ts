import { capLength, type FormatRule } from '../../engine/filter-api';

export const format: FormatRule = {
  description: 'Digits and one decimal point (a leading point becomes "0.").',
  clean: (s, max) => {
    let seenDot = false;
    let out = '';
    for (const ch of s) {
      if (ch >= '0' && ch <= '9') out += ch;
      else if (ch === '.' && !seenDot) {
        seenDot = true;
        out += out === '' ? '0.' : '.';
      }
    }
    return capLength(out, max);
  },
  display: (s) => s,
  inputMode: 'decimal',
};
