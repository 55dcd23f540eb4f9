import type { ActionContext, ActionOutcome } from '../../engine/action-api';
import type { Static } from '../../schema/base';
import type { schema } from './schema';

type PickContactAction = Static<typeof schema>;

interface ContactsManager {
  select(
    properties: string[],
    options?: { multiple?: boolean },
  ): Promise<{ name?: string[]; tel?: string[] }[]>;
}

export default async function pickContact(
  action: PickContactAction,
  ctx: ActionContext,
): Promise<ActionOutcome> {
  const contacts = (globalThis.navigator as { contacts?: ContactsManager } | undefined)?.contacts;
  if (!contacts || typeof contacts.select !== 'function') {
    const message = action.unsupportedText ?? ctx.words.noContactPicker;
    ctx.ui.toast(message, { duration: 3000 });
    return { ok: false, error: { message } };
  }
  try {
    const [chosen] = await contacts.select(['name', 'tel'], { multiple: false });
    if (!chosen) return { ok: false, error: { message: '' } };
    ctx.write(action.target, { name: chosen.name?.[0] ?? '', tel: chosen.tel?.[0] ?? '' });
    return { ok: true };
  } catch {
    return { ok: false, error: { message: '' } };
  }
}
