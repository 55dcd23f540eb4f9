import app from '../../../screen-configs/app.json';
import { formatMinorUnits, type FilterDefinition } from '../../engine/filter-api';

/** `{{ value | money:sign }}` */
export const filter: FilterDefinition = {
  description:
    'Minor units as a two-decimal amount with a sign (the app\'s currency unless given): 123456 → "₱1234.56"; a value that fails the amount parser shows "unavailable", never a rounded figure.',
  args: ['sign'],
  run: (value, sign = app.currency) => formatMinorUnits(value, String(sign ?? '')),
};
