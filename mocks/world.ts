/**
 * The lender's data as the fake backend holds it: field names as in docs/spec.md §3 and docs/contracts.md §5/§9,
 * amounts in minor units (centavos). `createWorld()` is the default scenario's starting point;
 * scenarios change a fresh world before the first call.
 */
import type { EndpointName } from '../src/api/endpoints';
import { money } from './language';

/** Bumped when the shape changes, so a snapshot from an older shape is ignored. */
export const WORLD_VERSION = 2;

export interface BankOption {
  name: string;
  type: string | number;
}

export interface BankItem {
  code: string;
  title: string;
  /** Shown as the placeholder. */
  subtitle?: string;
  cate: 'text' | 'city' | 'day' | 'enum';
  /** Prefilled value; for enum items the option's name. */
  value?: string;
  /** Options of enum (and city) items. */
  note?: BankOption[];
  /** 0 or absent: every card type; 1 bank card; 2 e-wallet. */
  cardTypeMi?: number;
  channelNumber?: number;
  inputType?: string;
}

export interface RecommendedProduct {
  id: number;
  productId: string;
  logo: string;
  name: string;
  buttonText: string;
  /** 1 enabled, 0 disabled (cannot be opened). */
  enabled: 0 | 1;
  range: string;
  rangeDesc: string;
  rate: string;
  description: string;
  tags: string[];
  url: string;
}

export interface DetailRow {
  text: string;
  value: string;
  /** For a row of money: the amount in minor units, written into `value` in the language asked for. */
  amount?: number;
}

/** A display row of money: its amount, and its value as the money filter writes it in English. */
function moneyRow(text: string, amount: number): DetailRow {
  return { text, value: pesos(amount), amount };
}

export interface Order {
  orderId: string;
  orderNo: string;
  productId: string;
  orderStatus: number;
  noticeStatusText: string;
  noticeDesText: string;
  productName: string;
  productLogo: string;
  userOrderDetail: { detail: DetailRow[] };
  inside: 0 | 1;
  h5Url: string;
  isDelay: 0 | 1;
  telephone: string;
  isScore: 0 | 1;
  playeduL: string;
  reyMsg: string;
  KindTipsMsg: string;
  cardNeedPop: 0 | 1;
  cardPopTitle: string;
  cardPopMsg: string;
  /** Complaint eligibility for collection-type complaints (1 allowed). */
  isShow: 0 | 1;
  orderAmount: number;
  /** What is due for the current period. */
  repayAmount: number;
  repayDate: string;
  /** What a rollover (extension) costs now. */
  delayAmount: number;
  /** The due date after a rollover. */
  delayRepayDate: string;
  overdueDays: number;
  createdAt: string;
}

export interface PlanRow {
  title: string;
  description: string;
  amount: number;
  pay_time: string;
}

/** What loan-detail-confirm answers for a product (and the older API's loan-detail, renamed). */
export interface Offer {
  productId: string;
  amount: number;
  periods: number;
  /** Days per period: the term shown is periods × termUnit days. */
  termUnit: number;
  details: DetailRow[];
  repay_plans: PlanRow[];
  firstPayTime: string;
  firstPeriodDay: number;
  pRateDsc: string;
  sendSms: 0 | 1;
  isPopType: 0 | 1;
  popTitle: string;
  popContent: string;
  popAgreementUrl: string;
  comProductLogo: string;
  comProductName: string;
  /** Older API only. */
  isRetain: 0 | 1;
  retainTitle: string;
  retainContent: string;
  agreementUrl: string;
  NewButtonMsg: string;
  NewPopMsg: string;
  /** The Truth in Lending disclosure both APIs answer (docs/contracts.md §9). */
  disclosure: Disclosure;
}

/** docs/contracts.md §9: amounts in minor units, dates YYYY-MM-DD. */
export interface Disclosure {
  principal: number;
  charges: { name: string; amount: number; deducted: boolean }[];
  interest: number;
  netProceeds: number;
  disbursedOn: string;
  schedule: { dueDate: string; principal: number; interest: number; fees: number; total: number }[];
}

export interface Agreement {
  title: string;
  position: number;
}

export interface RepayChannel {
  channel_number: number;
  name: string;
  logo: string;
  /** How the payment is made: a code to show, a QR code, or a payment link. */
  how: 'code' | 'qr' | 'link';
}

export interface PayStep {
  name: string;
  step: string;
}

export interface BankCard {
  id: string;
  bankName: string;
  cardNo: string;
  bankCode: string;
}

export interface RepayRecord {
  repayRecordId: string;
  orderId: string;
  amount: number;
  cardId: string;
  needValid: 0 | 1;
  verifyCode: string;
  status: 'pending' | 'paid';
}

export interface PaymentRequest {
  orderId: string;
  channelNumber: number;
  amount: number;
  isDelay: 0 | 1;
  payCode: string;
  at: string;
}

export interface OptionTitle {
  value: number;
  title: string;
}

export interface Complaint {
  problemId: string;
  problemType: number;
  problemSonType: number | '';
  problemDetail: string;
  images: string[];
  orderNo: string;
  time: string;
  disposeDetail: string;
  disposeImages: string[];
  isNeedScore: 0 | 1;
  score?: number;
}

export interface Upload {
  name: string;
  type: string;
  size: number;
  /** The bytes, base64, when small enough to keep. */
  base64?: string;
}

export interface Template {
  id: string;
  appName: string;
  title: string;
  subtitle: string;
  bannerImg: string;
  themeColor: string;
  buttonText: string;
  downloadUrl: string;
  agreementTitle: string;
  agreementUrl: string;
}

/** An answer a scenario forces on an endpoint (or on every endpoint). */
export type Forced = (
  | { kind: 'envelope'; code: string | number; message: string; data?: unknown }
  | { kind: 'http'; status: number; body?: unknown }
  | { kind: 'html' }
  | { kind: 'network' }
) & {
  /** Answers forced this many times, then the endpoint answers as it would (default: every time). */
  times?: number;
};

export interface TrackedEvent {
  endpoint: string;
  params: Record<string, string>;
  at: string;
}

export interface World {
  version: number;
  scenario: string;
  /** Milliseconds every answer waits (the `slow` scenario). */
  delayMs: number;
  /** Milliseconds the answers of one endpoint wait (a picture's upload on a slow network), on top of `delayMs`. */
  delays: Partial<Record<EndpointName, number>>;
  /** Forced answers by endpoint name; `all` applies to every endpoint. */
  forced: Partial<Record<EndpointName | 'all', Forced>>;
  /**
   * Answers the gateway loses, by endpoint: the call is carried out (and its answer kept for its
   * Idempotency-Key), then answered 504; each loss counts down to none.
   */
  lostAnswers: Partial<Record<EndpointName, number>>;
  /** Every link the server hands out (redirects, payment links, agreements) becomes javascript:. */
  unsafeUrls: boolean;
  /** Minutes since the mock clock's start (2025-06-02 09:30:00), advanced by each change. */
  clock: number;
  counter: number;

  bankItems: BankItem[];
  savedAccounts: Record<string, string>[];
  bankCards: BankCard[];

  orders: Order[];
  /** The order answered when a call names none (or an unknown one). */
  primaryOrderId: string;
  products: RecommendedProduct[];
  offers: Offer[];
  agreements: Agreement[];

  channels: RepayChannel[];
  payNotice: Record<string, PayStep[]>;
  noticeMsg: string;
  isShowReyTop: 0 | 1;
  needValid: 0 | 1;
  repayTokens: Record<string, string>;
  repayRecords: RepayRecord[];
  payments: PaymentRequest[];

  problemTypes: OptionTitle[];
  problemSonTypes: OptionTitle[];
  complaints: Complaint[];
  uploads: Record<string, Upload>;

  contact: { email: string; smWa: string };

  templates: Template[];
  captchas: Record<string, string>;
  smsCodes: Record<string, string>;
  registered: string[];

  loginFail: { noticeMsg: string; errorMsg: string };
  events: TrackedEvent[];
}

/** The SMS code the fake backend sends for repayment and registration. */
export const SMS_CODE = '123456';

const asset = (name: string) => `/mock-assets/${name}.svg`;

export function defaultBankItems(): BankItem[] {
  return [
    {
      code: 'bankName',
      title: 'Bank',
      subtitle: 'Choose your bank',
      cate: 'enum',
      cardTypeMi: 1,
      channelNumber: 90006,
      note: [
        { name: 'BDO Unibank', type: 'BDO' },
        { name: 'Metrobank', type: 'MBT' },
        { name: 'Land Bank', type: 'LBP' },
      ],
    },
    {
      code: 'bankCardNo',
      title: 'Account number',
      subtitle: 'Enter your account number',
      cate: 'text',
      cardTypeMi: 1,
      channelNumber: 90006,
      inputType: 'number',
    },
    {
      code: 'branchCode',
      title: 'Branch code',
      subtitle: 'Enter the branch code',
      cate: 'text',
      cardTypeMi: 1,
      channelNumber: 90007,
      inputType: 'number',
    },
    {
      code: 'walletName',
      title: 'E-wallet',
      subtitle: 'Choose your e-wallet',
      cate: 'enum',
      cardTypeMi: 2,
      note: [
        { name: 'GCash', type: 'GCASH' },
        { name: 'Maya', type: 'MAYA' },
      ],
    },
    {
      code: 'walletPhone',
      title: 'E-wallet number',
      subtitle: 'Enter the 11-digit number',
      cate: 'text',
      cardTypeMi: 2,
      inputType: 'phone',
    },
    {
      code: 'city',
      title: 'City',
      subtitle: 'Choose your city',
      cate: 'city',
      cardTypeMi: 0,
      note: [
        { name: 'Manila', type: 'MNL' },
        { name: 'Quezon City', type: 'QZN' },
        { name: 'Cebu City', type: 'CEB' },
      ],
    },
    { code: 'salaryDay', title: 'Salary day', subtitle: 'Choose the day of the month', cate: 'day' },
  ];
}

/** Status text and description by order status (docs/spec.md §4 names the codes, not their meaning). */
export const STATUS_TEXT: Record<number, [string, string]> = {
  21: ['Under review', 'Your application is being reviewed. We will notify you within 1 day.'],
  110: ['Disbursing', 'Your loan is approved and the money is on its way to your account.'],
  151: ['Not approved', 'Sorry, your application was not approved this time. Try one of these products.'],
  170: ['Repayment due', 'Your first payment is coming up. Repay on time to keep a good record.'],
  174: ['Awaiting repayment', 'Please repay before the due date to keep a good credit record.'],
  180: ['Overdue', 'Your loan is overdue. Repay now to stop late penalties.'],
  200: ['Repaid', 'Thank you! Your loan is fully repaid. You can borrow again.'],
};

/** Sets an order's status with its texts. */
export function setOrderStatus(order: Order, status: number): void {
  order.orderStatus = status;
  const [text, description] = STATUS_TEXT[status] ?? ['Processing', 'Your order is being processed.'];
  order.noticeStatusText = text;
  order.noticeDesText = description;
  order.overdueDays = status === 180 ? 3 : 0;
}

/** What an amount due is made of (docs/contracts.md §9 `breakdown`), in minor units. */
export interface Breakdown {
  principal: number;
  interest: number;
  fees: number;
  penalties: number;
  daysPastDue: number;
}

/** The order's service fee within an amount due: 1 % of the principal. */
const SERVICE_FEE_SHARE = 0.01;
/** Late penalty per day past due: 5 % of the principal a month, in 30-day months (the market's cap). */
const PENALTY_PER_DAY = 0.05 / 30;

/**
 * What `due` is for: the principal first (none in a rollover, which only extends it), then the
 * service fee, the late penalties of the days past due, and the interest as the rest, so the four
 * always add up to `due`.
 */
export function breakdownOf(order: Order, due: number, { rollover = false } = {}): Breakdown {
  const principal = rollover ? 0 : Math.min(order.orderAmount, due);
  let rest = due - principal;
  const penalties = Math.min(rest, Math.round(order.orderAmount * PENALTY_PER_DAY * order.overdueDays));
  rest -= penalties;
  const fees = Math.min(rest, Math.round(order.orderAmount * SERVICE_FEE_SHARE));
  return { principal, interest: rest - fees, fees, penalties, daysPastDue: order.overdueDays };
}

/**
 * An amount as the server writes it in display rows: the money filter's own text and formatter
 * (`₱1,234.56`), so a row beside a headline amount reads the same (docs/design.md, Money). In
 * English; an answer in another language writes its rows with `money` (mocks/language.ts).
 */
export function pesos(minor: number): string {
  return money(minor, 'en');
}

function order(overrides: Partial<Order> & Pick<Order, 'orderId' | 'productId' | 'productName'>): Order {
  const base: Order = {
    orderNo: `NO${overrides.orderId}`,
    orderStatus: 174,
    noticeStatusText: '',
    noticeDesText: '',
    productLogo: asset(`logo-${overrides.productName.toLowerCase()}`),
    userOrderDetail: { detail: [] },
    inside: 1,
    h5Url: '',
    isDelay: 1,
    telephone: '+63 2 8888 1234',
    isScore: 0,
    playeduL: '',
    reyMsg: 'Repay on time to raise your limit.',
    KindTipsMsg: '',
    cardNeedPop: 0,
    cardPopTitle: 'Bind your bank card',
    cardPopMsg: 'Your loan will be sent to your bank card. Please bind one first.',
    isShow: 1,
    orderAmount: 500000,
    repayAmount: 545000,
    repayDate: '2025-06-10',
    delayAmount: 85000,
    delayRepayDate: '2025-07-10',
    overdueDays: 0,
    createdAt: '2025-05-11 10:15:00',
    ...overrides,
  };
  base.userOrderDetail = {
    detail: [
      moneyRow('Loan amount', base.orderAmount),
      moneyRow('Repayment amount', base.repayAmount),
      { text: 'Due date', value: base.repayDate },
      { text: 'Order number', value: base.orderNo },
      { text: 'Applied on', value: base.createdAt },
    ],
  };
  setOrderStatus(base, overrides.orderStatus ?? 174);
  return base;
}

function offer(productId: string, name: string): Offer {
  const amount = 500000;
  const periods = 4;
  const termUnit = 30;
  const interest = 25000;
  const fee = 45000;
  const per = (amount + interest) / periods;
  const dates = ['2025-07-02', '2025-08-01', '2025-08-31', '2025-09-30'];
  return {
    productId,
    amount,
    periods,
    termUnit,
    details: [
      moneyRow('Loan amount', amount),
      moneyRow('Service fee', fee),
      moneyRow('Interest', interest),
      moneyRow('Amount received', amount - fee),
    ],
    repay_plans: dates.map((date, i) => ({
      title: `Period ${i + 1}`,
      description: 'Principal and interest',
      amount: per,
      pay_time: date,
    })),
    firstPayTime: dates[0]!,
    firstPeriodDay: termUnit,
    pRateDsc: 'Daily interest rate 0.05%, no hidden charges',
    sendSms: 0,
    isPopType: 0,
    popTitle: 'Point out',
    popContent: 'Only one step left to get your money. Are you sure you want to leave?',
    popAgreementUrl: '',
    comProductLogo: asset(`logo-${name.toLowerCase()}`),
    comProductName: name,
    isRetain: 0,
    retainTitle: 'Point out',
    retainContent: 'Your loan is approved. Leave now and you may lose this offer.',
    agreementUrl: '/mock-assets/agreement-1.html',
    NewButtonMsg: 'Get my loan',
    NewPopMsg: '',
    disclosure: {
      principal: amount,
      charges: [{ name: 'Service fee', amount: fee, deducted: true }],
      interest,
      netProceeds: amount - fee,
      disbursedOn: '2025-06-02',
      schedule: dates.map((dueDate) => ({
        dueDate,
        principal: amount / periods,
        interest: interest / periods,
        fees: 0,
        total: per,
      })),
    },
  };
}

function product(id: number, name: string, extra: Partial<RecommendedProduct> = {}): RecommendedProduct {
  return {
    id,
    productId: String(id),
    logo: asset(`logo-${name.toLowerCase()}`),
    name,
    buttonText: 'Apply now',
    enabled: 1,
    range: '₱1,000 - ₱20,000',
    rangeDesc: 'Loan amount',
    rate: '0.05%/day',
    description: 'Approval within 1 day, money in 1-3 days',
    tags: ['Fast approval', 'No collateral'],
    url: `/confirmUseNew?productId=${id}`,
    ...extra,
  };
}

/** The default world: one order awaiting repayment (rollover available), offers, cards, complaints. */
export function createWorld(scenario = 'default'): World {
  return {
    version: WORLD_VERSION,
    scenario,
    delayMs: 0,
    delays: {},
    forced: {},
    lostAnswers: {},
    unsafeUrls: false,
    clock: 0,
    counter: 0,

    bankItems: defaultBankItems(),
    savedAccounts: [],
    bankCards: [
      { id: 'card-1', bankName: 'BDO Unibank', cardNo: '4111222233334321', bankCode: 'BDO' },
      { id: 'card-2', bankName: 'Metrobank', cardNo: '5500111122228765', bankCode: 'MBT' },
    ],

    orders: [
      order({ orderId: 'OD1001', productId: '1', productName: 'PesoLoan' }),
      order({
        orderId: 'OD0987',
        productId: '2',
        productName: 'CashGo',
        orderStatus: 200,
        isDelay: 0,
        isShow: 0,
        orderAmount: 300000,
        repayAmount: 0,
        repayDate: '2025-04-20',
        createdAt: '2025-03-21 16:40:00',
      }),
    ],
    primaryOrderId: 'OD1001',
    products: [
      product(1, 'PesoLoan', { range: '₱1,000 - ₱20,000' }),
      product(2, 'CashGo', {
        range: '₱2,000 - ₱30,000',
        rate: '0.04%/day',
        tags: ['Low rate', 'Repeat bonus'],
      }),
      product(3, 'PondoNow', { enabled: 0, buttonText: 'Sold out', tags: ['Popular'] }),
      product(4, 'LuzonLend', { range: '₱500 - ₱10,000', tags: ['New'] }),
    ],
    offers: [offer('1', 'PesoLoan'), offer('2', 'CashGo'), offer('4', 'LuzonLend')],
    agreements: [
      { title: 'Loan Agreement', position: 1 },
      { title: 'Privacy Policy', position: 2 },
      { title: 'Authorization for Disbursement', position: 3 },
    ],

    channels: [
      { channel_number: 2001, name: '7-Eleven', logo: asset('logo-7-eleven'), how: 'code' },
      { channel_number: 2002, name: 'GCash', logo: asset('logo-gcash'), how: 'qr' },
      { channel_number: 2003, name: 'Maya', logo: asset('logo-maya'), how: 'link' },
      { channel_number: 2004, name: 'Cebuana Lhuillier', logo: asset('logo-cebuana'), how: 'code' },
    ],
    payNotice: {
      'Pay at 7-Eleven': [
        { name: 'Step 1', step: 'Go to any 7-Eleven store and open the CLiQQ kiosk.' },
        { name: 'Step 2', step: 'Choose Bills Payment, then Loans, then enter your pay code.' },
        { name: 'Step 3', step: 'Pay the exact amount at the counter and keep the receipt.' },
      ],
      'Pay with GCash': [
        { name: 'Step 1', step: 'Open GCash and tap Pay Bills.' },
        { name: 'Step 2', step: 'Search for the lender and enter your pay code and amount.' },
      ],
      'Pay at Cebuana Lhuillier': [
        { name: 'Step 1', step: 'Go to any Cebuana Lhuillier branch and ask for bills payment.' },
        { name: 'Step 2', step: 'Give your pay code, pay the exact amount and keep the receipt.' },
      ],
    },
    noticeMsg: 'Payments are credited within 30 minutes. Keep your receipt.',
    isShowReyTop: 1,
    needValid: 1,
    repayTokens: {},
    repayRecords: [],
    payments: [],

    problemTypes: [
      { value: 1, title: 'Collection' },
      { value: 2, title: 'Repayment' },
      { value: 3, title: 'Loan application' },
      { value: 4, title: 'Other' },
    ],
    problemSonTypes: [
      { value: 11, title: 'Rude language' },
      { value: 12, title: 'Contacted my family or friends' },
      { value: 13, title: 'Called too often' },
    ],
    complaints: [
      {
        problemId: 'P1002',
        problemType: 4,
        problemSonType: '',
        problemDetail: 'How can I change the phone number on my account?',
        images: [],
        orderNo: 'NOOD1001',
        time: '2025-05-30 08:12:45',
        disposeDetail: '',
        disposeImages: [],
        isNeedScore: 0,
      },
      {
        problemId: 'P1001',
        problemType: 2,
        problemSonType: '',
        problemDetail: 'I paid at 7-Eleven but the order still shows unpaid.',
        images: [asset('receipt')],
        orderNo: 'NOOD1001',
        time: '2025-05-28 14:02:11',
        disposeDetail: 'We found your payment and updated the order. Sorry for the wait.',
        disposeImages: [asset('reply')],
        isNeedScore: 1,
      },
    ],
    uploads: {},

    contact: { email: 'support@pesoloan.example.ph', smWa: '+63 2 8888 1234' },

    templates: [
      {
        id: '1',
        appName: 'PesoLoan',
        title: 'Get up to ₱20,000 in minutes',
        subtitle: 'Register with your phone number to claim your first loan.',
        bannerImg: asset('banner'),
        themeColor: '#1677ff',
        buttonText: 'Register',
        downloadUrl: '/register#/downloadTemplate',
        agreementTitle: 'Terms and Privacy Policy',
        agreementUrl: '/privacy',
      },
    ],
    captchas: {},
    smsCodes: {},
    registered: ['09181234567'],

    loginFail: {
      noticeMsg: 'We could not sign you in to this partner right now.',
      errorMsg: 'Your application could not be completed. Try one of these products instead.',
    },
    events: [],
  };
}

/** The mock clock as `YYYY-MM-DD HH:mm:ss`. */
export function clockText(world: World): string {
  const start = Date.UTC(2025, 5, 2, 9, 30, 0);
  return new Date(start + world.clock * 60_000).toISOString().replace('T', ' ').slice(0, 19);
}
