/** How every screen writes an amount (docs/design.md, Money), for the tests that check it. */

/** An amount as written: the peso sign, digits grouped in thousands with commas, two decimals or none. */
export const MONEY_RULE = /^₱\d{1,3}(,\d{3})*(\.\d{2})?$/;

/** Anything that looks like a peso amount, separators included, ending at its last digit. */
export const PESO_AMOUNT = /₱\s?\d(?:[\d.,]*\d)?/g;
