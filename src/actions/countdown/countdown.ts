import { readPath, selectFlow, type ActionContext, type ActionOutcome } from '../../engine/action-api';
import type { Static } from '../../schema/base';
import type { schema } from './schema';

type CountdownAction = Static<typeof schema>;

/**
 * Where a countdown's end is kept (flow state, so it survives a reload, a hash route and a closed
 * dialog): one entry per screen and timer, with its length and the key it counts for (a phone, an
 * order). The end is in whole seconds of the phone's clock.
 */
const ROOT = 'flow.countdowns';
/** The longest countdown the schema allows: a kept length beyond it is not one this app wrote. */
const MAX_SECONDS = 3600;

interface Stored {
  /** When it ends, in seconds since 1970 by the phone's clock. */
  endsAt: number;
  /** Its whole length: what it may show at most, whatever the clock says. */
  seconds: number;
  key: string;
}

function slotOf(ctx: ActionContext, timer: string): string {
  return `${ROOT}.${ctx.screen.replace(/[^\w-]/g, '_')}-${timer}`;
}

function keyOf(action: CountdownAction): string {
  return action.key === undefined || action.key === null ? '' : String(action.key as string | number);
}

/** The kept countdown when it is one this app writes; a tampered or older entry counts as none. */
function stored(ctx: ActionContext, slot: string): Stored | undefined {
  const value = readPath(selectFlow(ctx.getState()), slot.split('.').slice(1)) as Partial<Stored> | undefined;
  if (!value || typeof value !== 'object') return undefined;
  const { endsAt, seconds, key } = value;
  return Number.isSafeInteger(endsAt) &&
    Number.isInteger(seconds) &&
    seconds! >= 1 &&
    seconds! <= MAX_SECONDS &&
    typeof key === 'string'
    ? { endsAt: endsAt!, seconds: seconds!, key }
    : undefined;
}

const clockSeconds = () => Math.floor(Date.now() / 1000);

/**
 * What is left of a kept countdown by the phone's clock, never more than its own length: a clock set
 * back, or an end written by someone else, cannot make it longer.
 */
const leftOf = (kept: Stored) => Math.min(kept.seconds, Math.max(0, kept.endsAt - clockSeconds()));

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
  let left: number;
  let seconds: number;
  if (action.resume) {
    // Picks up a countdown a reload or a visit elsewhere interrupted, if it is for the same key.
    const kept = stored(ctx, slot);
    left = kept ? leftOf(kept) : 0;
    if (!kept || kept.key !== keyOf(action) || left <= 0) {
      // An ended or unreadable countdown is forgotten; one for another key (another order) is left to run out.
      if (!kept || left <= 0) ctx.write(slot, null);
      ctx.write(action.target, action.resetTo ?? 0);
      return { ok: true };
    }
    seconds = kept.seconds;
  } else {
    seconds = action.seconds ?? 60;
    left = seconds;
  }
  // Kept anew from the clock as it is now, so that a clock set back since is not counted twice.
  ctx.write(slot, { endsAt: clockSeconds() + left, seconds, key: keyOf(action) });
  // On screen it counts on the page's monotonic clock, which a change of the phone's clock leaves alone.
  const deadline = performance.now() + left * 1000;
  const secondsLeft = () => Math.max(0, Math.ceil((deadline - performance.now()) / 1000));
  ctx.write(action.target, left);
  const handle = ctx.timers.setInterval(() => {
    const now = secondsLeft();
    ctx.write(action.target, now);
    if (now <= 0) {
      ctx.timers.clearInterval(handle);
      ctx.named.delete(name);
      ctx.write(slot, null);
      if (action.onDone) void ctx.run(action.onDone);
    }
  }, 1000);
  ctx.named.set(name, handle);
  return { ok: true };
}
