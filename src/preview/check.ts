/** The workbench's checks of an edited screen file: the engine's own, each problem at its line. */
import type { EngineConfig } from '../engine/view/engine-context';
import { attachFragments, ScreenLoadError } from '../engine/load/loader';
import { checkScreen } from '../engine/load/check-screen';
import type { Problem } from '../engine/load/validate';
import { jsonLines, lineOf } from '../engine/load/json-lines';
import { descriptorSource } from '../app/configs';

export interface Checked {
  /** The screen the checked text belongs to. */
  screenId: string;
  /** The screen to show, or null when it cannot be shown (not JSON, or not loadable). */
  descriptor: unknown | null;
  problems: (Problem & { line?: number })[];
}

function withLines(problems: Problem[], text: string) {
  const lines = jsonLines(text);
  return problems.map((p) => ({ ...p, line: p.path.startsWith('/') ? lineOf(lines, p.path) : undefined }));
}

/** Checks `text`, the file of screen `screenId`, as the app would load it. */
export async function check(screenId: string, text: string, config: EngineConfig): Promise<Checked> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return {
      screenId,
      descriptor: null,
      problems: [{ path: '', message: `not valid JSON: ${(error as Error).message}` }],
    };
  }
  const validators = typeof config.validators === 'function' ? await config.validators() : config.validators;
  const ctx = { validators, widgets: config.widgets, actions: config.actions };
  const problems: Problem[] = [];
  try {
    const body = Array.isArray((value as { body?: unknown }).body)
      ? await attachFragments((value as { body: unknown[] }).body, {
          source: descriptorSource,
          ctx,
          problems,
        })
      : undefined;
    problems.push(...checkScreen(body ? { ...(value as object), body } : value, ctx).problems);
  } catch (error) {
    problems.push(...(error instanceof ScreenLoadError ? error.problems : []));
    if (!(error instanceof ScreenLoadError)) problems.push({ path: '', message: (error as Error).message });
    return { screenId, descriptor: null, problems: withLines(problems, text) };
  }
  return { screenId, descriptor: value, problems: withLines(problems, text) };
}
