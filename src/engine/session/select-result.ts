/** What a call or a source keeps of an answer: `select` names `data` (the default), `body`, or a path in either. */
import { readPath } from '../language/expressions';
import type { ApiResult } from '../ports';

export function selectResult(result: ApiResult, select: string | undefined): unknown {
  if (!select) return result.data;
  const path = select.split('.').filter(Boolean);
  if (path[0] === 'body') return readPath(result.body, path.slice(1));
  if (path[0] === 'data') return readPath(result.data, path.slice(1));
  return readPath(result.data, path);
}
