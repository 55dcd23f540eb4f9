import type { ActionContext, ActionOutcome } from '../../engine/session/action-context';
import type { Static } from '../../schema/base';
import { selectSession } from '../../store';
import type { schema } from './schema';
import { sessionForUrl, sessionHostsOf } from '../../api/session-links';

type OpenUrlAction = Static<typeof schema>;

export default function openUrl(action: OpenUrlAction, ctx: ActionContext): ActionOutcome {
  const safe = ctx.safeUrl(action.url);
  if (!safe) {
    ctx.ui.toast(action.refusedMessage ?? ctx.words.linkRefused);
    ctx.reporter.warn({
      code: 'url-refused',
      message: 'a server URL was refused by the http(s) gate',
      screen: ctx.screen,
    });
    return { ok: false, error: { message: action.refusedMessage ?? ctx.words.linkRefused } };
  }
  const url = new URL(safe);
  // The session fills in what the server's URL does not say, on the lender's https hosts only and
  // without the header secrets (docs/contracts.md §11); the action's own query always applies.
  if (action.withSession) {
    const session = sessionForUrl(url.href, selectSession(ctx.getState()), {
      allowedHosts: sessionHostsOf(ctx.scope.app),
    });
    for (const [k, v] of Object.entries(session))
      if (v && !url.searchParams.has(k)) url.searchParams.set(k, v);
  }
  for (const [k, v] of Object.entries(action.query ?? {}))
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  ctx.navigator.assign(url.href, Boolean(action.replace));
  return { ok: true };
}
