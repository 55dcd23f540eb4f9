import type { ActionContext, ActionOutcome } from '../../engine/action-context';
import type { Static } from '../../engine/schema/base';
import type { schema } from './schema';

type OpenUrlAction = Static<typeof schema>;

export default function openUrl(action: OpenUrlAction, ctx: ActionContext): ActionOutcome {
  const safe = ctx.safeUrl(action.url);
  if (!safe) {
    ctx.ui.toast(action.refusedMessage ?? 'This link cannot be opened.');
    ctx.reporter.warn({
      code: 'url-refused',
      message: 'a server URL was refused by the http(s) gate',
      screen: ctx.screen,
    });
    return { ok: false, error: { message: action.refusedMessage ?? 'This link cannot be opened.' } };
  }
  const url = new URL(safe);
  const extra: Record<string, unknown> = {
    ...(action.withSession ? ctx.getState().route.session : {}),
    ...(action.query ?? {}),
  };
  for (const [k, v] of Object.entries(extra))
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  ctx.navigator.assign(url.href, Boolean(action.replace));
  return { ok: true };
}
