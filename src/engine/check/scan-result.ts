/** What one walk over a screen or fragment finds (scan.ts). */
import type { CheckProblem } from './problem';
import type { Json } from './json';
import type { Kept } from './language';

/** One binding read: `{{ state.choice }}` reads root "state", key "choice". */
export interface Read {
  root: string;
  key: string | undefined;
  path: string;
  /** The local values in scope where it is read (`item`, `index`, `result`, `error`, `params`, `as` names). */
  locals: ReadonlySet<string>;
  /** Read inside a node or action of unknown type, whose scopes are unknown: its root is not checked. */
  unsure?: boolean;
  /** The path after the key (`data.account.amount` → ["amount"]), for bindings. */
  rest?: readonly string[];
  /** The filters the binding applies to what it reads, in order (none for a filter's argument). */
  filters?: readonly string[];
  /** Read in a free-text prop (copy, a label): the value becomes text. */
  inText?: boolean;
  /** Read by a widget's store path prop (`"bind": "state.cardType"`), which it also writes. */
  bound?: boolean;
  /**
   * For a bound read: the widget's type and what it keeps there (`x-keeps`), when its schema says, and
   * the path below the key (`state.consent.agreed` → ["agreed"]).
   */
  keptBy?: { widget: string; kept: Kept; below: readonly string[] };
}

/** What a screen or fragment reads, declares and refers to. */
export interface Scan {
  reads: Read[];
  /** Keys written by actions or bound by widgets (`state.x` of a set-state, `"bind": "state.x"`). */
  writes: { state: Set<string>; form: Set<string>; data: Set<string> };
  /** Form fields of the inputs (`"field": "mobile"`). */
  fields: Set<string>;
  /** Some input's field is itself a binding ("{{ item.code }}"): any form key may exist. */
  dynamicFields: boolean;
  /** Fragment nodes: the ref, where it is written and the params passed. */
  refs: { ref: string; path: string; with: Json | undefined }[];
  /** Navigations with a hash: the literal route path (if any) and hash. */
  hashes: { to: string | undefined; hash: string; path: string }[];
  /** The problems found in this file alone (copy, catalogues). */
  problems: CheckProblem[];
  /** Paths of the catalogue-typed props checked here (the schema's enum error there is replaced). */
  cataloguePaths: Set<string>;
  /** Paths of the conditions found wrong here (the schema's union errors there are replaced). */
  conditionPaths: Set<string>;
  /** Paths of the free-text props (copy): a value bound there is shown or sent as text. */
  textPaths: Set<string>;
  /** Repeating widgets over a plain binding: the item's name, the list's path and where the widget is. */
  lists: { as: string; from: string[]; path: string }[];
  /**
   * Widgets opened by an action that no tap runs (`by`: its runner), or from a list run as another
   * widget's opener: the widget's type and id, and where the action is.
   */
  opens: { widget: string; id: string; path: string; by: RunBy }[];
  /**
   * Actions in lists that run as their widget's opener ran (a modal's onClose, `opener` its key):
   * checked once it is known whether a tap opens that widget (untapped.ts).
   */
  openerRuns: { opener: string; definition: string; value: Json; path: string }[];
}

/** Who runs an action list: the borrower's tap, the screen opening, the shell's Back, or a timer. */
export type Runner = 'tap' | 'entry' | 'back' | 'later';

/**
 * What stands between a list and the list no tap runs: a dialog opened there (its buttons answer a
 * question nobody asked for), or a widget opened there (a modal, whose onClose runs as it is closed).
 */
export type Through = { dialog: true } | { widget: string; id: string; openedAt: string };

/** Who runs a list: a runner, through a dialog or widget; or whoever opens the widget it belongs to. */
export type RunBy = { runner: Runner; through?: Through } | { opener: string };
