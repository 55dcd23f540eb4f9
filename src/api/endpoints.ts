/**
 * The endpoint catalogue (spec §7, design.md §5 and §9): configs name endpoints, never paths.
 * Paths are written without the `/preschool` prefix; `prefix: true` adds it on the wire together
 * with the session's common parameters in the query string.
 */
export interface EndpointDef {
  client: 'one' | 'two';
  method: 'GET' | 'POST';
  /** The path, without the `/preschool` prefix when `prefix` is set. */
  path: string;
  /** The envelope code that means success: '0' accepts 0 and '0', '00' accepts only '00'. */
  success: '0' | '00';
  /** Sent under `/preschool`, with the common session parameters in the query string. */
  prefix?: boolean;
  /** Params that go to the query string even on POST. */
  queryParams?: readonly string[];
  /** Body params sent as null when a screen gives null (a JSON body's "none"); other nulls are left out. */
  nullParams?: readonly string[];
  /** The body is multipart (image upload). */
  multipart?: boolean;
  /** 'image': the answer is an image, used through `api.url()` (default 'json'). */
  kind?: 'json' | 'image';
  /**
   * The call changes something on the server (saves, pays, sends a message, registers). Such a
   * call runs only from an action the borrower starts, never as a screen's source (`npm run
   * validate` refuses it there).
   */
  changesState?: boolean;
  description: string;
}

/** The prefix of the bank, complaint and contact calls (spec §9). */
export const PRESCHOOL_PREFIX = '/preschool';

const LOAN = '/api/v1/youmi/youmi-api/service/loan';
const PROMO = '/api/v2/youmi/promotion';

export const endpoints = {
  // client two, under /preschool, form-encoded
  cardInit: {
    client: 'two',
    method: 'POST',
    path: '/v3/bind-card/card-init',
    prefix: true,
    success: '0',
    description: 'Bank binding items (data.items). Payload: product_id.',
  },
  bindCardNew: {
    client: 'two',
    method: 'POST',
    path: '/v3/bind-card/bind-card-new',
    prefix: true,
    success: '0',
    changesState: true,
    description: 'Saves a bank or e-wallet account: one key per visible item, cardType, product_id.',
  },
  bindCardChange: {
    client: 'two',
    method: 'POST',
    path: '/v3/bind-card/bind-card-change',
    prefix: true,
    success: '0',
    changesState: true,
    description: 'Saves a changed account (used when source=loanDetail); same payload as bindCardNew.',
  },
  problemInit: {
    client: 'two',
    method: 'POST',
    path: '/user-problem/problem-init',
    prefix: true,
    success: '0',
    description: 'Complaint types and sub-types, the selected order and all orders. Payload: orderId.',
  },
  uploadProblemImg: {
    client: 'two',
    method: 'POST',
    path: '/user-problem/upload-problem-img',
    prefix: true,
    success: '00',
    changesState: true,
    multipart: true,
    description: 'Uploads a complaint image (multipart field problemImage); data.url.',
  },
  problemSave: {
    client: 'two',
    method: 'POST',
    path: '/user-problem/problem-save',
    prefix: true,
    success: '0',
    changesState: true,
    description: 'Files a complaint: problemType, problemSonType, problemDetail, problemImage, orderNo.',
  },
  problemList: {
    client: 'two',
    method: 'POST',
    path: '/user-problem/problem-list',
    prefix: true,
    success: '0',
    description: 'Past complaints by tab (data.tabs: [{title, items: [{id, time, type, content}]}]).',
  },
  problemDetail: {
    client: 'two',
    method: 'POST',
    path: '/user-problem/problem-detail',
    prefix: true,
    success: '0',
    description: 'One complaint. Payload: problemId.',
  },
  saveScore: {
    client: 'two',
    method: 'POST',
    path: '/user-problem/save-score',
    prefix: true,
    success: '00',
    changesState: true,
    description: 'Rates the reply to a complaint. Payload: score (1-5), problemId.',
  },
  contactKfInfo: {
    client: 'two',
    method: 'POST',
    path: '/v3/personal-center/contact-kf-info',
    prefix: true,
    success: '0',
    description: 'Customer service e-mail and telephone (email, smWa). Payload: overall=30.',
  },

  // client two, the older API, form-encoded, success '00'
  goyaLoanDetail: {
    client: 'two',
    method: 'POST',
    path: '/gopia/goya/loan-detail',
    success: '00',
    description: 'Older API: loan confirmation data. Payload: productId.',
  },
  goyaAgreements: {
    client: 'two',
    method: 'POST',
    path: '/gopia/goya/agreements',
    success: '00',
    description: 'Older API: agreements [{title, position}]. Payload: productId.',
  },
  goyaAgreementJump: {
    client: 'two',
    method: 'POST',
    path: '/gopia/goya/agreement-jump',
    success: '00',
    description: 'Older API: agreement URL {url}. Payload: productId, position, orderId.',
  },
  goyaLoanPush: {
    client: 'two',
    method: 'POST',
    path: '/gopia/goya/loan-push',
    success: '00',
    changesState: true,
    description: 'Older API: confirms the loan {jumpUrl}. Payload: amount, periods, termUnit, productId.',
  },
  goyaLoginFailNotice: {
    client: 'two',
    method: 'POST',
    path: '/gopia/goya/login-fail-notice',
    success: '00',
    description: 'Older API: failed joint login {noticeMsg, errorMsg, products}.',
  },
  goyaProductClick: {
    client: 'two',
    method: 'POST',
    path: '/gopia/goya/product-click',
    success: '00',
    description: 'Older API: the link of a recommended product {url}. Payload: productId.',
  },

  // client one, JSON
  repaymentWay: {
    client: 'one',
    method: 'POST',
    path: `${LOAN}/repayment-way`,
    success: '00',
    queryParams: ['orderId'],
    description: 'Card repayment: alipay, repayToken, bankCards. orderId goes to the query string.',
  },
  repaymentCommit: {
    client: 'one',
    method: 'POST',
    path: `${LOAN}/repayment-commit`,
    success: '00',
    nullParams: ['couponId'],
    changesState: true,
    description:
      'Submits a card repayment (amount, bankName, cardId, cardNo, couponId, orderId, repayToken, bankCode, sendMsg); needValid, repayRecordId.',
  },
  repaymentConfirm: {
    client: 'one',
    method: 'POST',
    path: `${LOAN}/repayment-confirm`,
    success: '00',
    changesState: true,
    description: 'Confirms a card repayment with the SMS code (orderId, verifyCode, repaymentRecordId).',
  },
  repaymentHuichao: {
    client: 'one',
    method: 'POST',
    path: `${LOAN}/repayment-huichao`,
    success: '00',
    changesState: true,
    description: 'Payment-link repayment (userId, orderId, amount); data.url.',
  },
  channelTemplate: {
    client: 'one',
    method: 'GET',
    path: '/api/v2/youmi/service/channel/channel-template',
    success: '00',
    description: 'Registration landing template. Query: templateId.',
  },
  trackVisit: {
    client: 'one',
    method: 'GET',
    path: `${PROMO}/track-visit`,
    success: '0',
    description: 'Promotion page visit (page_id, user_from, client_type, page_type, utm_tag, app_from).',
  },
  getSid: {
    client: 'one',
    method: 'GET',
    path: `${PROMO}/get-sid`,
    success: '0',
    description: 'Captcha session id (data.sid).',
  },
  getCaptcha: {
    client: 'one',
    method: 'GET',
    path: `${PROMO}/get-captcha`,
    success: '0',
    kind: 'image',
    description: 'Captcha image for a sid; used as an image URL through api.url().',
  },
  getSms: {
    client: 'one',
    method: 'POST',
    path: `${PROMO}/get-sms`,
    success: '0',
    changesState: true,
    description:
      'Sends the registration SMS code (phone, capcode, sid, deviceId, appName, app_from, user_from, utm_tag); codes 0, 101, 11.',
  },
  trackClick: {
    client: 'one',
    method: 'GET',
    path: `${PROMO}/track-click`,
    success: '0',
    description: 'Promotion click (page_id, user_from, client_type, page_type, utm_tag, app_from, phone).',
  },
  register: {
    client: 'one',
    method: 'POST',
    path: `${PROMO}/register`,
    success: '0',
    changesState: true,
    description: 'Promotion registration; codes 0, 11 (already registered), -1 (captcha wrong).',
  },
  rolloverDetail: {
    client: 'one',
    method: 'POST',
    path: '/curriculum/willcox',
    success: '0',
    description: 'Rollover data: delayInfo, repayPlan, repayList, defDetail. Payload: productId, orderId.',
  },
  loanPlayDetail: {
    client: 'one',
    method: 'POST',
    path: '/v3/installment/loan-play-detail',
    success: '0',
    description: 'Period repayment info. Payload: productId, orderId.',
  },
  generateVcode: {
    client: 'one',
    method: 'POST',
    path: '/v3/loan-details/generate-vcode',
    success: '0',
    changesState: true,
    description:
      'Payment URL for a channel (productId, orderId, amount, channelNumber, isDelay=1 for rollover); data.payUrl.',
  },
  loanDetailConfirm: {
    client: 'one',
    method: 'POST',
    path: '/v3/loan-confirm/loan-detail-confirm',
    success: '0',
    description: 'Loan confirmation data. Payload: productId.',
  },
  loanDetailPush: {
    client: 'one',
    method: 'POST',
    path: '/v3/loan-confirm/loan-detail-push',
    success: '0',
    changesState: true,
    description: 'Confirms the loan (amount, periods, termUnit, productId, marker); data.lendDetailsUrl.',
  },
  contract: {
    client: 'one',
    method: 'GET',
    path: '/v3/contract/contract',
    success: '0',
    description: 'Agreements [{title, position}]. Query: productId, scene=3.',
  },
  contractJump: {
    client: 'one',
    method: 'GET',
    path: '/v3/contract/contract-jump',
    success: '0',
    description: 'Agreement URL (data.contract_url). Query: productId, scene=3, position, orderId, marker.',
  },
  loanDetails: {
    client: 'one',
    method: 'GET',
    path: '/v3/loan-details/loan-details',
    success: '0',
    description: 'Order details. Query: productId, orderId.',
  },
  googleScore: {
    client: 'one',
    method: 'POST',
    path: '/v3/loan-details/google-score',
    success: '0',
    changesState: true,
    description: 'Order rating. Payload: score.',
  },
  eventSave: {
    client: 'one',
    method: 'POST',
    path: '/service/event/save',
    success: '0',
    changesState: true,
    description: 'Fire-and-forget event (productId, moduleId, positionId).',
  },
} as const satisfies Record<string, EndpointDef>;

export type EndpointName = keyof typeof endpoints;

export const endpointNames = Object.keys(endpoints) as EndpointName[];

/** The endpoint of a name, or undefined for a name outside the catalogue. */
export function endpointOf(name: string): EndpointDef | undefined {
  return Object.prototype.hasOwnProperty.call(endpoints, name)
    ? (endpoints as Record<string, EndpointDef>)[name]
    : undefined;
}

/** The path as sent on the wire (with `/preschool` where the endpoint asks for it). */
export function wirePath(def: EndpointDef): string {
  return def.prefix ? `${PRESCHOOL_PREFIX}${def.path}` : def.path;
}
