import { readPath, selectFlow, type ActionContext, type ActionOutcome } from '../../engine/action-api';
import type { Static } from '../../schema/base';
import type { schema } from './schema';

type CountdownAction = Static<typeof schema>;

/**
 * Where a countdown's end time is kept (flow state, so it survives a reload, a hash route and a
 * closed dialog): one entry per screen and timer, with the key it counts for (a phone, an order).
 */
const ROOT = 'flow.countdowns';

interface Stored {
  until: number;
  key: string;
}

function slotOf(ctx: ActionContext, timer: string): string {
  return `${ROOT}.${ctx.screen.replace(/[^\w-]/g, '_')}-${timer}`;
}

function keyOf(action: CountdownAction): string {
  return action.key === undefined || action.key === null ? '' : String(action.key as string | number);
}

function stored(ctx: ActionContext, slot: string): Stored | undefined {
  const value = readPath(selectFlow(ctx.getState()), slot.split('.').slice(1)) as Partial<Stored> | undefined;
  return value && typeof value.until === 'number' && typeof value.key === 'string'
    ? { until: value.until, key: value.key }
    : undefined;
}

const secondsLeft = (until: number) => Math.max(0, Math.ceil((until - Date.now()) / 1000));

export default function countdown(action: CountdownAction, ctx: ActionContext): ActionOutcome {
  const name = `countdown:${action.timer}`;
  const slot = slotOf(ctx, action.timer);
  const previous = ctx.named.get(name);
  if (previous !== undefined) {
    ctx.timers.clearInterval(previous);
    ctx.named.delete(name);
  }
  if (action.stop) {
    ctx.write(slot, null);
    ctx.write(action.target, action.resetTo ?? 0);
    return { ok: true };
  }
  let until: number;
  if (action.resume) {
    // Picks up a countdown a reload or a visit elsewhere interrupted, if it is for the same key.
    const kept = stored(ctx, slot);
    if (!kept || kept.key !== keyOf(action) || secondsLeft(kept.until) <= 0) {
      // An ended countdown is forgotten; one for another key (another order) is left to run out.
      if (kept && secondsLeft(kept.until) <= 0) ctx.write(slot, null);
      ctx.write(action.target, action.resetTo ?? 0);
      return { ok: true };
    }
    until = kept.until;
  } else {
    until = Date.now() + (action.seconds ?? 60) * 1000;
    ctx.write(slot, { until, key: keyOf(action) });
  }
  ctx.write(action.target, secondsLeft(until));
  const handle = ctx.timers.setInterval(() => {
    const left = secondsLeft(until);
    ctx.write(action.target, left);
    if (left <= 0) {
      ctx.timers.clearInterval(handle);
      ctx.named.delete(name);
      ctx.write(slot, null);
      if (action.onDone) void ctx.run(action.onDone);
    }
  }, 1000);
  ctx.named.set(name, handle);
  return { ok: true };
}
