/** Repayment: card, payment link, pay codes and rollover; client one, JSON (docs/spec.md §7, §8). */
import type { EndpointDef } from './endpoint-def';

const LOAN = '/api/v1/youmi/youmi-api/service/loan';

export const repaymentEndpoints = {
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
} as const satisfies Record<string, EndpointDef>;
