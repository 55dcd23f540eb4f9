/**
 * The annotation that marks an amount in minor units (centavos: 123456 shows ₱1,234.56) in a JSON
 * Schema. The endpoints' response contracts put it on their amounts (src/api/contracts), and the
 * descriptor checker reads it: an amount shown without `money` or `amount`, or `money` on anything
 * else, is an error. Validators ignore it (an `x-` keyword).
 */
export const MINOR_UNITS = 'x-minor-units';
