import type { ActionContext, ActionOutcome } from '../../engine/session/action-context';
import type { Static } from '../../schema/base';
import { checkOutgoing } from '../../bridge/outgoing';
import type { schema } from './schema';

type BridgeAction = Static<typeof schema>;

export default function bridge(action: BridgeAction, ctx: ActionContext): ActionOutcome {
  // The gate the bridge itself applies, asked first so that the borrower is told why nothing happens.
  const verdict = checkOutgoing(action.message, action.payload);
  if (!verdict.ok) {
    const message = action.refusedMessage ?? ctx.words.numberRefused;
    ctx.ui.toast(message);
    ctx.reporter.warn({
      code: 'bridge-refused',
      message: `a "${action.message}" message was refused by the outgoing gate`,
      screen: ctx.screen,
    });
    return { ok: false, error: { message } };
  }
  ctx.bridge.post(action.message, verdict.payload);
  return { ok: true };
}
