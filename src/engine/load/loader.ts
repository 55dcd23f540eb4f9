/**
 * Loads a screen descriptor: the remote copy when one is configured and fits (valid, language
 * version known, app new enough), else the bundled one; then its fragments; then checks it node by node.
 */
import type { ReporterPort } from '../ports';
import type { NodeDescriptor, SlotMeta, Validators } from '../registry';
import type { FragmentDescriptor, ScreenDescriptor } from '../../schema/screen';
import { FRAGMENT_TYPE, walkNodes, drawnWidgetTypes, screenActionTypes } from './descriptor-tree';
import type { CheckContext, Problem } from './validate';
import { didYouMean } from '../language/suggest';
import { ScreenLoadError } from './screen-load-error';

export { ScreenLoadError };

/** The version of the descriptor language this app understands. */
export const SCHEMA_VERSION = 1;

/**
 * A set of descriptors published without an app release, as one session reads it: every screen and
 * fragment of a remote screen comes from the same set, never mixed with another.
 */
export interface RemoteRelease {
  /** Names the set in reports (a release id). */
  label: string;
  /** The screen's descriptor in this set; undefined when the set has none of that id. Throws with the reason when it cannot be used. */
  screen(id: string): Promise<unknown>;
  /** A fragment of the same set; undefined when it has none of that id. */
  fragment(id: string): Promise<unknown>;
  /**
   * The set's own catalogue of a screen or fragment in a language (its copy translated), or undefined
   * when the set carries none for it (or refused the one it named): the app's own catalogue is used then.
   */
  catalogue?(language: string, kind: 'screen' | 'fragment', id: string): Promise<unknown>;
}

export interface DescriptorSource {
  /** The bundled descriptor, or undefined when the app has none of that id. */
  bundledScreen(id: string): Promise<unknown>;
  bundledFragment(id: string): Promise<unknown>;
  /** The ids of the bundled fragments (for did-you-mean in reports). */
  fragmentIds?: () => string[];
  /**
   * The remote set this session uses, or null for none (none configured, or the set itself was
   * refused: the source reports why). Asked once per screen load; the source keeps one per session.
   */
  remote?: () => Promise<RemoteRelease | null>;
  appVersion: string;
  /**
   * The bundled descriptors were checked when the app was built (the production build refuses
   * invalid configs), so they are not checked again on the phone. Remote descriptors always are.
   */
  bundledChecked?: boolean;
}

/** Validators, or a loader of them: the app loads them on demand (only a remote or dev descriptor needs them). */
export type ValidatorsSource = Validators | (() => Promise<Validators>);

/** What loading a screen needs: the registries and the validators (possibly not loaded yet). */
export interface LoadContext extends Omit<CheckContext, 'validators'> {
  validators: ValidatorsSource;
}

/** The registries alone: enough to attach fragments without checking them. */
type Registries = Omit<CheckContext, 'validators'> & { validators?: Validators };

async function withValidators(ctx: LoadContext): Promise<CheckContext> {
  const validators = typeof ctx.validators === 'function' ? await ctx.validators() : ctx.validators;
  return { ...ctx, validators };
}

export interface LoadedScreen {
  screen: ScreenDescriptor;
  origin: 'bundled' | 'remote';
  problems: Problem[];
  /** The widget types drawn with the screen (their code loads before it renders). */
  widgetTypes: Set<string>;
  /** The widget types drawn only on demand (a modal's content): their code loads when the browser is idle. */
  onDemandTypes: Set<string>;
  /** The action types run only by a tap, a change or the back action: their code loads when the browser is idle. */
  laterActionTypes: Set<string>;
}

function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d) return d;
  }
  return 0;
}

/** Why a remote descriptor cannot be used, or null when it fits. */
export function remoteMismatch(descriptor: unknown, appVersion: string): string | null {
  if (!descriptor || typeof descriptor !== 'object') return 'it is not a JSON object';
  const d = descriptor as { schemaVersion?: unknown; minAppVersion?: unknown };
  if (typeof d.schemaVersion === 'number' && d.schemaVersion > SCHEMA_VERSION) {
    return `it is written in descriptor language version ${d.schemaVersion}; this app knows version ${SCHEMA_VERSION}`;
  }
  if (
    typeof d.minAppVersion === 'string' &&
    /^\d+\.\d+\.\d+$/.test(d.minAppVersion) &&
    compareVersions(d.minAppVersion, appVersion) > 0
  ) {
    return `it needs app version ${d.minAppVersion}; this app is ${appVersion}`;
  }
  return null;
}

/**
 * Attaches fragment bodies to fragment nodes (recursively, at most 5 deep); problems name the fragment file.
 * Fragments are checked when `ctx` has validators (a descriptor already checked at build time needs none).
 */
export async function attachFragments(
  body: readonly unknown[],
  using: {
    source: Pick<DescriptorSource, 'bundledFragment' | 'fragmentIds'>;
    ctx: Registries;
    problems: Problem[];
  },
  depth = 0,
): Promise<unknown[]> {
  const { source, ctx, problems } = using;
  const slotsOf = (type: string): SlotMeta | undefined => ctx.widgets[type]?.slots;
  // A descriptor is JSON: a JSON round trip copies it whole (structuredClone is newer than the web view floor).
  const copy = JSON.parse(JSON.stringify(body)) as unknown[];
  const copies: { node: NodeDescriptor; at: string }[] = [];
  walkNodes(copy, { path: depth === 0 ? '/body' : '', slotsOf }, (node, at) => {
    if (node.type === FRAGMENT_TYPE) copies.push({ node, at });
  });
  await Promise.all(
    copies.map(async ({ node, at }) => {
      const ref = String(node.ref ?? '');
      if (depth >= 5) {
        problems.push({
          path: `fragments/${ref}.json`,
          message: 'fragments nest more than 5 deep (a fragment includes itself?)',
        });
        node.children = [];
        return;
      }
      const raw = await source.bundledFragment(ref);
      if (raw === undefined) {
        const known = source.fragmentIds?.() ?? [];
        problems.push({
          path: depth === 0 ? `${at}/ref` : `/fragment/${ref}`,
          message: `unknown fragment '${ref}' (no screen-configs/fragments/${ref}.json)${didYouMean(ref, known)}`,
        });
        node.children = [];
        return;
      }
      // The checks' code loads with the validators: a bundled descriptor checked at build time needs neither.
      const checker = ctx.validators
        ? new (await import('./validate')).Checker({ ...ctx, validators: ctx.validators })
        : null;
      if (checker && !checker.top('fragment', raw)) {
        problems.push(
          ...checker.problems.map((p) => ({ path: `fragments/${ref}.json${p.path}`, message: p.message })),
        );
        node.children = [];
        return;
      }
      const fragment = raw as FragmentDescriptor;
      node.children = await attachFragments(fragment.body, using, depth + 1);
      if (fragment.params) node.with = { ...fragment.params, ...((node.with as object) ?? {}) };
    }),
  );
  return copy;
}

async function prepare(
  raw: unknown,
  source: Pick<DescriptorSource, 'bundledFragment' | 'fragmentIds'>,
  ctx: Registries,
): Promise<{ screen: ScreenDescriptor; problems: Problem[] }> {
  const problems: Problem[] = [];
  let withFragments = raw;
  if (raw && typeof raw === 'object' && Array.isArray((raw as { body?: unknown }).body)) {
    withFragments = {
      ...raw,
      body: await attachFragments((raw as { body: unknown[] }).body, { source, ctx, problems }),
    };
  }
  if (!ctx.validators) return { screen: withFragments as ScreenDescriptor, problems };
  const { checkScreen } = await import('./check-screen');
  const checked = checkScreen(withFragments, { ...ctx, validators: ctx.validators });
  return { screen: checked.screen, problems: [...problems, ...checked.problems] };
}

/** Loads and checks a screen; a bad node never fails the load, a bad screen shell does. */
export async function loadScreen(
  id: string,
  { source, reporter, ...ctx }: LoadContext & { source: DescriptorSource; reporter: ReporterPort },
): Promise<LoadedScreen> {
  let result: { screen: ScreenDescriptor; problems: Problem[] } | undefined;
  let origin: LoadedScreen['origin'] = 'bundled';
  const release = source.remote ? await source.remote().catch(() => null) : null;
  if (release) {
    try {
      const remote = await release.screen(id);
      if (remote !== undefined) {
        const mismatch = remoteMismatch(remote, source.appVersion);
        if (mismatch) throw new Error(mismatch);
        const fromRelease = {
          bundledFragment: (ref: string) => release.fragment(ref),
          fragmentIds: source.fragmentIds,
        };
        const checked = await prepare(remote, fromRelease, await withValidators(ctx));
        if (checked.problems.length) {
          throw new Error(
            `it is invalid: ${checked.problems
              .slice(0, 3)
              .map((p) => `${p.message} — at ${p.path}`)
              .join('; ')}`,
          );
        }
        result = checked;
        origin = 'remote';
      }
    } catch (error) {
      reporter.warn({
        code: 'remote-config-rejected',
        screen: id,
        release: release.label,
        message: `remote descriptor of release ${release.label} not used: ${(error as Error).message}`,
      });
    }
  }
  if (!result) {
    const bundled = await source.bundledScreen(id);
    if (bundled === undefined) throw new ScreenLoadError(`no screen '${id}'`);
    const registries = source.bundledChecked
      ? { widgets: ctx.widgets, actions: ctx.actions, filters: ctx.filters }
      : await withValidators(ctx);
    result = await prepare(bundled, source, registries);
  }
  for (const p of result.problems)
    reporter.warn({ code: 'invalid-config', screen: id, path: p.path, message: p.message });
  const types = drawnWidgetTypes(result.screen.body, (t) => ctx.widgets[t]?.slots);
  const actionTypes = screenActionTypes(result.screen, {
    widget: (t) => ctx.widgets[t]?.slots,
    action: (t) => ctx.actions[t]?.slots,
  });
  return {
    screen: result.screen,
    origin,
    problems: result.problems,
    widgetTypes: types.first,
    onDemandTypes: types.onDemand,
    laterActionTypes: actionTypes.later,
  };
}
