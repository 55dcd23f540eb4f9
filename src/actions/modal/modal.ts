import type { ActionContext, ActionOutcome } from '../../engine/action-api';
import type { Static } from '../../schema/base';
import type { schema } from './schema';

type ModalAction = Static<typeof schema>;

export default function modal(action: ModalAction, ctx: ActionContext): ActionOutcome {
  ctx.ui.modal(action.modalId, action.open);
  return { ok: true };
}
