import { isBlank, type FilterDefinition } from '../../engine/filter-api';

/** `{{ value | eq:other }}` */
export const filter: FilterDefinition = {
  description: 'Whether the value equals the argument (as text), e.g. for a check mark on the chosen item.',
  args: ['other'],
  required: 1,
  run: (v, other) => !isBlank(v) && String(v) === String(other),
};
