import { copy, defineWidget, keeps, Type, Value } from '../../schema/base';

const label = (description: string) => Type.String({ description });

/** The statement's words: legal copy, translated in the catalogues and reviewed by the lender. */
const Labels = Type.Object(
  {
    title: label('The heading, e.g. "Disclosure Statement".'),
    amountFinanced: label('The principal, e.g. "Amount financed".'),
    charges: label('The heading of the charges, e.g. "Charges".'),
    deducted: label('Beside a charge taken from the loan before it is sent, e.g. "deducted from the loan".'),
    notDeducted: label('Beside a charge paid with the instalments, e.g. "paid with the instalments".'),
    interest: label('The interest in pesos, e.g. "Interest".'),
    financeCharge: label('Interest and every charge, e.g. "Total finance charge".'),
    netProceeds: label('What reaches the borrower, e.g. "Net proceeds".'),
    disbursedOn: label('The day it is sent, e.g. "Released on".'),
    schedule: label('The caption of the schedule table, e.g. "Schedule of payments".'),
    dueDate: label('Column: the due date.'),
    principal: label('Column: principal.'),
    interestDue: label('Column: interest.'),
    fees: label('Column: fees.'),
    total: label('Column: the instalment.'),
    totalPayable: label('Everything the borrower pays, e.g. "Total amount payable".'),
    eirMonthly: label('The effective interest rate per month.'),
    eirYearly: label('The effective interest rate per year.'),
    nominalRate: label('The nominal interest rate per month.'),
    refused: label('What shows instead when the numbers do not add up or pass the caps.'),
    contact: label('Before the customer-service telephone in the refusal, e.g. "Customer service".'),
  },
  { additionalProperties: false },
);

export const schema = defineWidget(
  'disclosure',
  {
    disclosure: Type.Union([Value], {
      description:
        'The answer\'s `disclosure` (docs/contracts.md §9), e.g. "{{ data.loan.disclosure }}": every figure shown comes from it or is computed from it.',
    }),
    amount: Type.Union([Value], {
      description:
        'The amount the confirm button sends (minor units): the statement is refused unless its principal is this amount.',
    }),
    bind: keeps(
      'boolean',
      Type.String({
        pattern: '^(state|flow|form)\\.[A-Za-z0-9_.]+$',
        description:
          'Where true is written while the statement is shown, false while it is refused: the confirm button is disabled unless it is true, e.g. "state.offerShown".',
      }),
    ),
    product: Type.Optional(
      Type.Union([Value], {
        description: "The product's id, named in the report an operator gets when an offer is refused.",
      }),
    ),
    contactPhone: Type.Optional(
      Type.Union([Value], {
        description: 'The customer-service telephone the refusal offers, e.g. "{{ app.lender.phone }}".',
      }),
    ),
    labels: copy(Labels),
  },
  {
    description:
      "The Truth in Lending disclosure statement of a loan offer: amount financed, each charge, interest, total finance charge, net proceeds, the schedule, the total payable, and the effective interest rate the app computes from the cash flows (per 30-day month and per year) beside the nominal rate. An offer whose numbers do not add up, or a covered loan above the market's caps (screen-configs/market/), shows the refusal instead, writes false to `bind` and is reported.",
    examples: [
      {
        type: 'disclosure',
        // As an answer gives it: in a screen, "{{ data.loan.disclosure }}" and "{{ data.loan.amount }}".
        disclosure: {
          principal: 500000,
          charges: [{ name: 'Service fee', amount: 45000, deducted: true }],
          interest: 25000,
          netProceeds: 455000,
          disbursedOn: '2025-06-02',
          schedule: [
            { dueDate: '2025-07-02', principal: 250000, interest: 12500, fees: 0, total: 262500 },
            { dueDate: '2025-08-01', principal: 250000, interest: 12500, fees: 0, total: 262500 },
          ],
        },
        amount: 500000,
        bind: 'state.offerShown',
        contactPhone: '{{ app.servicePhone }}',
        labels: {
          title: 'Disclosure Statement',
          amountFinanced: 'Amount financed',
          charges: 'Charges',
          deducted: 'deducted from the loan',
          notDeducted: 'paid with the instalments',
          interest: 'Interest',
          financeCharge: 'Total finance charge',
          netProceeds: 'Net proceeds',
          disbursedOn: 'Released on',
          schedule: 'Schedule of payments',
          dueDate: 'Due date',
          principal: 'Principal',
          interestDue: 'Interest',
          fees: 'Fees',
          total: 'Total',
          totalPayable: 'Total amount payable',
          eirMonthly: 'Effective interest rate per month',
          eirYearly: 'Effective interest rate per year',
          nominalRate: 'Nominal interest rate per month',
          refused: 'We cannot show this offer. Please contact us.',
          contact: 'Customer service',
        },
      },
    ],
  },
);
