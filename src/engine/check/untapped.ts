/**
 * Calls that change state on the server go out only when the borrower asks: never as a screen's
 * source, nor from an action list that no tap runs (a screen's onEnter, onReady or onBack, a source's
 * onSuccess, a countdown's onDone). The same rule for every descriptor, bundled or remote: the build,
 * `npm run validate`, a release and the phone all check with it.
 */
import type { Catalogues, CheckProblem } from './catalogues';
import { pointerKey, type Json } from './json';

/** A source whose endpoint changes state on the server: it would run on every entry, reload and Back. */
export function sourceProblems(source: Json, path: string, catalogues: Catalogues): CheckProblem[] {
  const endpoint = source.endpoint;
  const { endpoints } = catalogues;
  if (
    typeof endpoint !== 'string' ||
    !endpoints.names.includes(endpoint) ||
    !endpoints.changesState(endpoint)
  )
    return [];
  return [
    {
      level: 'error',
      path: `${path}/endpoint`,
      message: `"${endpoint}" changes state on the server (${endpoints.listedIn}): a source runs on every entry, reload and Back; call it from an action the user starts (a button's onClick) instead`,
    },
  ];
}

/** Who runs an action list: the borrower's tap, the screen opening, the shell's Back, or a timer. */
export type Runner = 'tap' | 'entry' | 'back' | 'later';

const WITHOUT_A_TAP: Record<Exclude<Runner, 'tap'>, string> = {
  entry: 'runs when the screen opens, on every entry, reload and Back',
  back: "runs when the native shell's Back is pressed",
  later: 'runs on its own when a timer ends',
};

/**
 * A state-changing endpoint named by an action that no tap of the borrower's runs (a screen's
 * `onEnter`, `onReady`, `onBack`, a source's `onSuccess`, a countdown's `onDone`): a payment or a
 * save would go out without anyone asking for it.
 */
export function untappedCallProblems(
  at: { definition: string; value: Json; path: string; runner: Runner },
  catalogues: Catalogues,
): CheckProblem[] {
  const { definition, value, path, runner } = at;
  if (runner === 'tap') return [];
  const out: CheckProblem[] = [];
  for (const [prop, catalogue] of catalogues.language.catalogueProps.get(definition) ?? []) {
    const endpoint = value[prop];
    if (catalogue !== 'endpointName' || typeof endpoint !== 'string') continue;
    if (!catalogues.endpoints.names.includes(endpoint) || !catalogues.endpoints.changesState(endpoint))
      continue;
    out.push({
      level: 'error',
      path: `${path}/${pointerKey(prop)}`,
      message: `"${endpoint}" changes state on the server (${catalogues.endpoints.listedIn}), and this action ${WITHOUT_A_TAP[runner]}: call it only from the actions of a tap (a button's onClick, a dialog's onConfirm)`,
    });
  }
  return out;
}
