/**
 * The language a filter writes in, for those whose text depends on it (amounts, numbers, dates): the
 * BCP 47 locale handed to `Intl`, the word shown where an amount is not one, the dates' format.
 */
export interface FilterLanguage {
  readonly locale: string;
  readonly unavailable: string;
  readonly dateFormat: string;
}

/** The language filters write in when an engine is given none: English, dates as YYYY-MM-DD. */
export const DEFAULT_FILTER_LANGUAGE: FilterLanguage = Object.freeze({
  locale: 'en',
  unavailable: 'unavailable',
  dateFormat: 'YYYY-MM-DD',
});
