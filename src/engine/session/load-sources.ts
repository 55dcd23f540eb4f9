/** A screen's sources: called in parallel, their data kept, their onSuccess / onError actions run after. */
import { actions, type ScreenFailureReason } from '../../store';
import type { ApiResult } from '../ports';
import type { Source } from '../../schema/screen';
import type { RunningSession } from './running-session';
import { selectResult } from './select-result';
import { sourceCalls } from './sources';

/**
 * Why a screen could not load: its message, and where the borrower can do something about it, what:
 * the phone has no connection (Retry helps once it has), or the session has ended (only logging in
 * again helps).
 */
export interface LoadFailure {
  message: string;
  reason?: ScreenFailureReason;
}

export interface SourceOutcome {
  source: Source;
  result: ApiResult;
}

/**
 * Runs the sources in parallel and keeps their data; resolves with the failure of the first required
 * source that failed (null when every one is there; a session that has ended wins over any other, as
 * nothing else helps then) and the outcomes, or null when the session ended meanwhile.
 */
export async function loadSources(
  session: RunningSession,
  sources: readonly Source[],
): Promise<{ failure: LoadFailure | null; outcomes: SourceOutcome[] } | null> {
  const { api, store, language } = session.ports;
  const outcomes = await Promise.all(
    sourceCalls(sources, session.scope(), language).map(async ({ source, params, query }) => {
      const result = await api.call(source.endpoint, params, { signal: session.signal, query });
      return { source, result };
    }),
  );
  if (session.ended) return null;
  const data: Record<string, unknown> = {};
  let failure: LoadFailure | null = null;
  for (const { source, result } of outcomes) {
    const value = result.ok ? selectResult(result, source.select) : undefined;
    if (result.ok && ((value !== undefined && value !== null) || source.optional)) data[source.id] = value;
    // A required source that fails, or succeeds without data, cannot fill the screen: 'error'.
    else if (!source.optional && (failure === null || (result.sessionEnded && !result.ok)))
      failure = {
        message:
          (!result.ok && result.message) ||
          (!result.ok &&
            result.failure === undefined &&
            (language.copy(source, 'fallbackMessage') as string)) ||
          language.words.error,
        reason: result.ok ? undefined : reasonOf(result),
      };
  }
  if (failure === null) store.dispatch(actions.screens.loaded({ screen: session.screen, data }));
  return { failure, outcomes };
}

function reasonOf(result: ApiResult): ScreenFailureReason | undefined {
  if (result.sessionEnded) return 'session-ended';
  return result.failure === 'network' ? 'offline' : undefined;
}

/** Runs each source's onSuccess or onError actions, source by source. */
export async function runSourceActions(
  session: RunningSession,
  outcomes: readonly SourceOutcome[],
): Promise<void> {
  for (const { source, result } of outcomes) {
    if (result.ok && source.onSuccess) await session.run(source.onSuccess, { result });
    if (!result.ok && source.onError) await session.run(source.onError, { error: result });
  }
}
