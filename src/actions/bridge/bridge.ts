import type { ActionContext, ActionOutcome } from '../../engine/action-api';
import type { Static } from '../../schema/base';
import type { schema } from './schema';

type BridgeAction = Static<typeof schema>;

export default function bridge(action: BridgeAction, ctx: ActionContext): ActionOutcome {
  // The gate the bridge itself applies, asked first so that the borrower is told why nothing happens.
  if (ctx.bridge.accepts?.(action.message, action.payload) === false) {
    const message = action.refusedMessage ?? ctx.words.numberRefused;
    ctx.ui.toast(message);
    ctx.reporter.warn({
      code: 'bridge-refused',
      message: `a "${action.message}" message was refused by the outgoing gate`,
      screen: ctx.screen,
    });
    return { ok: false, error: { message } };
  }
  ctx.bridge.post(action.message, action.payload);
  return { ok: true };
}
