/**
 * Named scenarios: each changes a fresh default world before the first call. Pick one with
 * `?scenario=name` in dev, `createMockServer(name)` / `useScenario(name)` in tests, or
 * `POST /__mock/scenario` against scripts/serve/serve.ts. Names can be combined with commas
 * (`order-180-delay,slow`); later ones win.
 */
import type { EndpointName } from '../src/api/endpoints';
import { setOrderStatus, type Forced, type Order, type World } from './world';

export interface Scenario {
  description: string;
  apply(world: World): void;
  /** Success answers break the endpoint contracts on purpose (src/api/contracts): a fault to survive. */
  malformed?: true;
}

function primary(world: World): Order {
  return world.orders.find((o) => o.orderId === world.primaryOrderId)!;
}

const envelope = (code: string | number, message: string): Forced => ({ kind: 'envelope', code, message });

function force(endpoints: EndpointName[], answer: Forced): (world: World) => void {
  return (world) => {
    for (const name of endpoints) world.forced[name] = { ...answer };
  };
}

function orderStatus(status: number, changes: Partial<Order> = {}): (world: World) => void {
  return (world) => {
    const order = primary(world);
    setOrderStatus(order, status);
    Object.assign(order, changes);
  };
}

const GOYA: EndpointName[] = [
  'goyaLoanDetail',
  'goyaAgreements',
  'goyaAgreementJump',
  'goyaLoanPush',
  'goyaLoginFailNotice',
  'goyaProductClick',
];

export const scenarios: Record<string, Scenario> = {
  default: {
    description:
      'Everything succeeds: order OD1001 awaiting repayment (174, rollover offered), offers, two cards, two complaints.',
    apply: () => {},
  },

  // transport
  'network-down': {
    description: 'Every API call fails at the network level.',
    apply: (w) => void (w.forced.all = { kind: 'network' }),
  },
  slow: {
    description: 'Every API call answers after 3 seconds.',
    apply: (w) => void (w.delayMs = 3000),
  },
  'server-error': {
    description: 'Every API call answers HTTP 500 with an HTML error page.',
    apply: (w) => void (w.forced.all = { kind: 'http', status: 500 }),
  },
  'html-page': {
    description: 'Every API call answers 200 with an HTML page (a misrouted proxy), not JSON.',
    apply: (w) => void (w.forced.all = { kind: 'html' }),
  },
  'session-expired': {
    description: 'Every API call answers HTTP 401 {code: 401, message: "Please log in again"}.',
    apply: (w) =>
      void (w.forced.all = {
        kind: 'http',
        status: 401,
        body: { code: 401, message: 'Please log in again', data: null },
      }),
  },
  'unsafe-urls': {
    description:
      'Every URL the server returns (redirects, payment links, agreements) is javascript: or data:.',
    apply: (w) => {
      w.unsafeUrls = true;
      for (const order of w.orders) order.playeduL = 'javascript:alert(document.cookie)';
    },
  },

  'wrong-types': {
    description:
      'Success answers of the wrong shape: an amount as text, a list as an object, a required field missing.',
    malformed: true,
    apply: (w) => {
      const ok = (code: string | number, data: unknown): Forced => ({
        kind: 'envelope',
        code,
        message: 'success',
        data,
      });
      const order = primary(w);
      w.forced.loanPlayDetail = ok(0, {
        repayAmount: '5450.00',
        repayDate: order.repayDate,
        detail: [],
        repayList: [],
      });
      w.forced.rolloverDetail = ok(0, {
        delayInfo: { title: 'Rollover Repayment', delayAmount: 'free' },
        repayPlan: [],
        repayList: [],
      });
      w.forced.loanDetailConfirm = ok(0, {
        amount: '5000',
        periods: 4,
        termUnit: 30,
        details: [],
        repay_plans: [],
      });
      w.forced.goyaLoanDetail = ok('00', {
        loanPeriods: 4,
        loanTermUnit: 30,
        feeList: [],
        planList: [],
        name: 'PesoLoan',
      });
      w.forced.repaymentWay = ok('00', { alipay: 1, repayToken: 'tok-x', bankCards: { first: 'card-1' } });
      w.forced.cardInit = ok(0, { items: { bankName: 'BDO' } });
      w.forced.loanDetails = ok(0, { ...order, userOrderDetail: { detail: { text: 'Loan amount' } } });
      w.forced.problemList = ok(0, { tabs: 'none' });
      w.forced.problemDetail = ok(0, {
        type: 'Repayment',
        problemId: 'P1001',
        content: 42,
        images: [],
        isNeedScore: 0,
      });
      w.forced.contactKfInfo = ok(0, { email: ['support@pesoloan.example.ph'] });
    },
  },

  // bank binding
  'bank-error': {
    description: 'Saving an account answers code 1 "The account number is invalid".',
    apply: force(['bindCardNew', 'bindCardChange'], envelope(1, 'The account number is invalid')),
  },
  'bank-init-error': {
    description: 'Loading the bank items answers code 1 "Service is busy, please try again".',
    apply: force(['cardInit'], envelope(1, 'Service is busy, please try again')),
  },
  'bank-empty': {
    description: 'The server sends no bank items.',
    apply: (w) => void (w.bankItems = []),
  },
  'bank-saved': {
    description: 'The items come prefilled with a saved account (enum values by option name).',
    apply: (w) => {
      const values: Record<string, string> = {
        bankName: 'Metrobank',
        bankCardNo: '001234567890',
        walletName: 'GCash',
        walletPhone: '09171234567',
        city: 'Cebu City',
        salaryDay: '15',
      };
      for (const item of w.bankItems) if (values[item.code]) item.value = values[item.code];
    },
  },

  // order page
  'order-21': {
    description: 'Order under review (21): stays on the page even with playeduL.',
    apply: orderStatus(21, { isDelay: 0, playeduL: '/loanTerms' }),
  },
  'order-110': {
    description: 'Order disbursing (110): recommended products, no buttons.',
    apply: orderStatus(110, { isDelay: 0 }),
  },
  'order-151': {
    description: 'Order not approved (151): recommended products, no buttons.',
    apply: orderStatus(151, { isDelay: 0 }),
  },
  'order-170': { description: 'Order 170: a Repayment button.', apply: orderStatus(170, { isDelay: 0 }) },
  'order-174': {
    description: 'Order 174 without rollover (isDelay 0): a Repayment button.',
    apply: orderStatus(174, { isDelay: 0 }),
  },
  'order-174-delay': {
    description: 'Order 174 with isDelay 1: REPAY and Rollover Repayment.',
    apply: orderStatus(174, { isDelay: 1 }),
  },
  'order-180': {
    description: 'Order overdue (180) without rollover: a Repayment button.',
    apply: orderStatus(180, { isDelay: 0 }),
  },
  'order-180-delay': {
    description: 'Order overdue (180) with isDelay 1: REPAY and Rollover Repayment.',
    apply: orderStatus(180, { isDelay: 1 }),
  },
  'order-200': {
    description: 'Order repaid (200): Borrow Again.',
    apply: orderStatus(200, { isDelay: 0, repayAmount: 0 }),
  },
  'order-playedul': {
    description: 'Order 110 with playeduL set: the page redirects to it (same origin /loanTerms).',
    apply: orderStatus(110, { isDelay: 0, playeduL: '/loanTerms' }),
  },
  'order-kind-tips': {
    description: 'The order answers KindTipsMsg (the bank-card Kind tips dialog).',
    apply: (w) =>
      void (primary(w).KindTipsMsg = 'Please make sure your bank card is valid before you repay.'),
  },
  'order-score': {
    description: 'The order asks for a rating (isScore 1).',
    apply: (w) => void (primary(w).isScore = 1),
  },
  'order-card-pop': {
    description: 'The order asks to bind a bank card (cardNeedPop 1, cardPopTitle, cardPopMsg).',
    apply: (w) => void (primary(w).cardNeedPop = 1),
  },
  'order-withdraw': {
    description:
      'The order offers a withdrawal outside the app (inside 0, h5Url): the withdraw prompt with reyMsg.',
    apply: (w) => {
      primary(w).inside = 0;
      primary(w).h5Url = '/loanTerms';
    },
  },
  'order-error': {
    description: 'loan-details answers code 1 "Order does not exist".',
    apply: force(['loanDetails'], envelope(1, 'Order does not exist')),
  },

  // loan confirmation
  'confirm-popups': {
    description:
      'Confirmation with the agreement modal (popAgreementUrl) and the retention pop-up (isPopType 1).',
    apply: (w) => {
      for (const offer of w.offers) {
        offer.isPopType = 1;
        offer.popAgreementUrl = '/mock-assets/agreement-1.html';
      }
    },
  },
  'confirm-new-popups': {
    description:
      'Older-API confirmation with the retention pop-up (isRetain 1) and the promo pop-up (NewPopMsg).',
    apply: (w) => {
      for (const offer of w.offers) {
        offer.isRetain = 1;
        offer.NewPopMsg = 'Limited offer: your first 7 days are interest-free!';
      }
    },
  },
  'confirm-error': {
    description: 'loan-detail-confirm and loan-detail-push answer code 1 "The offer has expired".',
    apply: force(['loanDetailConfirm', 'loanDetailPush'], envelope(1, 'The offer has expired')),
  },
  'disclosure-short': {
    description:
      'The disclosure says ₱4,350.00 reaches the borrower, but ₱5,000.00 less the ₱450.00 deducted is ₱4,550.00: the offer is refused.',
    apply: (w) => {
      for (const offer of w.offers) offer.disclosure.netProceeds -= 20000;
    },
  },
  'disclosure-over-cap': {
    description:
      'A covered loan whose deducted service fee is ₱2,000.00: ₱3,000.00 reaches the borrower against ₱5,250.00 repaid in four months, an EIR far above the cap: the offer is refused.',
    apply: (w) => {
      for (const offer of w.offers) {
        const d = offer.disclosure;
        d.charges = [{ name: 'Service fee', amount: 200000, deducted: true }];
        d.netProceeds = d.principal - 200000;
      }
    },
  },
  'goya-error': {
    description: 'Every older-API (/gopia/goya) call answers code \'01\' "System busy".',
    apply: force(GOYA, envelope('01', 'System busy')),
  },

  // repayment
  'repay-no-sms': {
    description: 'Card repayment needs no SMS code (needValid 0).',
    apply: (w) => void (w.needValid = 0),
  },
  'repay-confirm-wrong-code': {
    description: 'repayment-confirm answers 800006 (verification code wrong) whatever the code.',
    apply: force(['repaymentConfirm'], envelope(800006, 'verification code wrong')),
  },
  'repay-confirm-twice': {
    description: 'repayment-confirm answers 800005 (do not submit payment request twice).',
    apply: force(['repaymentConfirm'], envelope(800005, 'do not submit payment request twice')),
  },
  'repay-way-error': {
    description: "repayment-way answers code '01' with no message (the screen's own fallback shows).",
    apply: force(['repaymentWay'], envelope('01', '')),
  },
  'repay-commit-error': {
    description: "repayment-commit answers code '01' with no message.",
    apply: force(['repaymentCommit'], envelope('01', '')),
  },
  'repay-commit-504': {
    description:
      'The first repayment-commit is carried out, but the gateway loses its answer: HTTP 504 (outcome unknown).',
    apply: (w) => void (w.lostAnswers.repaymentCommit = 1),
  },
  'repay-commit-other-success': {
    description:
      'repayment-commit answers the other style of success: code 0 "success" where \'00\' is expected.',
    apply: force(['repaymentCommit'], {
      kind: 'envelope',
      code: 0,
      message: 'success',
      data: { needValid: 1, repayRecordId: 'R-other' },
    }),
  },
  'repay-no-cards': {
    description: 'repayment-way answers no bank cards.',
    apply: (w) => void (w.bankCards = []),
  },
  'repay-many-channels': {
    description: 'Fourteen repayment channels: the channel sheet is taller than a small phone.',
    apply: (w) => {
      const extra = ['Palawan Express', 'M Lhuillier', 'LBC', 'Bayad Center', 'ECPay', 'SM Bills Payment'];
      extra.push('Robinsons Business Center', 'Posible', 'Coins.ph', 'InstaPay transfer');
      extra.forEach((name, i) =>
        w.channels.push({
          channel_number: 2101 + i,
          name,
          logo: `/mock-assets/logo-${name.toLowerCase().replace(/[^a-z]+/g, '-')}.svg`,
          how: 'code',
        }),
      );
    },
  },
  'repay-error': {
    description:
      'loan-play-detail, willcox and generate-vcode answer code 1 "Repayment is under maintenance".',
    apply: force(
      ['loanPlayDetail', 'rolloverDetail', 'generateVcode'],
      envelope(1, 'Repayment is under maintenance'),
    ),
  },

  // complaints and customer service
  'complaint-empty': {
    description: 'No complaints filed yet (empty tabs).',
    apply: (w) => void (w.complaints = []),
  },
  'complaint-ineligible': {
    description: 'The selected order does not allow collection complaints (isShow 0).',
    apply: (w) => void (primary(w).isShow = 0),
  },
  'upload-error': {
    description: 'upload-problem-img answers code \'01\' "The picture is too large".',
    apply: force(['uploadProblemImg'], envelope('01', 'The picture is too large')),
  },
  'upload-slow': {
    description: 'upload-problem-img answers after 4 seconds (a picture sent on a slow network).',
    apply: (w) => void (w.delays.uploadProblemImg = 4000),
  },
  'upload-fails-once': {
    description:
      'The first upload-problem-img answers code \'01\' "The picture could not be saved, please try again"; the next ones succeed.',
    apply: force(['uploadProblemImg'], {
      ...envelope('01', 'The picture could not be saved, please try again'),
      times: 1,
    }),
  },
  'complaint-save-error': {
    description: 'problem-save answers code 1 "Too many complaints today".',
    apply: force(['problemSave'], envelope(1, 'Too many complaints today')),
  },
  'score-error': {
    description: 'save-score answers code \'01\' "Rating failed".',
    apply: force(['saveScore'], envelope('01', 'Rating failed')),
  },
  'contact-error': {
    description: 'contact-kf-info answers code 1 "Service unavailable".',
    apply: force(['contactKfInfo'], envelope(1, 'Service unavailable')),
  },

  // registration landing
  'sms-captcha-wrong': {
    description: 'get-sms answers 101 (image captcha wrong).',
    apply: force(['getSms'], envelope(101, 'The image verification code is wrong')),
  },
  'sms-registered': {
    description: 'get-sms answers 11 (already registered).',
    apply: force(
      ['getSms'],
      envelope(11, 'This phone number is already registered, please download the app'),
    ),
  },
  'sms-error': {
    description: 'get-sms answers 5 "Too many requests, try again later".',
    apply: force(['getSms'], envelope(5, 'Too many requests, try again later')),
  },
  'register-registered': {
    description: 'register answers 11 (already registered).',
    apply: force(['register'], envelope(11, 'This phone number is already registered')),
  },
  'register-captcha-wrong': {
    description: 'register answers -1 (captcha wrong).',
    apply: force(['register'], envelope(-1, 'The image verification code is wrong')),
  },
  'register-error': {
    description: 'register answers 3 "Registration is closed".',
    apply: force(['register'], envelope(3, 'Registration is closed')),
  },
  'template-error': {
    description:
      'channel-template answers code \'01\' "The page does not exist"; get-sid answers 1 "System busy".',
    apply: (w) => {
      w.forced.channelTemplate = envelope('01', 'The page does not exist');
      w.forced.getSid = envelope(1, 'System busy');
    },
  },
};

/** Every scenario with its one-line description. */
export function listScenarios(): { name: string; description: string }[] {
  return Object.entries(scenarios).map(([name, { description }]) => ({ name, description }));
}

/** The scenarios whose success answers break the endpoint contracts on purpose. */
export function malformedScenarios(): string[] {
  return Object.entries(scenarios)
    .filter(([, scenario]) => scenario.malformed)
    .map(([name]) => name);
}

/** True when every comma-separated part names a scenario. */
export function isScenario(name: string): boolean {
  return name.split(',').every((part) => Object.prototype.hasOwnProperty.call(scenarios, part.trim()));
}

/** Applies a scenario (or a comma-separated list) to a world; throws on an unknown name. */
export function applyScenario(world: World, name: string): void {
  for (const part of name.split(',').map((p) => p.trim())) {
    const scenario = Object.prototype.hasOwnProperty.call(scenarios, part) ? scenarios[part] : undefined;
    if (!scenario) {
      throw new Error(`unknown mock scenario "${part}"; known: ${Object.keys(scenarios).join(', ')}`);
    }
    scenario.apply(world);
  }
}
