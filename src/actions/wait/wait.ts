import type { ActionContext, ActionOutcome } from '../../engine/action-api';
import type { Static } from '../../schema/base';
import type { schema } from './schema';

type WaitAction = Static<typeof schema>;

export default function wait(action: WaitAction, ctx: ActionContext): Promise<ActionOutcome> {
  return new Promise((resolve) => {
    if (ctx.signal.aborted) return resolve({ ok: false, error: { failure: 'aborted', message: '' } });
    const handle = ctx.timers.setTimeout(() => {
      ctx.signal.removeEventListener('abort', stop);
      resolve({ ok: true });
    }, action.ms);
    function stop() {
      ctx.timers.clearTimeout(handle);
      resolve({ ok: false, error: { failure: 'aborted', message: '' } });
    }
    ctx.signal.addEventListener('abort', stop, { once: true });
  });
}
