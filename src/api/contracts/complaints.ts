/** Complaints and customer service (docs/spec.md §3 "Complaint …", "Contact info", §7). */
import { Type } from '@sinclair/typebox';
import {
  Answer,
  DateText,
  Flag,
  Id,
  Link,
  NotRead,
  Num,
  Params,
  Str,
  Text,
  TitleRow,
  type Contract,
} from './common';

const Option = Type.Object(
  { value: Type.Integer({ description: 'The type code sent with the complaint' }), title: Text('The label') },
  { additionalProperties: true, description: 'A complaint type' },
);

const OrderSummary = Type.Object(
  {
    orderId: Type.Optional(Id('The order id')),
    orderNo: Text('The order number sent with the complaint'),
    productLogo: Link('Product logo'),
    productName: Text('Product name'),
    status: Text('The order status as text'),
    isShow: Flag('1 when the order allows collection complaints'),
    list: Type.Array(TitleRow, { description: 'Display rows' }),
  },
  { additionalProperties: true, description: 'An order the complaint can be about' },
);

const ComplaintItem = Type.Object(
  {
    id: Id('The complaint id'),
    time: DateText('When it was filed'),
    type: Text('The complaint type as text'),
    content: Text('What the borrower wrote'),
  },
  { additionalProperties: true, description: 'A past complaint' },
);

export const complaintContracts = {
  problemInit: {
    request: Params({ orderId: Type.Optional(Id('The order the complaint is about')) }, 'The selected order'),
    response: Answer(
      {
        problemType: Type.Array(Option, { description: 'Complaint types' }),
        problemSonType: Type.Array(Option, { description: 'Sub-types of collection complaints' }),
        orderDetail: OrderSummary,
        orderList: Type.Array(OrderSummary, { description: 'Every order of the borrower' }),
      },
      'Complaint types and orders',
    ),
  },
  uploadProblemImg: {
    request: Params(
      { problemImage: Type.Optional(Type.Unknown({ description: 'The picture (multipart file)' })) },
      'One picture',
    ),
    response: Answer({ url: Link('Where the picture is kept') }, 'The uploaded picture'),
  },
  problemSave: {
    request: Params(
      {
        problemType: Num('The complaint type'),
        problemSonType: Type.Optional(Str('The sub-type of a collection complaint (empty otherwise)')),
        problemDetail: Type.String({ description: 'What the borrower writes (at most 200 characters)' }),
        problemImage: Type.Optional(
          Type.String({ description: 'Picture URLs joined by commas (empty if none)' }),
        ),
        orderNo: Str('The order number'),
      },
      'A complaint',
    ),
    response: Type.Union(
      [Type.Null(), Answer({ problemId: Type.Optional(Id('The new complaint')) }, 'The filed complaint')],
      { description: 'Not read: the code decides' },
    ),
  },
  problemList: {
    request: Params({}, 'Nothing'),
    response: Answer(
      {
        tabs: Type.Array(
          Type.Object(
            {
              title: Text('The tab label'),
              items: Type.Array(ComplaintItem, { description: 'The complaints of the tab' }),
            },
            { additionalProperties: true, description: 'A tab' },
          ),
          { description: 'Tabs (processing, processed)' },
        ),
      },
      'Past complaints by tab',
    ),
  },
  problemDetail: {
    request: Params({ problemId: Id('The complaint') }, 'One complaint'),
    response: Answer(
      {
        type: Text('The complaint type as text'),
        sonType: Type.Optional(Text('The sub-type as text (empty when none)')),
        problemId: Id('The complaint id'),
        content: Text('What the borrower wrote'),
        images: Type.Array(Type.String(), { description: "The borrower's picture URLs" }),
        disposeDetail: Type.Optional(Text("The lender's reply (empty while processing)")),
        disposeImages: Type.Optional(Type.Array(Type.String(), { description: "The reply's picture URLs" })),
        isNeedScore: Flag('1 when the reply can be rated'),
        time: Type.Optional(DateText('When it was filed')),
        orderNo: Type.Optional(Text('The order number')),
      },
      'One complaint with its reply',
    ),
  },
  saveScore: {
    request: Params({ score: Num('Stars, 1 to 5'), problemId: Id('The complaint') }, 'A rating of the reply'),
    response: NotRead('Not read: code 00 means saved'),
  },
  contactKfInfo: {
    request: Params({ overall: Type.Optional(Num('Always 30')) }, 'Customer service contact'),
    response: Answer(
      { email: Text('Customer service e-mail'), smWa: Text('Customer service telephone, as shown') },
      'Customer service contact',
    ),
  },
} satisfies Record<string, Contract>;
