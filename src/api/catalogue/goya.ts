/** The older API under /gopia/goya (docs/contracts.md §5): client two, form-encoded, success '00'. */
import type { EndpointDef } from './endpoint-def';

export const goyaEndpoints = {
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
} as const satisfies Record<string, EndpointDef>;
