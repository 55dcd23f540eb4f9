import type { FilterDefinition } from '../../engine/filter-api';

/** `{{ value | entries }}` */
export const filter: FilterDefinition = {
  description: "An object's entries as a list of {key, value}, in order (e.g. notices grouped by title).",
  args: [],
  run: (v) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.entries(v as Record<string, unknown>).map(([key, value]) => ({ key, value }))
      : [],
};
