/** Loan confirmation, agreements, order details and events (docs/spec.md §3, §7, §9; docs/contracts.md §9). */
import { Type } from '@sinclair/typebox';
import {
  Agreement,
  Answer,
  DateText,
  Disclosure,
  DetailRow,
  Flag,
  Id,
  Link,
  Money,
  NotRead,
  Num,
  Params,
  RecommendedProduct,
  Text,
  type Contract,
  PlanRow,
} from './common';

const ORDER_STATUSES =
  '21 under review, 110 disbursing, 151 not approved, 170, 174 awaiting repayment, 180 overdue, 200 repaid';

const contractParams = {
  productId: Id('The product'),
  scene: Num('Always 3'),
};

export const loanContracts = {
  loanDetailConfirm: {
    request: Params({ productId: Id('The product') }, 'The product'),
    response: Answer(
      {
        amount: Money('The loan amount'),
        periods: Type.Integer({ description: 'Number of periods' }),
        termUnit: Type.Integer({ description: 'Days per period (the term is periods × termUnit days)' }),
        details: Type.Array(DetailRow, { description: 'Fee rows' }),
        repay_plans: Type.Array(PlanRow('pay_time'), { description: 'The repayment plan' }),
        firstPayTime: Type.Optional(DateText('First due date')),
        firstPeriodDay: Type.Optional(Type.Integer({ description: 'Days to the first due date' })),
        pRateDsc: Type.Optional(Text('The rate, as written by the server')),
        sendSms: Type.Optional(Flag('1 asks for an SMS code')),
        isPopType: Type.Optional(Flag('1 asks before the borrower leaves')),
        popTitle: Type.Optional(Text('Title of the retention pop-up')),
        popContent: Type.Optional(Text('Text of the retention pop-up')),
        popAgreementUrl: Type.Optional(Link('An agreement shown before confirming (empty: none)')),
        comProductLogo: Type.Optional(Link('Product logo')),
        comProductName: Type.Optional(Text('Product name')),
        disclosure: Type.Optional(Disclosure),
      },
      'Loan confirmation',
    ),
  },
  loanDetailPush: {
    request: Params(
      {
        amount: Num('The amount as received (minor units)'),
        periods: Num('Periods as received'),
        termUnit: Num('Days per period as received'),
        productId: Id('The product'),
        marker: Type.Optional(Num('A fixed marker (1)')),
      },
      'Confirms the loan',
    ),
    response: Answer(
      {
        lendDetailsUrl: Link('The order page to go to'),
        orderId: Type.Optional(Id('The new order')),
      },
      'The confirmed loan',
    ),
  },
  contract: {
    request: Params(contractParams, 'The agreements of a product'),
    response: Type.Array(Agreement, { description: 'The agreements' }),
  },
  contractJump: {
    request: Params(
      {
        ...contractParams,
        position: Num('The agreement'),
        orderId: Type.Optional(Id('The order')),
        marker: Type.Optional(Num('A fixed marker (1)')),
      },
      'One agreement',
    ),
    response: Answer({ contract_url: Link('The agreement page') }, 'Where the agreement is'),
  },
  loanDetails: {
    request: Params({ productId: Type.Optional(Id('The product')), orderId: Id('The order') }, 'One order'),
    response: Answer(
      {
        orderId: Type.Optional(Id('The order id')),
        orderNo: Type.Optional(Text('The order number')),
        productId: Type.Optional(Id('The product')),
        orderStatus: Type.Integer({ description: `The order status: ${ORDER_STATUSES}` }),
        noticeStatusText: Text('The status as text'),
        noticeDesText: Text('What the status means'),
        productName: Text('Product name'),
        productLogo: Link('Product logo'),
        userOrderDetail: Type.Object(
          { detail: Type.Array(DetailRow, { description: 'Display rows (the first 2 show collapsed)' }) },
          { additionalProperties: true, description: 'The order rows' },
        ),
        recProducts: Type.Optional(Type.Array(RecommendedProduct, { description: 'Recommended products' })),
        inside: Type.Optional(Flag('0 offers a withdrawal outside the app (h5Url)')),
        h5Url: Type.Optional(Link('The withdrawal page (empty: none)')),
        isDelay: Flag('1 offers a rollover'),
        telephone: Type.Optional(Text('Service phone for this order')),
        isScore: Type.Optional(Flag('1 asks for a rating')),
        playeduL: Type.Optional(Link('A page to go to instead (empty: none)')),
        reyMsg: Type.Optional(Text('The withdrawal prompt')),
        KindTipsMsg: Type.Optional(Text('The kind tips pop-up (empty: none)')),
        cardNeedPop: Type.Optional(Flag('1 asks to bind a bank card')),
        cardPopTitle: Type.Optional(Text('Title of the bind-card pop-up')),
        cardPopMsg: Type.Optional(Text('Text of the bind-card pop-up')),
        orderAmount: Type.Optional(Money('The loan amount')),
        repayAmount: Type.Optional(Money('What is due now')),
        delayAmount: Type.Optional(Money('What a rollover costs')),
        repayDate: Type.Optional(DateText('Due date')),
        overdueDays: Type.Optional(Type.Integer({ description: 'Days overdue' })),
      },
      'An order',
    ),
  },
  googleScore: {
    request: Params({ score: Num('Always 5 from the order page') }, 'A rating'),
    response: NotRead('Not read'),
  },
  eventSave: {
    request: Params(
      {
        productId: Type.Optional(Id('The product')),
        moduleId: Num('The module (30 for borrow again)'),
        positionId: Type.Optional(Num('The position')),
      },
      'An event',
    ),
    response: NotRead('Not read (fire-and-forget)'),
  },
} satisfies Record<string, Contract>;
