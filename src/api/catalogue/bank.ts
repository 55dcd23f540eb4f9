/** Bank and e-wallet binding: client two, under /preschool, form-encoded (docs/spec.md §7; docs/contracts.md §9). */
import type { EndpointDef } from './endpoint-def';

export const bankEndpoints = {
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
} as const satisfies Record<string, EndpointDef>;
