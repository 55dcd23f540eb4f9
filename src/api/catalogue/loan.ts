/** Loan confirmation, agreements, order details and events: client one, JSON (docs/spec.md §7, §9). */
import type { EndpointDef } from './endpoint-def';

export const loanEndpoints = {
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
