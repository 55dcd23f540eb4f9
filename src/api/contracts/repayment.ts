/** Repayment: card, payment link, pay codes and rollover (docs/spec.md §3, §7, §8). */
import { Type } from '@sinclair/typebox';
import {
  Answer,
  DateText,
  DetailRow,
  Flag,
  Id,
  Link,
  Money,
  NotRead,
  Num,
  Params,
  Str,
  Text,
  type Contract,
} from './common';

const BankCard = Type.Object(
  {
    id: Id('The card id sent with the payment'),
    bankName: Text('Bank name'),
    cardNo: Text('The card number, masked'),
    bankCode: Text('Bank code'),
  },
  { additionalProperties: true, description: 'A bound bank card' },
);

const Channel = Type.Object(
  {
    logo: Link('Channel logo'),
    name: Text('Channel name'),
    channel_number: Type.Integer({ description: 'The channel sent to generate-vcode' }),
  },
  { additionalProperties: true, description: 'A repayment channel' },
);

const PlanRow = Type.Object(
  {
    title: Text('The row label'),
    remark: Type.Optional(Text('A note')),
    amount: Money('The amount'),
    time: DateText('The date'),
  },
  { additionalProperties: true, description: 'A repayment plan row' },
);

const DefDetail = Type.Object(
  {
    payCode: Text('The pay code of the first channel'),
    logo: Link('Its logo'),
    title: Text('Its name'),
    payNotice: Type.Record(
      Type.String(),
      Type.Array(
        Type.Object(
          { name: Text('Step label'), step: Text('What to do') },
          { additionalProperties: true, description: 'A step' },
        ),
      ),
      { description: 'Payment instructions: a title to a list of steps' },
    ),
  },
  { additionalProperties: true, description: 'The default channel and its instructions' },
);

/** What an amount due is made of (docs/contracts.md §9): the screens split it when the answer has it. */
const Breakdown = Type.Object(
  {
    principal: Money('The part of the amount due that repays the principal'),
    interest: Money('The interest in it'),
    fees: Money('The fees in it'),
    penalties: Money('The late penalties in it'),
    daysPastDue: Type.Integer({ minimum: 0, description: 'Days since the due date (0 when not overdue)' }),
  },
  { additionalProperties: true, description: 'What the amount due is for, in minor units' },
);

const orderParams = Params(
  { productId: Type.Optional(Id('The product')), orderId: Id('The order') },
  'The order',
);

const common = {
  repayList: Type.Array(Channel, { description: 'The repayment channels' }),
  repayDate: Type.Optional(DateText('Due date')),
  productName: Type.Optional(Text('Product name')),
  productLogo: Type.Optional(Link('Product logo')),
  noticeMsg: Type.Optional(Text('A notice')),
  defDetail: Type.Optional(DefDetail),
  isShowReyTop: Type.Optional(Flag('1 shows the instruction image')),
  breakdown: Type.Optional(Breakdown),
};

export const repaymentContracts = {
  repaymentWay: {
    request: Params({ orderId: Id('The order (in the query string)') }, 'The order'),
    response: Answer(
      {
        alipay: Type.Optional(Flag('1 when the payment-link way is offered')),
        repayToken: Text('The token the commit must send back'),
        bankCards: Type.Array(BankCard, { description: 'The bound bank cards' }),
      },
      'Card repayment',
    ),
  },
  repaymentCommit: {
    request: Params(
      {
        amount: Num('What is paid (minor units)'),
        bankName: Str('Bank name of the card'),
        cardId: Str('The card'),
        cardNo: Str('The masked card number'),
        couponId: Type.Optional(
          Type.Union([Str('A coupon'), Type.Null()], { description: 'A coupon, or null for none' }),
        ),
        orderId: Id('The order'),
        repayToken: Str('The token from repayment-way'),
        bankCode: Str('Bank code of the card'),
        sendMsg: Num('1 when the SMS code is sent again, else 0'),
      },
      'A card repayment',
    ),
    response: Answer(
      {
        needValid: Flag('1 asks for the SMS code'),
        repayRecordId: Id('The repayment to confirm'),
      },
      'The submitted repayment',
    ),
  },
  repaymentConfirm: {
    request: Params(
      { orderId: Id('The order'), verifyCode: Str('The SMS code'), repaymentRecordId: Id('The repayment') },
      'The SMS code of a card repayment',
    ),
    response: NotRead('Not read: code 00 leads to the borrow detail page'),
  },
  repaymentHuichao: {
    request: Params(
      {
        userId: Type.Optional(Id('The borrower')),
        orderId: Id('The order'),
        amount: Num('What is paid (minor units)'),
      },
      'A payment-link repayment',
    ),
    response: Answer({ url: Link('The payment page') }, 'Where the borrower pays'),
  },
  rolloverDetail: {
    request: orderParams,
    response: Answer(
      {
        delayInfo: Type.Object(
          {
            title: Text('The title'),
            delayAmount: Money('What the rollover costs now'),
            repayDate: Type.Optional(DateText('The due date after the rollover')),
          },
          { additionalProperties: true, description: 'The rollover' },
        ),
        repayPlan: Type.Array(PlanRow, { description: 'What is paid when' }),
        repayAmount: Type.Optional(Money('What is paid now')),
        ...common,
      },
      'Rollover repayment',
    ),
  },
  loanPlayDetail: {
    request: orderParams,
    response: Answer(
      {
        repayAmount: Money('What is due for the period'),
        detail: Type.Array(DetailRow, { description: 'Display rows' }),
        repayPlan: Type.Optional(Type.Array(PlanRow, { description: 'The plan' })),
        delayInfo: Type.Optional(
          Type.Union(
            [
              Type.Null(),
              Type.Object(
                { title: Text('The title'), delayAmount: Money('What a rollover costs') },
                { additionalProperties: true },
              ),
            ],
            { description: 'The rollover on offer, or null' },
          ),
        ),
        ...common,
      },
      'Period repayment',
    ),
  },
  generateVcode: {
    request: Params(
      {
        productId: Type.Optional(Id('The product')),
        orderId: Id('The order'),
        amount: Num('What is paid (minor units)'),
        channelNumber: Num('The channel'),
        isDelay: Type.Optional(
          Type.Union([Num('1 for a rollover'), Type.Null()], { description: '1 for a rollover' }),
        ),
      },
      'A payment at a channel',
    ),
    response: Answer(
      { payUrl: Link('Where the borrower goes to pay'), payCode: Type.Optional(Text('The pay code')) },
      'The payment',
    ),
  },
} satisfies Record<string, Contract>;
