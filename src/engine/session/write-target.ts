/** Writing a value at a target such as `state.tab`, `form.email`, `flow.draft` or `data.items`. */
import { actions, type AppDispatch } from '../../store';
import { setIn } from '../../store/paths';

/** Writes `value` at `target` on `screen`; returns false for a target outside state, data, flow and form. */
export function writeTarget(
  dispatch: AppDispatch,
  { screen, target, value }: { screen: string; target: string; value: unknown },
): boolean {
  const [root, ...rest] = target.split('.').filter(Boolean);
  switch (root) {
    case 'state':
      dispatch(actions.screens.stateChanged({ screen, path: rest, value }));
      return true;
    case 'data':
      dispatch(actions.screens.dataChanged({ screen, path: rest, value }));
      return true;
    case 'flow':
      dispatch(actions.flow.flowChanged({ path: rest, value }));
      return true;
    case 'form': {
      const [field, ...deeper] = rest;
      if (field === undefined) return false;
      dispatch(
        actions.forms.fieldChanged({
          screen,
          field,
          value: deeper.length ? setIn({}, deeper, value) : value,
        }),
      );
      return true;
    }
    default:
      return false;
  }
}
