import dayjs from 'dayjs';
import type { ActionContext, ActionOutcome } from '../../engine/action-api';
import type { Static } from '../../schema/base';
import type { schema } from './schema';

type SetStateAction = Static<typeof schema>;

export default function setState(action: SetStateAction, ctx: ActionContext): ActionOutcome {
  if (action.target) ctx.write(action.target, action.value);
  for (const [target, value] of Object.entries(action.values ?? {})) ctx.write(target, value);
  const now = dayjs().format('YYYY-MM-DD HH:mm:ss');
  for (const target of action.now ?? []) ctx.write(target, now);
  return { ok: true };
}
