import dayjs from 'dayjs';
import { isBlank, toNumber, type ContextFilterDefinition } from '../../engine/filter-api';

/** `{{ value | date:format }}` */
export const filter: ContextFilterDefinition = {
  description:
    "Dates as YYYY-MM-DD (or the format given, or the language's own); accepts ISO strings, YYYY-MM-DD HH:mm:ss, and epoch seconds or milliseconds.",
  args: ['format'],
  runIn: ({ dateFormat }, value, format = dateFormat) => {
    if (isBlank(value)) return '';
    let input: string | number = value as string;
    const n = toNumber(value);
    if (n !== undefined) input = n < 1e11 ? n * 1000 : n;
    else if (typeof value === 'string') input = value.replace(' ', 'T');
    const d = dayjs(input);
    return d.isValid() ? d.format(String(format)) : '';
  },
};
