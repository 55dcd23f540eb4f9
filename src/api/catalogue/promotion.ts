/** The registration landing page: template, captcha, SMS, registration, tracking; client one, JSON (docs/spec.md §7, §8). */
import type { EndpointDef } from './endpoint-def';

const PROMO = '/api/v2/youmi/promotion';

export const promotionEndpoints = {
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
} as const satisfies Record<string, EndpointDef>;
