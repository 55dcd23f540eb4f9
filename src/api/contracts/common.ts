/**
 * Building blocks of the endpoint contracts: what the lender's API sends and receives, written once
 * in TypeBox (these objects are JSON Schemas). Answers allow fields they do not name (servers add
 * fields); requests describe the params a screen may send.
 */
import { Type, type TProperties, type TSchema } from '@sinclair/typebox';
import { MINOR_UNITS } from '../../schema/minor-units';

/** What one endpoint takes and gives: the params and the envelope's `data` on success. */
export interface Contract {
  request: TSchema;
  response: TSchema;
}

/** An answer object: the fields listed, more allowed. */
export const Answer = <T extends TProperties>(properties: T, description: string) =>
  Type.Object(properties, { additionalProperties: true, description });

/** Request params: the fields listed; `open` allows more (a form that sends one key per item). */
export const Params = <T extends TProperties>(properties: T, description: string, open = false) =>
  Type.Object(properties, { additionalProperties: open, description });

/**
 * An amount in minor units (centavos): 123456 shows ₱1,234.56 (the money filter, docs/contracts.md
 * §8). Marked so, a screen that shows it without `money` (or `amount`) is refused by the checker.
 */
export const Money = (description: string) =>
  Type.Integer({ description: `${description} (minor units)`, [MINOR_UNITS]: true });

/** A 0/1 flag. */
export const Flag = (description: string) =>
  Type.Union([Type.Literal(0), Type.Literal(1)], { description: `${description} (0 or 1)` });

/** A text field. */
export const Text = (description: string) => Type.String({ description });

/** A link the server hands out (followed only through the URL gate). */
export const Link = (description: string) => Type.String({ description: `${description} (URL)` });

/** An identifier the server writes as a string or a number. */
export const Id = (description: string) => Type.Union([Type.String(), Type.Integer()], { description });

/** A date `YYYY-MM-DD`, optionally with ` HH:mm:ss`. */
export const DateText = (description: string) =>
  Type.String({ description: `${description} (YYYY-MM-DD, optionally HH:mm:ss)` });

/**
 * A request value as a screen sends it: bindings give strings (from the query and forms) or numbers
 * (from answers and literals), so both are accepted where the server takes a number.
 */
export const Num = (description: string) =>
  Type.Union([Type.Integer(), Type.String({ pattern: '^-?\\d+$' })], { description });

/** A request value that is text (numbers from bindings are sent as their digits). */
export const Str = (description: string) => Type.Union([Type.String(), Type.Number()], { description });

/** A `{text, value}` display row written by the server. */
export const DetailRow = Type.Object(
  { text: Text('The row label'), value: Text('The value as the server wrote it') },
  { additionalProperties: true, description: 'A display row' },
);

/** A period of a repayment plan; the older API names its due date `payTime`, the newer `pay_time`. */
export const PlanRow = (dueDate: 'payTime' | 'pay_time') =>
  Type.Object(
    {
      title: Text('The period'),
      description: Type.Optional(Text('What is paid')),
      amount: Money('What is due'),
      [dueDate]: DateText('Due date'),
    },
    { additionalProperties: true, description: 'A period of the plan' },
  );

/** A `{title, value}` display row (complaint order summaries). */
export const TitleRow = Type.Object(
  { title: Text('The row label'), value: Text('The value as the server wrote it') },
  { additionalProperties: true, description: 'A display row' },
);

/** An agreement in a list (contract and the older API's agreements). */
export const Agreement = Type.Object(
  {
    title: Text('The agreement title'),
    position: Type.Integer({ description: 'Its position: the key to ask for its URL' }),
  },
  { additionalProperties: true, description: 'An agreement' },
);

/** A recommended product (docs/contracts.md §9). */
export const RecommendedProduct = Type.Object(
  {
    id: Id('Product id'),
    productId: Type.Optional(Id('Product id as the product calls take it')),
    logo: Link('Logo image'),
    name: Text('Product name'),
    buttonText: Text('Button label'),
    enabled: Flag('1 enabled, 0 disabled (cannot be opened)'),
    range: Text('Loan amount range, as written by the server'),
    rangeDesc: Text('Label of the range'),
    rate: Text('Interest rate, as written by the server'),
    description: Text('One-line description'),
    tags: Type.Array(Type.String(), { description: 'Tags (the first two items show them)' }),
    url: Type.Optional(Link('Where the product opens')),
  },
  { additionalProperties: true, description: 'A recommended product' },
);

/** An answer that no screen reads (fire-and-forget calls, confirmations whose code is all that counts). */
export const NotRead = (description: string) => Type.Unknown({ description });

/**
 * The Truth in Lending disclosure of an offer (docs/contracts.md §9): what the borrower borrows, each
 * charge (`deducted`: taken from the principal before the money is sent), the interest, what reaches
 * the borrower and when, and the schedule. The app computes the effective rate from these numbers and
 * refuses an offer whose numbers do not add up or pass the market's caps.
 */
export const Disclosure = Type.Object(
  {
    principal: Money('The amount financed'),
    charges: Type.Array(
      Type.Object(
        {
          name: Text('The charge, as the borrower reads it'),
          amount: Money('The charge'),
          deducted: Type.Boolean({
            description: 'True when it is taken from the principal before disbursement',
          }),
        },
        { additionalProperties: true },
      ),
      { description: 'Every charge besides interest' },
    ),
    interest: Money('The interest over the whole term'),
    netProceeds: Money('What reaches the borrower: the principal less the deducted charges'),
    disbursedOn: DateText('The day the net proceeds are sent'),
    schedule: Type.Array(
      Type.Object(
        {
          dueDate: DateText('Due date'),
          principal: Money('Principal due'),
          interest: Money('Interest due'),
          fees: Money('Charges due that were not deducted'),
          total: Money('The instalment'),
        },
        { additionalProperties: true },
      ),
      { minItems: 1, description: 'The schedule of payments' },
    ),
  },
  { additionalProperties: true, description: 'The disclosure statement (Truth in Lending Act)' },
);
