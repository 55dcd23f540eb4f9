/**
 * A server or descriptor string as the borrower reads it, always as text (never HTML), with each
 * amount in it one unit a line never breaks ("₱20,000" never ends one line as "₱20," and starts the
 * next with "000"), whatever the text size. Words wrap between words; a word breaks inside only when
 * it is wider than its whole line (a long address or id: the `overflow-wrap: break-word` of the
 * app's styles), and an amount not even then.
 *
 * The engine knows an amount by its look, so no descriptor has to say so: a currency sign followed
 * by a number (`₱5,450.00`, `Rs.1,200.00`, `$3`, what the `money` filter writes), or a number grouped in thousands
 * (`20,000`, `1,234.56`). Dates, ids and counts are not amounts and wrap as words.
 */
import type { ReactNode } from 'react';
import './copy.css';

/** A currency sign (or the spec's `Rs.`) and a number, or a number grouped in thousands. */
const AMOUNT = /(?:\p{Sc}|Rs\.)\s?[-\u2212]?\d[\d,.]*|[-\u2212]?\d{1,3}(?:,\d{3})+(?:\.\d+)?/gu;

/** The class that keeps an amount on one line (copy.css). */
export const WHOLE_AMOUNT = 'whole-amount';

/** `text` with each amount in it kept whole: the text itself when it holds none. */
export function wholeAmounts(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let at = 0;
  for (const match of text.matchAll(AMOUNT)) {
    // A number's last separator belongs to the sentence ("₱5,450.00." ends a sentence).
    const amount = match[0].replace(/[,.]+$/, '');
    if (match.index > at) parts.push(text.slice(at, match.index));
    parts.push(
      <span key={parts.length} className={WHOLE_AMOUNT}>
        {amount}
      </span>,
    );
    at = match.index + amount.length;
  }
  if (!parts.length) return text;
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}
