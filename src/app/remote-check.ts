/**
 * The checks of a remote screen before the phone shows it: the engine's descriptor checker with the
 * app's catalogues and the release's own fragments, the same checks `npm run validate` makes, so a
 * release with a wrong route, fragment, binding or endpoint is refused and the bundled screen shows.
 * Loaded only when a remote descriptor is checked (remote-descriptors.ts imports it on demand).
 */
import routesJson from '../../screen-configs/routes.json';
import { validators } from '../generated/validator-set';
import { checkDescriptor } from '../engine/check/check-descriptor';
import type { RoutesDescriptor } from '../schema/screen';
import { appCatalogues } from './check-catalogues';

/** A remote screen with the fragments of its release. */
export interface RemoteScreen {
  id: string;
  screen: unknown;
  fragments: { ids: readonly string[]; load(id: string): Promise<unknown> };
}

/** Why a remote screen cannot be used (its first errors), or undefined when it can. */
export async function remoteProblems({ id, screen, fragments }: RemoteScreen): Promise<string | undefined> {
  const catalogues = appCatalogues({
    validators,
    routes: routesJson as RoutesDescriptor,
    fragments: { ...fragments, folder: 'screen-configs' },
  });
  const { problems } = await checkDescriptor(screen, catalogues, { id, withFragments: true });
  const errors = problems.filter((p) => p.level === 'error');
  if (!errors.length) return undefined;
  const said = errors.slice(0, 3).map((p) => {
    const where = `${p.fragment ? `fragments/${p.fragment}.json` : ''}${p.path}`;
    return `${p.message}${where ? ` — at ${where}` : ''}`;
  });
  return `it is invalid: ${said.join('; ')}`;
}
