import type { ActionContext, ActionOutcome } from '../../engine/action-api';
import type { Static } from '../../schema/base';
import type { schema } from './schema';

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
  // The session fills in what the server's URL does not say, where the app lets it (the lender's
  // hosts, never the header secrets: docs/contracts.md §11); the action's own query always applies.
  const url = new URL(action.withSession ? ctx.withSession(safe) : safe);
  for (const [k, v] of Object.entries(action.query ?? {}))
    if (v !== undefined && v !== null && v !== '') url.searchParams.set(k, String(v));
  ctx.navigator.assign(url.href, Boolean(action.replace));
  return { ok: true };
}
