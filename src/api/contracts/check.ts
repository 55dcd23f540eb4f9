/**
 * Checks a value against an endpoint's response schema with full ajv (Node and tests only; the
 * browser uses the validators scripts/generate/generate.ts precompiles from the same schemas).
 */
import Ajv, { type ErrorObject, type ValidateFunction } from 'ajv';
import { contractOf } from './index';
import { dataPath } from '../response-check';

const ajv = new Ajv({ allErrors: true, strict: false });
const compiled = new Map<string, ValidateFunction>();

/** One line per problem: `data.items[0].cate: must be equal to one of the allowed values`. */
export function describeErrors(errors: readonly ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((error) => {
    const missing =
      error.keyword === 'required'
        ? (error.params as { missingProperty: string }).missingProperty
        : undefined;
    return `${dataPath(error.instancePath, missing)}: ${error.message ?? 'is not valid'}`;
  });
}

/** The problems of an answer's `data` for an endpoint (empty when it conforms). */
export function checkResponse(endpoint: string, data: unknown): string[] {
  let validate = compiled.get(endpoint);
  if (!validate) {
    const contract = contractOf(endpoint);
    if (!contract) return [`${endpoint}: no contract`];
    validate = ajv.compile(contract.response);
    compiled.set(endpoint, validate);
  }
  return validate(data) ? [] : describeErrors(validate.errors).map((line) => `${endpoint}: ${line}`);
}
