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
  // The session fills in what the server's URL does not say; the action's own query always applies.
  if (action.withSession)
    for (const [k, v] of Object.entries(ctx.getState().route.session))
      if (v && !url.searchParams.has(k)) url.searchParams.set(k, v);
  for (const [k, v] of Object.entries(action.query ?? {}))
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  ctx.navigator.assign(url.href, Boolean(action.replace));
  return { ok: true };
}
