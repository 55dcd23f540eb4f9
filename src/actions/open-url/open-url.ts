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
  const tapped = tappedLink(ctx);
  if ((action.in ?? (tapped ? 'app' : 'page')) === 'app') {
    // What the borrower reads stays inside the app: the screen under it keeps its state.
    ctx.ui.openDocument(url.href, action.title ?? tapped?.text ?? '');
    return { ok: true };
  }
  ctx.navigator.assign(url.href, Boolean(action.replace));
  return { ok: true };
}

/** The link whose tap runs the action (the link widget says so in `event.link`), if it was one. */
function tappedLink(ctx: ActionContext): { text: string } | undefined {
  const event = ctx.scope.event as { link?: { text?: unknown } } | undefined;
  const link = event && typeof event === 'object' ? event.link : undefined;
  if (!link || typeof link !== 'object') return undefined;
  return { text: typeof link.text === 'string' ? link.text : '' };
}
