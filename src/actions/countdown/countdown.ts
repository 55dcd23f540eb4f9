import type { ActionContext, ActionOutcome } from '../../engine/action-context';
import type { ActionDescriptor, Static } from '../../engine/schema/base';
import type { schema } from './schema';

type CountdownAction = Static<typeof schema>;

export default function countdown(action: CountdownAction, ctx: ActionContext): ActionOutcome {
  const key = `countdown:${action.timer}`;
  const previous = ctx.named.get(key);
  if (previous !== undefined) {
    ctx.timers.clearInterval(previous);
    ctx.named.delete(key);
  }
  if (action.stop) {
    ctx.write(action.target, action.resetTo ?? 0);
    return { ok: true };
  }
  let left = action.seconds ?? 60;
  ctx.write(action.target, left);
  const handle = ctx.timers.setInterval(() => {
    left -= 1;
    ctx.write(action.target, Math.max(left, 0));
    if (left <= 0) {
      ctx.timers.clearInterval(handle);
      ctx.named.delete(key);
      if (action.onDone) void ctx.run(action.onDone as ActionDescriptor[]);
    }
  }, 1000);
  ctx.named.set(key, handle);
  return { ok: true };
}
