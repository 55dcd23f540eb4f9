/**
 * Marks on the descriptor language's schemas that no JSON Schema check uses but the generator, the
 * engine and the checker read: copy a borrower reads, props handed over unresolved, node slots drawn
 * on demand, and who runs an action list.
 */
import type { TSchema } from '@sinclair/typebox';

/**
 * Marks a string a borrower reads (a label, a message, a dialog's button): copy, written in English in
 * the descriptor and translated per language by the catalogues in screen-configs/languages/ (the
 * generator lists these props in each type's slots as `copy`). On a prop that holds data (a list's
 * items), every string written inside it is copy.
 */
export function copy<S extends TSchema>(schema: S): S {
  return { ...schema, 'x-copy': true } as S;
}

/** Marks a prop the engine hands to the widget or action unresolved (it evaluates it per item or per run itself). */
export function raw<S extends TSchema>(schema: S): S {
  return { ...schema, 'x-raw': true } as S;
}

/**
 * Marks a node slot whose nodes are drawn only on demand (a modal's content, drawn when it opens): the
 * code of their widgets is not part of the screen's first load; it comes when they are first drawn,
 * or earlier when the browser is idle.
 */
export function onDemand<S extends TSchema>(schema: S): S {
  return { ...schema, 'x-on-demand': true } as S;
}

/**
 * Who runs an action list: the borrower's tap on what its action shows, the app on its own later, or
 * (on a widget) whoever opened the widget: a modal's onClose runs as the action that opened it did.
 */
export type ListRunner = 'tap' | 'later' | 'opener';

/**
 * Marks who runs an action list, where it is not the list around it: `later` for one that runs on
 * its own (a countdown's end), `tap` for the borrower's answer to what the action shows (a dialog's
 * buttons: a tap only when a tap opened the dialog), `opener` for a widget's list that runs as the
 * action opening the widget ran (a modal's onClose). The checker refuses a call that changes state in
 * a list no tap runs.
 */
export function runBy<S extends TSchema>(runner: ListRunner, schema: S): S {
  return { ...schema, 'x-run-by': runner } as S;
}

/**
 * Marks an action's prop that names the widget it opens: the node of type `widget` whose prop of the
 * same name has this value (the modal action's `modalId`). The checker follows the widget's `opener`
 * lists from the actions that open it.
 */
export function opens<S extends TSchema>(widget: string, schema: S): S {
  return { ...schema, 'x-opens': widget } as S;
}

/**
 * Marks a URL the app follows only through the one http(s) gate (src/api/url-gate.ts): the checker
 * refuses one written in a config that the gate would refuse on the phone (a `javascript:` link, an
 * address without https://), and the literal start of a bound one.
 */
export function gatedUrl<S extends TSchema>(schema: S): S {
  return { ...schema, 'x-url': true } as S;
}

/** Marks a regular expression the engine compiles: the checker refuses one that does not compile. */
export function regex<S extends TSchema>(schema: S): S {
  return { ...schema, 'x-regex': true } as S;
}

/** What a widget keeps at the store path it is bound to: true or false, a number, a list. */
export type Kept = 'boolean' | 'number' | 'list';

/**
 * Marks a widget's store path prop with what the widget keeps there: the checker refuses a state
 * default of another kind (`"agreed": "false"`, text, for a checkbox, which every condition reads as true).
 */
export function keeps<S extends TSchema>(kept: Kept, schema: S): S {
  return { ...schema, 'x-keeps': kept } as S;
}
