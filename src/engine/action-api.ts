/**
 * Everything an action handler (src/actions/<type>) may use from the engine: its context and outcome,
 * the readers of values and form fields, and the store's named selectors and actions. Actions import
 * from here (and the descriptor format in src/schema) only: never the store, the API, the app,
 * a widget or another action. What they reach of the outside world comes in their context.
 */
export type { ActionContext, ActionOutcome, DialogRequest } from './session/action-context';
export type { ApiResult } from './ports';
export { readPath } from './language/expressions';
export { selectResult } from './session/select-result';
export { validateFields, visibleValues } from './session/form-validation';
// The store's state is read through its named selectors and changed by its own actions, as the
// engine itself does.
export { actions, selectFlow, selectForm, selectRoutePath, selectRouteQuery, selectSession } from '../store';
