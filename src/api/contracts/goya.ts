/** The older API under /gopia/goya (docs/contracts.md §5): success '00', form-encoded. */
import { Type } from '@sinclair/typebox';
import {
  Agreement,
  Answer,
  DetailRow,
  Disclosure,
  Flag,
  Id,
  Link,
  Money,
  Num,
  Params,
  RecommendedProduct,
  Text,
  type Contract,
  PlanRow,
} from './common';

const product = Params({ productId: Id('The product') }, 'The product');

export const goyaContracts = {
  goyaLoanDetail: {
    request: product,
    response: Answer(
      {
        loanAmount: Money('The loan amount'),
        loanPeriods: Type.Integer({ description: 'Number of periods' }),
        loanTermUnit: Type.Integer({ description: 'Days per period (the term is periods × termUnit days)' }),
        feeList: Type.Array(DetailRow, { description: 'Fee rows' }),
        planList: Type.Array(PlanRow('payTime'), { description: 'The repayment plan' }),
        rateDesc: Type.Optional(Text('The rate, as written by the server')),
        logo: Type.Optional(Link('Product logo')),
        name: Text('Product name'),
        isRetain: Type.Optional(Flag('1 asks before the borrower leaves')),
        retainTitle: Type.Optional(Text('Title of the retention pop-up')),
        retainContent: Type.Optional(Text('Text of the retention pop-up')),
        agreementUrl: Type.Optional(Link('The agreement')),
        NewButtonMsg: Type.Optional(Text('The confirm button label')),
        NewPopMsg: Type.Optional(Text('A promotion pop-up (empty: none)')),
        disclosure: Type.Optional(Disclosure),
      },
      'Loan confirmation (older field names)',
    ),
  },
  goyaAgreements: {
    request: product,
    response: Type.Array(Agreement, { description: 'The agreements' }),
  },
  goyaAgreementJump: {
    request: Params(
      {
        productId: Id('The product'),
        position: Num('The agreement'),
        orderId: Type.Optional(Id('The order')),
      },
      'One agreement',
    ),
    response: Answer({ url: Link('The agreement page') }, 'Where the agreement is'),
  },
  goyaLoanPush: {
    request: Params(
      {
        amount: Num('The amount as received (minor units)'),
        periods: Num('Periods as received'),
        termUnit: Num('Days per period as received'),
        productId: Id('The product'),
      },
      'Confirms the loan',
    ),
    response: Answer({ jumpUrl: Link('Where the borrower goes next') }, 'The confirmed loan'),
  },
  goyaLoginFailNotice: {
    request: Params({}, 'Nothing'),
    response: Answer(
      {
        noticeMsg: Type.Optional(Text('The notice pop-up')),
        errorMsg: Type.Optional(Text('The error pop-up')),
        products: Type.Array(RecommendedProduct, { description: 'Products to try instead' }),
      },
      'A failed joint login',
    ),
  },
  goyaProductClick: {
    request: product,
    response: Answer({ url: Link('Where the product opens') }, 'The link of a product'),
  },
} satisfies Record<string, Contract>;
