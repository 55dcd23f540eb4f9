import type { ContextFilterDefinition } from '../../engine/filter-api';

/** `{{ value | money:sign }}` */
export const filter: ContextFilterDefinition = {
  description:
    'Minor units as a two-decimal amount with a sign (the engine\'s currency, app.json\'s, unless given), grouped as the language writes numbers: 123456 → "₱1,234.56"; a value that fails the amount parser shows "unavailable", never a rounded figure.',
  args: ['sign'],
  // The engine's amount parser, in its language and with its currency: an amount above its maximum
  // shows "unavailable" too.
  runIn: ({ amounts }, value, sign = amounts.currency) => amounts.format(value, String(sign ?? '')),
};
