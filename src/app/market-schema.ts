/**
 * The schema of a market file (screen-configs/market/<country>.json): the rules of the country the
 * lender lends in, as data: its currency, which loans the regulator's caps cover and the caps with
 * the dates they hold from, the mobile number borrowers register with, and the hours reminders may
 * be sent. The disclosure statement refuses an offer above the caps in force, and `npm run validate`
 * refuses a market file without one of them. scripts/generate/generate.ts writes it to
 * schemas/market.schema.json for editors.
 */
import { Type, type Static } from '@sinclair/typebox';

const day = (description: string) =>
  Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', description: `${description} (YYYY-MM-DD).` });

/** One cap and the days it holds: every period without `from` holds from the start, without `until` for good. */
const CapPeriod = Type.Object(
  {
    percent: Type.Number({ minimum: 0, description: 'The cap, in per cent.' }),
    from: Type.Optional(day('The first day the cap holds')),
    until: Type.Optional(day('The last day the cap holds')),
    source: Type.Optional(Type.String({ description: 'The rule that sets it, e.g. "SEC MC 3-2022".' })),
  },
  { additionalProperties: false },
);

const capList = (description: string) => Type.Array(CapPeriod, { minItems: 1, description });

export const MarketCaps = Type.Object(
  {
    nominalMonthly: capList(
      'The highest nominal interest rate per 30-day month (interest in pesos over the principal, per month of the term).',
    ),
    eirMonthly: capList(
      'The highest effective interest rate per 30-day month: the rate of return of the net proceeds against the schedule.',
    ),
    penaltyMonthly: capList('The highest late-payment penalty per 30-day month, of the amount overdue.'),
    totalCost: capList(
      'The most that interest, fees and penalties together may come to, in per cent of the principal.',
    ),
  },
  {
    additionalProperties: false,
    description: 'The caps on a covered loan, each a list of periods with the dates it holds.',
  },
);

export const Market = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    country: Type.String({ pattern: '^[A-Z]{2}$', description: 'ISO 3166 country code, e.g. "PH".' }),
    currency: Type.Object(
      {
        code: Type.String({ pattern: '^[A-Z]{3}$', description: 'ISO 4217 code, e.g. "PHP".' }),
        sign: Type.String({ description: 'The sign amounts are written with, e.g. "₱".' }),
        minorUnits: Type.Integer({
          minimum: 0,
          maximum: 4,
          description: 'Decimals of the minor unit (2: centavos).',
        }),
      },
      { additionalProperties: false },
    ),
    coveredLoan: Type.Object(
      {
        maxPrincipal: Type.Integer({
          minimum: 1,
          description: 'The largest principal the caps cover, in minor units (1000000 is ₱10,000.00).',
        }),
        maxTermDays: Type.Integer({
          minimum: 1,
          description: 'The longest term the caps cover, in days (120: 4 months).',
        }),
        caps: MarketCaps,
      },
      {
        additionalProperties: false,
        description: 'The loans the caps cover (a principal and a term no larger than these) and the caps.',
      },
    ),
    disclosure: Type.Object(
      {
        before: Type.Array(Type.String({ minLength: 1 }), {
          minItems: 1,
          description:
            'The endpoints that take out a loan: a screen that calls one must show the disclosure statement (`npm run validate` says so).',
        }),
      },
      { additionalProperties: false, description: 'Where the Truth in Lending disclosure must be shown.' },
    ),
    mobileNumber: Type.Object(
      {
        pattern: Type.String({
          description: 'What a mobile number is once normalised (a regular expression).',
        }),
        normalize: Type.Array(
          Type.Object({ pattern: Type.String(), replace: Type.String() }, { additionalProperties: false }),
          { description: 'Rewrites applied to what the borrower types first, e.g. +63 9… to 09….' },
        ),
        maxLength: Type.Integer({ minimum: 1, description: 'Digits of a normalised number.' }),
        example: Type.String({ description: 'A number as borrowers write it, shown as the placeholder.' }),
      },
      { additionalProperties: false, description: "The registration form's mobile number rule." },
    ),
    reminderHours: Type.Object(
      {
        from: Type.String({
          pattern: '^\\d{2}:\\d{2}$',
          description: 'The earliest time a reminder may be sent (HH:mm).',
        }),
        until: Type.String({
          pattern: '^\\d{2}:\\d{2}$',
          description: 'The latest time a reminder may be sent (HH:mm).',
        }),
      },
      {
        additionalProperties: false,
        description: 'When collection reminders may reach a borrower (local time).',
      },
    ),
  },
  {
    $id: 'market',
    additionalProperties: false,
    description:
      'The rules of the market the lender lends in: currency, the caps on covered loans, the mobile number rule.',
  },
);
export type Market = Static<typeof Market>;
export type MarketCaps = Static<typeof MarketCaps>;
