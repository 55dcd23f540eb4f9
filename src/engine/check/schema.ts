/**
 * The schema pass: the precompiled JSON Schema of each node and action (src/engine/load/validate.ts),
 * run on a screen with its fragments attached as the app attaches them, and its messages made to say
 * what to do.
 */
import { attachFragments, ScreenLoadError } from '../load/loader';
import { checkScreen } from '../load/check-screen';
import { Checker, type Problem } from '../load/validate';
import type { ScreenDescriptor } from '../../schema/screen';
import type { Catalogues } from './catalogues';
import { isObject } from './json';
import type { Scan } from './scan-result';

/**
 * Leaves out the schema's problems another pass says better: the enum of a catalogue prop gives way
 * to the references pass's message (routes come from the catalogue, not the bundled ones), a wrong
 * condition's union errors to the conditions pass's one message.
 */
function refine(problems: readonly Problem[], own: Scan): Problem[] {
  const inWrongCondition = (path: string) =>
    [...own.conditionPaths].some((c) => path === c || path.startsWith(`${c}/`));
  return (
    problems
      .filter((p) => !(own.cataloguePaths.has(p.path) && p.message.includes(', but it must be one of ')))
      // A wrong condition is said once, by the conditions pass.
      .filter((p) => !inWrongCondition(p.path))
  );
}

/**
 * A screen's schema problems, and the screen as the app would draw it (null when its shell is unusable).
 * A fragment's own problems belong to the fragment, so those found inside an attached fragment are
 * dropped here, and so are the loader's reports about fragments: unknown refs, invalid and
 * self-including fragments are reported at their ref by the references pass.
 */
export async function screenSchema(
  value: unknown,
  own: Scan,
  catalogues: Catalogues,
): Promise<{ screen: ScreenDescriptor | null; problems: Problem[] }> {
  const { registries, fragments } = catalogues;
  let prepared = value;
  if (isObject(value) && Array.isArray(value.body)) {
    const source = {
      bundledFragment: (ref: string) =>
        fragments.ids.includes(ref) ? fragments.load(ref) : Promise.resolve(undefined),
    };
    prepared = {
      ...value,
      body: await attachFragments(value.body, { source, ctx: registries, problems: [] }),
    };
  }
  const insideFragment = (path: string) => own.refs.some((r) => path.startsWith(`${r.path}/children`));
  try {
    const checked = checkScreen(prepared, registries);
    const problems = checked.problems.filter((p) => !insideFragment(p.path));
    return { screen: checked.screen, problems: refine(problems, own) };
  } catch (error) {
    if (!(error instanceof ScreenLoadError)) throw error;
    return { screen: null, problems: refine(error.problems, own) };
  }
}

/** A fragment's own schema problems (what a screen including it adds is found with that screen). */
export function fragmentSchema(value: unknown, own: Scan, catalogues: Catalogues): Problem[] {
  const checker = new Checker(catalogues.registries);
  if (checker.top('fragment', value)) checker.nodes((value as { body: unknown[] }).body, '/body');
  return refine(checker.problems, own);
}
