/**
 * The marks the app sets on the page's performance timeline as it starts, for whoever measures it
 * (scripts/size/loaded.ts): when the phone's reports start (the first touch, or a few seconds after a
 * first screen the borrower only reads), after which what the page fetches is not the first route's.
 */
export const REPORTS_START_MARK = 'reports-start';
