/**
 * Everything a filter (src/filters/<name>) or an input format (src/formats/<name>) may use from the
 * engine: their types and the generic helpers. They import from here only, never the app.
 */
export type {
  ContextFilterDefinition,
  Filter,
  FilterContext,
  FilterDefinition,
  FilterLanguage,
  FilterRegistry,
} from './language/filters';
export type { FormatRule, InputFormatRegistry } from './language/input-format';
export { capLength } from './language/input-format';
export { groupDigits, isBlank, onlyDigits, toNumber } from './language/filter-helpers';
export {
  formatMinorUnits,
  formatWholeNumber,
  parseMinorUnits,
  UNAVAILABLE_AMOUNT,
  type Amounts,
} from './language/minor-units';
