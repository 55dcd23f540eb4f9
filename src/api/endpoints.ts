/**
 * The endpoint catalogue (docs/spec.md §7, docs/contracts.md §5 and §9): configs name endpoints, never paths.
 * Paths are written without the `/preschool` prefix; `prefix: true` adds it on the wire together
 * with the session's common parameters in the query string. Each area's endpoints are written in
 * catalogue/<area>.ts, beside their contracts in contracts/<area>.ts.
 */
import { bankEndpoints } from './catalogue/bank';
import type { EndpointDef } from './catalogue/endpoint-def';
import { complaintEndpoints } from './catalogue/complaints';
import { goyaEndpoints } from './catalogue/goya';
import { loanEndpoints } from './catalogue/loan';
import { promotionEndpoints } from './catalogue/promotion';
import { repaymentEndpoints } from './catalogue/repayment';

export type { EndpointDef };

/** The prefix of the bank, complaint and contact calls (docs/spec.md §9). */
export const PRESCHOOL_PREFIX = '/preschool';

/** Every endpoint, by name. */
export const endpoints = {
  ...bankEndpoints,
  ...complaintEndpoints,
  ...goyaEndpoints,
  ...repaymentEndpoints,
  ...promotionEndpoints,
  ...loanEndpoints,
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
