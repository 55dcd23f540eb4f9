import app from '../../../screen-configs/app.json';
import { formatMinorUnits, inLanguages } from '../../engine/filter-api';

/** `{{ value | money:sign }}` */
export const filter = inLanguages({
  description:
    'Minor units as a two-decimal amount with a sign (the app\'s currency unless given), grouped as the language writes numbers: 123456 → "₱1,234.56"; a value that fails the amount parser shows "unavailable", never a rounded figure.',
  args: ['sign'],
  inLanguage:
    (language) =>
    (value, sign = app.currency) =>
      formatMinorUnits(value, String(sign ?? ''), language),
});
