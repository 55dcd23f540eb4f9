import dayjs from 'dayjs';
import { isBlank, toNumber, type FilterDefinition } from '../../engine/filter-api';

/** `{{ value | date:format }}` */
export const filter: FilterDefinition = {
  description:
    'Dates as YYYY-MM-DD (or the format given); accepts ISO strings, YYYY-MM-DD HH:mm:ss, and epoch seconds or milliseconds.',
  args: ['format'],
  run: (value, format = 'YYYY-MM-DD') => {
    if (isBlank(value)) return '';
    let input: string | number = value as string;
    const n = toNumber(value);
    if (n !== undefined) input = n < 1e11 ? n * 1000 : n;
    else if (typeof value === 'string') input = value.replace(' ', 'T');
    const d = dayjs(input);
    return d.isValid() ? d.format(String(format)) : '';
  },
};
