import { isBlank, type FilterDefinition } from '../../engine/filter-api';

const own = (item: object, key: string) => Object.prototype.hasOwnProperty.call(item, key);

/** `{{ list | find:key:value:field }}` */
export const filter: FilterDefinition = {
  description:
    "The first item of a list whose `key` equals `value` (as text), or that item's `field` when given; nothing when none does. Reads what a draft keeps only the id of (a chosen card) from the server's list.",
  args: ['key', 'value', 'field'],
  required: 2,
  run: (list, key, value, field) => {
    if (!Array.isArray(list) || typeof key !== 'string' || isBlank(value)) return undefined;
    const found: unknown = list.find(
      (item) =>
        item !== null &&
        typeof item === 'object' &&
        own(item, key) &&
        String((item as Record<string, unknown>)[key]) === String(value),
    );
    if (found === undefined || field === undefined) return found;
    return typeof field === 'string' && own(found as object, field)
      ? (found as Record<string, unknown>)[field]
      : undefined;
  },
};
