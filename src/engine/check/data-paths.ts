/**
 * The data paths pass: what a binding reads from an answer (`data.<source>.<path>`) is walked through
 * the response schema of the source's endpoint, and the params a call or a source gives an endpoint
 * through its request schema, so a misspelt field is caught instead of showing an empty label.
 */
import { didYouMean } from '../language/suggest';
import { MINOR_UNITS } from '../../schema/minor-units';
import type { EndpointCatalogue, JsonSchema } from './catalogues';
import { isObject } from './json';

type Schema = JsonSchema;

/** The alternatives of a schema (the branches of a union), itself otherwise. */
function branches(schema: Schema): Schema[] {
  return Array.isArray(schema.anyOf) ? schema.anyOf.filter(isObject).flatMap(branches) : [schema];
}

/** A schema that accepts anything (an answer no screen is meant to read): nothing to check. */
const open = (schema: Schema) =>
  !('type' in schema) && !('anyOf' in schema) && !('properties' in schema) && !('const' in schema);

/** What one step of a path reads: the schemas it may be, or the names it could have been. */
function step(schemas: Schema[], segment: string): { next: Schema[]; known: string[] } {
  const next: Schema[] = [];
  const known: string[] = [];
  for (const schema of schemas.flatMap(branches)) {
    if (open(schema)) return { next: [{}], known };
    if (schema.type === 'array' || schema.type === 'string') {
      if (segment === 'length') next.push({ type: 'integer' });
      else if (schema.type === 'array' && /^\d+$/.test(segment) && isObject(schema.items))
        next.push(schema.items);
      if (schema.type === 'array') known.push('length', '0');
    }
    if (schema.type === 'object') {
      const properties = isObject(schema.properties) ? schema.properties : {};
      const property = properties[segment];
      if (isObject(property)) next.push(property);
      else if (isObject(schema.patternProperties))
        next.push(...Object.values(schema.patternProperties).filter(isObject));
      known.push(...Object.keys(properties));
    }
  }
  return { next, known };
}

/** Where a binding reads an answer: source `source` loaded from `endpoint`, at `path` inside it. */
export interface DataPath {
  source: string;
  endpoint: string;
  path: readonly string[];
}

/**
 * Why `data.<source>.<path…>` cannot be in an answer of `endpoint`, or undefined when it can be
 * (or the endpoint has no contract to check against).
 */
export function dataPathProblem(read: DataPath, endpoints: EndpointCatalogue): string | undefined {
  const { source, endpoint, path } = read;
  const contract = endpoints.contract?.(endpoint);
  if (!contract) return undefined;
  let schemas: Schema[] = [contract.response];
  const at = [`data.${source}`];
  for (const segment of path) {
    const { next, known } = step(schemas, segment);
    if (!next.length) {
      const where = at.join('.');
      const fields = [...new Set(known)].filter((k) => k !== '0');
      const what = /^\d+$/.test(segment) ? `item ${segment}` : `field "${segment}"`;
      return `reads ${[...at, segment].join('.')}, but ${endpoint} answers no ${what} in ${where}${didYouMean(segment, fields)}: fix the path (${endpoint}'s fields are listed in ${endpoints.documentedIn})`;
    }
    if (next.some(open)) return undefined;
    schemas = next;
    at.push(segment);
  }
  return undefined;
}

/**
 * What an answer of `read.endpoint` holds at `read.path`: whether it is an amount in minor units, or
 * undefined when that is not known (no contract, a path the contract leaves open, or no such field).
 */
export function isAmountAt(read: DataPath, endpoints: EndpointCatalogue): boolean | undefined {
  const contract = endpoints.contract?.(read.endpoint);
  if (!contract) return undefined;
  let schemas: Schema[] = [contract.response];
  for (const segment of read.path) {
    const { next } = step(schemas, segment);
    if (!next.length || next.some(open)) return undefined;
    schemas = next;
  }
  // A field that may also be null is an amount when every value it may hold is one.
  const values = schemas.flatMap(branches).filter((b) => b.type !== 'null');
  if (!values.length || values.some(open)) return undefined;
  return values.every((b) => b[MINOR_UNITS] === true);
}

/**
 * What is wrong with the params a call or a source gives an endpoint: a name its request schema does
 * not have (did-you-mean), a required one missing, or a literal of the wrong type. Bindings are
 * checked when they run, not here.
 */
export function requestParamProblems(
  endpoint: string,
  params: unknown,
  endpoints: EndpointCatalogue,
): { key: string | undefined; message: string }[] {
  const contract = endpoints.contract?.(endpoint);
  if (!contract || (params !== undefined && params !== null && !isObject(params))) return [];
  const request = contract.request;
  const properties = (isObject(request.properties) ? request.properties : {}) as Record<string, Schema>;
  const names = Object.keys(properties);
  const given = (params ?? {}) as Record<string, unknown>;
  const out: { key: string | undefined; message: string }[] = [];
  for (const [key, value] of Object.entries(given)) {
    const schema = properties[key];
    if (!schema) {
      if (request.additionalProperties !== true)
        out.push({
          key,
          message: `gives ${endpoint} a param "${key}" it does not take${didYouMean(key, names)}: it takes ${names.join(', ') || 'none'}`,
        });
      continue;
    }
    if (typeof value === 'string' && value.includes('{{')) continue;
    const wrong = endpoints.checkValue?.(schema, value);
    if (wrong)
      out.push({
        key,
        message: `gives ${endpoint}'s param "${key}" the value ${JSON.stringify(value)}, but it ${wrong}`,
      });
  }
  const required = Array.isArray(request.required) ? (request.required as string[]) : [];
  const missing = required.filter((key) => !(key in given));
  if (missing.length)
    out.push({
      key: undefined,
      message: `does not give ${endpoint} the param${missing.length > 1 ? 's' : ''} ${missing.map((k) => `"${k}"`).join(', ')} it needs: add ${missing.length > 1 ? 'them' : 'it'} to "params" (${endpoints.documentedIn} lists what each is)`,
    });
  return out;
}
