/**
 * Calls that change state on the server go out only when the borrower asks: never as a screen's
 * source, nor from an action list that no tap runs (a screen's onEnter, onReady or onBack, a source's
 * onSuccess, a countdown's onDone), nor through what such a list opens: the buttons of a dialog, or
 * the onClose of a modal, that the screen opens on its own. The same rule for every descriptor,
 * bundled or remote: the build, `npm run validate`, a release and the phone all check with it.
 */
import type { Catalogues, CheckProblem } from './catalogues';
import { pointerKey, type Json } from './json';
import type { Runner, Scan, Through } from './scan-result';

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
      message: `loads "${endpoint}", which changes state on the server (${endpoints.listedIn}): a source runs on every entry, reload and Back; call it from an action the user starts (a button's onClick) instead`,
    },
  ];
}

const WITHOUT_A_TAP: Record<Exclude<Runner, 'tap'>, string> = {
  entry: 'when the screen opens, on every entry, reload and Back',
  back: "when the native shell's Back is pressed",
  later: 'on its own when a timer ends',
};

/** The key of a widget an action opens: its type and id ("modal:welcome"). */
export const openerKey = (widget: string, id: string) => `${widget}:${id}`;

function runsWithoutATap(runner: Exclude<Runner, 'tap'>, through: Through | undefined): string {
  if (!through) return `runs ${WITHOUT_A_TAP[runner]}`;
  if ('dialog' in through)
    return `runs from a button of a dialog that no tap opened: the dialog opens ${WITHOUT_A_TAP[runner]}`;
  return `runs when the ${through.widget} "${through.id}" closes, and no tap opened that ${through.widget}: the action at ${through.openedAt} opens it ${WITHOUT_A_TAP[runner]}`;
}

/**
 * A state-changing endpoint named by an action that no tap of the borrower's runs (a screen's
 * `onEnter`, `onReady`, `onBack`, a source's `onSuccess`, a countdown's `onDone`): a payment or a
 * save would go out without anyone asking for it.
 */
export function untappedCallProblems(
  at: { definition: string; value: Json; path: string; runner: Runner; through?: Through },
  catalogues: Catalogues,
): CheckProblem[] {
  const { definition, value, path, runner, through } = at;
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
      message: `changes state on the server ("${endpoint}", ${catalogues.endpoints.listedIn}), and this action ${runsWithoutATap(runner, through)}: call it only from the actions of a tap (a button's onClick, ${through ? "or a dialog's onConfirm when a tap opened the dialog" : "a dialog's onConfirm"})`,
    });
  }
  return out;
}

/**
 * The state-changing calls in the lists a widget runs as its opener did (a modal's onClose), for each
 * widget that an action no tap runs opens, across a screen and the fragments it includes: one problem
 * at each such call, saying which action opens the widget. A widget opened from another's opener list
 * is followed too.
 */
export function openedWithoutATapProblems(
  scans: readonly { fragment?: string; scan: Scan }[],
  catalogues: Catalogues,
): CheckProblem[] {
  const reached = new Map<string, { runner: Exclude<Runner, 'tap'>; through: Through }>();
  for (let grew = true; grew;) {
    grew = false;
    for (const { fragment, scan } of scans)
      for (const o of scan.opens) {
        const key = openerKey(o.widget, o.id);
        if (reached.has(key)) continue;
        const runner = 'opener' in o.by ? reached.get(o.by.opener)?.runner : o.by.runner;
        if (!runner || runner === 'tap') continue;
        const openedAt = fragment ? `${o.path} of fragment '${fragment}'` : o.path;
        reached.set(key, { runner, through: { widget: o.widget, id: o.id, openedAt } });
        grew = true;
      }
  }
  const out: CheckProblem[] = [];
  for (const { fragment, scan } of scans)
    for (const run of scan.openerRuns) {
      const by = reached.get(run.opener);
      if (!by) continue;
      for (const p of untappedCallProblems({ ...run, ...by }, catalogues))
        out.push(fragment ? { ...p, fragment } : p);
    }
  return out;
}
