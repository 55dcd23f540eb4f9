/**
 * The runtime check of an answer against its endpoint's contract (src/api/contracts): a success
 * answer whose `data` has another shape is a failure of that call (the spec's network-error
 * message, 'error'), reported with the endpoint and the JSON path, never data a screen would show
 * as `undefined`/`NaN` or pay with. The validators are precompiled (CSP-safe) and each is loaded
 * when its endpoint is first called.
 */
import type { ApiResult, ReporterPort } from '../engine/ports';
import { failed } from './envelope';

/** A precompiled validator (ajv standalone): true when the value conforms, else `errors` says where. */
export type ResponseCheck = ((data: unknown) => boolean) & {
  errors?:
    { instancePath: string; message?: string; keyword: string; params?: Record<string, unknown> }[] | null;
};

/** Loads the validator of an endpoint; undefined when the endpoint has none. */
export type ResponseCheckLoader = (endpoint: string) => Promise<ResponseCheck> | undefined;

/** `data.items[0].cate` from ajv's `/items/0/cate`. */
export function dataPath(instancePath: string, missing?: unknown): string {
  const parts = instancePath.split('/').slice(1);
  if (typeof missing === 'string') parts.push(missing);
  return (
    'data' +
    parts
      .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
      .map((part) =>
        /^\d+$/.test(part)
          ? `[${part}]`
          : /^[A-Za-z_$][\w$]*$/.test(part)
            ? `.${part}`
            : `[${JSON.stringify(part)}]`,
      )
      .join('')
  );
}

export interface CheckedResultOptions {
  /** The endpoint's validator, loading; undefined when the endpoint has none. */
  check: Promise<ResponseCheck> | undefined;
  /** Where an answer that breaks the contract is reported. */
  reporter: ReporterPort;
}

/**
 * The result as the screen gets it: unchanged when it is not a success or its data conforms, else a
 * failure ('invalid', message 'error', no data) reported as `api-response` with the endpoint and path.
 */
export async function checkedResult(
  endpoint: string,
  result: ApiResult,
  { check, reporter }: CheckedResultOptions,
): Promise<ApiResult> {
  if (!result.ok || !check) return result;
  let validate: ResponseCheck;
  try {
    validate = await check;
  } catch {
    // The check could not be loaded: an unchecked answer is never shown (nor paid with).
    reporter.warn({ code: 'api-response', message: `${endpoint}: the answer could not be checked` });
    return failed('network', { status: result.status });
  }
  if (validate(result.data)) return result;
  const error = validate.errors?.[0];
  const path = dataPath(
    error?.instancePath ?? '',
    error?.keyword === 'required' ? error.params?.missingProperty : undefined,
  );
  const problem = error?.keyword === 'required' ? 'is missing' : (error?.message ?? 'has another shape');
  reporter.warn({ code: 'api-response', message: `${endpoint} answered ${path} that ${problem}`, path });
  return failed('invalid', { status: result.status, code: result.code, body: result.body });
}
