/**
 * Which values of the data panel are amounts in minor units: a source's answer as its endpoint's
 * contract marks it, so the panel inserts `{{ … | money }}` for one (a bare 545000 would show a
 * hundred times the debt in pesos).
 */
import { contractOfEndpoint } from '../app/check-catalogues';
import { isObject } from '../engine/check/json';
import { isAmountAt } from '../engine/check/data-paths';

/** The endpoint of each source of a screen descriptor. */
export function sourcesOf(descriptor: unknown): Map<string, string> {
  const sources = isObject(descriptor) && Array.isArray(descriptor.sources) ? descriptor.sources : [];
  const out = new Map<string, string>();
  for (const s of sources)
    if (isObject(s) && typeof s.id === 'string' && typeof s.endpoint === 'string') out.set(s.id, s.endpoint);
  return out;
}

/** Whether a data panel path (`data.repay.repayPlan[0].amount`) is an amount in minor units. */
export function isAmountPath(path: string, sources: ReadonlyMap<string, string>): boolean {
  const [root, source, ...rest] = path.replace(/\[(\d+)\]/g, '.$1').split('.');
  const endpoint = root === 'data' && source ? sources.get(source) : undefined;
  if (!endpoint) return false;
  const endpoints = {
    names: [],
    changesState: () => false,
    listedIn: '',
    documentedIn: '',
    contract: contractOfEndpoint,
  };
  return isAmountAt({ source: source!, endpoint, path: rest }, endpoints) === true;
}
