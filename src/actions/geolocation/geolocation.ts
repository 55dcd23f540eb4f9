import type { ActionContext, ActionOutcome } from '../../engine/action-api';
import type { Static } from '../../schema/base';
import type { schema } from './schema';

type GeolocationAction = Static<typeof schema>;

export default function geolocation(action: GeolocationAction, ctx: ActionContext): Promise<ActionOutcome> {
  const geo = (globalThis.navigator as Navigator | undefined)?.geolocation;
  if (!geo) {
    ctx.write(action.target, { error: ctx.words.noLocation });
    return Promise.resolve({ ok: false, error: { message: 'unsupported' } });
  }
  return new Promise((resolve) => {
    geo.getCurrentPosition(
      (position) => {
        const { latitude, longitude, accuracy } = position.coords;
        ctx.write(action.target, {
          latitude: Number(latitude.toFixed(6)),
          longitude: Number(longitude.toFixed(6)),
          accuracy: Math.round(accuracy),
        });
        resolve({ ok: true });
      },
      (error) => {
        ctx.write(action.target, { error: error.message || ctx.words.locationUnavailable });
        resolve({ ok: false, error: { message: error.message } });
      },
      { timeout: action.timeoutMs ?? 10000, maximumAge: 60000 },
    );
  });
}
