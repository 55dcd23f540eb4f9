import type { FilterDefinition } from '../../engine/filter-api';

/** `{{ value | slice:start:end }}` */
export const filter: FilterDefinition = {
  description: 'Part of a list or text, from start (0 unless given) up to end.',
  args: ['start', 'end'],
  run: (v, start = 0, end) =>
    Array.isArray(v) || typeof v === 'string'
      ? v.slice(Number(start), end === undefined ? undefined : Number(end))
      : v,
};
