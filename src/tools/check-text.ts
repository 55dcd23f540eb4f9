/**
 * The check of an edited screen file's text, given the catalogues: the engine's descriptor checker,
 * each problem at its line (a fragment's problem named by the fragment's file). The workbench runs it
 * as the operator types; the planted-mistakes table asks it what the workbench says.
 */
import type { Problem } from '../engine/load/validate';
import { readJsonText } from './json-text';
import { checkDescriptor } from '../engine/check/check-descriptor';
import type { Catalogues } from '../engine/check/catalogues';

export interface Checked {
  /** The screen the checked text belongs to. */
  screenId: string;
  /** The screen to show, or null when it cannot be shown (not JSON, or not loadable). */
  descriptor: unknown | null;
  problems: (Problem & { line?: number; level?: 'error' | 'warning' })[];
}

/** Checks `text`, the file of screen `screenId`, against `catalogues`, as the app would load it. */
export async function checkText(
  text: string,
  { screenId, catalogues }: { screenId: string; catalogues: Catalogues },
): Promise<Checked> {
  const read = readJsonText(text);
  if (!read.ok) {
    const problem = { path: '', message: read.message, line: read.error.line };
    return { screenId, descriptor: null, problems: [problem] };
  }
  const { value } = read;
  let checked: Awaited<ReturnType<typeof checkDescriptor>>;
  try {
    checked = await checkDescriptor(value, catalogues, { id: screenId, withFragments: true });
  } catch (error) {
    return { screenId, descriptor: null, problems: [{ path: '', message: (error as Error).message }] };
  }
  const problems = checked.problems.map((p) => {
    const message = p.level === 'warning' ? `warning: ${p.message}` : p.message;
    // A fragment's problem is at its path in the fragment's file, not in the edited one.
    if (p.fragment) return { path: `fragments/${p.fragment}.json${p.path}`, message, level: p.level };
    const line = p.path.startsWith('/') ? read.lineOf(p.path) : undefined;
    return { path: p.path, message, level: p.level, line };
  });
  return { screenId, descriptor: checked.screen ? value : null, problems };
}
