/** The endpoint catalogue: configs name endpoints, never paths (spec §7, design.md §5 and §9). */
export interface EndpointDef {
  client: 'one' | 'two';
  method: 'GET' | 'POST';
  /** The path on the wire, including the /preschool prefix where it applies. */
  path: string;
  /** The envelope code that means success. */
  success: '0' | '00';
  /** Params that go to the query string even on POST. */
  queryParams?: readonly string[];
  /** Sends a multipart body (image upload). */
  multipart?: boolean;
  /** Adds the common session parameters to the query string. */
  session?: boolean;
  description: string;
}

const LOAN = '/api/v1/youmi/youmi-api/service/loan';
const PROMO = '/api/v2/youmi/promotion';

export const endpoints = {
  cardInit: {
    client: 'two',
    method: 'POST',
    path: '/preschool/v3/bind-card/card-init',
    success: '0',
    session: true,
    description: 'Bank binding items (data.items).',
  },
  bindCardNew: {
    client: 'two',
    method: 'POST',
    path: '/preschool/v3/bind-card/bind-card-new',
    success: '0',
    session: true,
    description: 'Saves a bank or e-wallet account.',
  },
  bindCardChange: {
    client: 'two',
    method: 'POST',
    path: '/preschool/v3/bind-card/bind-card-change',
    success: '0',
    session: true,
    description: 'Saves a changed account (source=loanDetail).',
  },
  problemInit: {
    client: 'two',
    method: 'POST',
    path: '/preschool/user-problem/problem-init',
    success: '0',
    session: true,
    description: 'Complaint types, the selected order and all orders.',
  },
  uploadProblemImg: {
    client: 'two',
    method: 'POST',
    path: '/preschool/user-problem/upload-problem-img',
    success: '00',
    session: true,
    multipart: true,
    description: 'Uploads a complaint image (field problemImage).',
  },
  problemSave: {
    client: 'two',
    method: 'POST',
    path: '/preschool/user-problem/problem-save',
    success: '0',
    session: true,
    description: 'Files a complaint.',
  },
  problemList: {
    client: 'two',
    method: 'POST',
    path: '/preschool/user-problem/problem-list',
    success: '0',
    session: true,
    description: 'Past complaints by tab (data.tabs).',
  },
  problemDetail: {
    client: 'two',
    method: 'POST',
    path: '/preschool/user-problem/problem-detail',
    success: '0',
    session: true,
    description: 'One complaint.',
  },
  saveScore: {
    client: 'two',
    method: 'POST',
    path: '/preschool/user-problem/save-score',
    success: '00',
    session: true,
    description: 'Rates a complaint reply.',
  },
  contactKfInfo: {
    client: 'two',
    method: 'POST',
    path: '/preschool/v3/personal-center/contact-kf-info',
    success: '0',
    session: true,
    description: 'Customer service e-mail and telephone.',
  },
  goyaLoanDetail: {
    client: 'two',
    method: 'POST',
    path: '/gopia/goya/loan-detail',
    success: '00',
    description: 'Older API: loan confirmation data.',
  },
  goyaAgreements: {
    client: 'two',
    method: 'POST',
    path: '/gopia/goya/agreements',
    success: '00',
    description: 'Older API: agreements.',
  },
  goyaAgreementJump: {
    client: 'two',
    method: 'POST',
    path: '/gopia/goya/agreement-jump',
    success: '00',
    description: 'Older API: agreement URL.',
  },
  goyaLoanPush: {
    client: 'two',
    method: 'POST',
    path: '/gopia/goya/loan-push',
    success: '00',
    description: 'Older API: confirms the loan.',
  },
  goyaLoginFailNotice: {
    client: 'two',
    method: 'POST',
    path: '/gopia/goya/login-fail-notice',
    success: '00',
    description: 'Older API: failed joint login notice and products.',
  },
  goyaProductClick: {
    client: 'two',
    method: 'POST',
    path: '/gopia/goya/product-click',
    success: '00',
    description: 'Older API: product link.',
  },
  repaymentWay: {
    client: 'one',
    method: 'POST',
    path: `${LOAN}/repayment-way`,
    success: '00',
    queryParams: ['orderId'],
    description: 'Bank cards for card repayment.',
  },
  repaymentCommit: {
    client: 'one',
    method: 'POST',
    path: `${LOAN}/repayment-commit`,
    success: '00',
    description: 'Submits a card repayment.',
  },
  repaymentConfirm: {
    client: 'one',
    method: 'POST',
    path: `${LOAN}/repayment-confirm`,
    success: '00',
    description: 'Confirms a repayment with the SMS code.',
  },
  repaymentHuichao: {
    client: 'one',
    method: 'POST',
    path: `${LOAN}/repayment-huichao`,
    success: '00',
    description: 'Payment link repayment.',
  },
  channelTemplate: {
    client: 'one',
    method: 'GET',
    path: '/api/v2/youmi/service/channel/channel-template',
    success: '00',
    description: 'Registration template.',
  },
  trackVisit: {
    client: 'one',
    method: 'GET',
    path: `${PROMO}/track-visit`,
    success: '0',
    description: 'Promotion page visit.',
  },
  getSid: {
    client: 'one',
    method: 'GET',
    path: `${PROMO}/get-sid`,
    success: '0',
    description: 'Captcha session id.',
  },
  getCaptcha: {
    client: 'one',
    method: 'GET',
    path: `${PROMO}/get-captcha`,
    success: '0',
    description: 'Captcha image (used as an image URL).',
  },
  getSms: {
    client: 'one',
    method: 'POST',
    path: `${PROMO}/get-sms`,
    success: '0',
    description: 'Sends the registration SMS code.',
  },
  trackClick: {
    client: 'one',
    method: 'GET',
    path: `${PROMO}/track-click`,
    success: '0',
    description: 'Promotion click.',
  },
  register: {
    client: 'one',
    method: 'POST',
    path: `${PROMO}/register`,
    success: '0',
    description: 'Promotion registration.',
  },
  rolloverDetail: {
    client: 'one',
    method: 'POST',
    path: '/curriculum/willcox',
    success: '0',
    description: 'Rollover data.',
  },
  loanPlayDetail: {
    client: 'one',
    method: 'POST',
    path: '/v3/installment/loan-play-detail',
    success: '0',
    description: 'Period repayment info.',
  },
  generateVcode: {
    client: 'one',
    method: 'POST',
    path: '/v3/loan-details/generate-vcode',
    success: '0',
    description: 'Payment URL for a channel.',
  },
  loanDetailConfirm: {
    client: 'one',
    method: 'POST',
    path: '/v3/loan-confirm/loan-detail-confirm',
    success: '0',
    description: 'Loan confirmation data.',
  },
  loanDetailPush: {
    client: 'one',
    method: 'POST',
    path: '/v3/loan-confirm/loan-detail-push',
    success: '0',
    description: 'Confirms the loan.',
  },
  contract: {
    client: 'one',
    method: 'GET',
    path: '/v3/contract/contract',
    success: '0',
    description: 'Agreements.',
  },
  contractJump: {
    client: 'one',
    method: 'GET',
    path: '/v3/contract/contract-jump',
    success: '0',
    description: 'Agreement URL.',
  },
  loanDetails: {
    client: 'one',
    method: 'GET',
    path: '/v3/loan-details/loan-details',
    success: '0',
    description: 'Order details.',
  },
  googleScore: {
    client: 'one',
    method: 'POST',
    path: '/v3/loan-details/google-score',
    success: '0',
    description: 'Order rating.',
  },
  eventSave: {
    client: 'one',
    method: 'POST',
    path: '/service/event/save',
    success: '0',
    description: 'Event tracking.',
  },
} as const satisfies Record<string, EndpointDef>;

export type EndpointName = keyof typeof endpoints;
export const endpointNames = Object.keys(endpoints) as EndpointName[];
