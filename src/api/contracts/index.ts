/**
 * The contract of every endpoint of the catalogue: its request params and the `data` of a success
 * answer. scripts/generate/generate.ts precompiles the response schemas into validators the API layer loads
 * when a call to the endpoint is made; the mock backend is tested against them; docs/reference.md
 * lists them. Node and build time only: the browser bundle never imports TypeBox.
 */
import type { EndpointName } from '../endpoints';
import { bankContracts } from './bank';
import type { Contract } from './common';
import { complaintContracts } from './complaints';
import { goyaContracts } from './goya';
import { loanContracts } from './loan';
import { promotionContracts } from './promotion';
import { repaymentContracts } from './repayment';

export type { Contract } from './common';

/** Every endpoint's contract, by endpoint name. */
export const contracts: Record<EndpointName, Contract> = {
  ...bankContracts,
  ...complaintContracts,
  ...goyaContracts,
  ...repaymentContracts,
  ...promotionContracts,
  ...loanContracts,
};

/** The contract of a name, or undefined for a name outside the catalogue. */
export function contractOf(name: string): Contract | undefined {
  return Object.prototype.hasOwnProperty.call(contracts, name)
    ? (contracts as Record<string, Contract>)[name]
    : undefined;
}
