/**
 * The amounts pass: the endpoints' contracts mark which fields of an answer are amounts in minor
 * units (centavos), so a binding that shows one as a bare number (545000 where ₱5,450.00 is due)
 * is an error, and so is the `money` filter on anything that is not an amount (a name, a date).
 */
import type { CheckProblem } from './problem';
import { answerPathOf, answersOf, type ScreenScans } from './bindings';
import type { EndpointCatalogue } from './catalogues';
import { isAmountAt } from './data-paths';

/** The filters that turn an amount into what a screen may show or send: `money` shows, `amount` sends. */
const AMOUNT_FILTERS = ['money', 'amount'];
/** Filters that leave the value they are given as it is when it is there. */
const PASSING = ['default'];

/** Minor-unit amounts in copy without `money`/`amount`, and `money` on what is not an amount. */
export function amountProblems(
  screen: { value: unknown; scans: ScreenScans },
  endpoints: EndpointCatalogue,
): CheckProblem[] {
  const out: CheckProblem[] = [];
  const answers = answersOf(screen.value, screen.scans, endpoints);
  for (const { fragment, scan: s } of screen.scans)
    for (const r of s.reads) {
      if (!r.filters) continue;
      const at = answerPathOf(s, r, answers);
      const amount = at ? isAmountAt(at, endpoints) : undefined;
      if (amount === undefined) continue;
      const read = [r.root, r.key!, ...(r.rest ?? [])].join('.');
      const where = { level: 'error' as const, path: r.path, ...(fragment ? { fragment } : {}) };
      const filters = r.filters;
      if (amount && r.inText && !filters.some((f) => AMOUNT_FILTERS.includes(f)))
        out.push({
          ...where,
          message: `shows ${read}, an amount in minor units (centavos), as a bare number: 545000 would show as 545000 instead of ₱5,450.00. Write {{ ${read} | money }} to show it (| amount to send the number)`,
        });
      // `money` applied to what was read (after filters that pass it on), not to a computed value.
      const first = filters.find((f) => !PASSING.includes(f));
      if (!amount && first === 'money')
        out.push({
          ...where,
          message: `applies money to ${read}, which is not an amount in minor units (${at!.endpoint}'s contract): the money filter divides by 100 and adds ₱, so it would show a wrong figure or "unavailable". Remove | money`,
        });
    }
  return out;
}
