/**
 * app.json in the workbench: its edited text checked against the app settings schema, and the theme
 * it carries once it passes, so the phone wears an edited brand before the file is saved.
 */
import { useEffect, useState } from 'react';
import type { EngineConfig } from '../engine/view/engine-context';
import type { Validators } from '../engine/registry';
import { explain, type Problem } from '../engine/load/validate';
import { inPlainWords } from '../engine/check/subject';
import { jsonLines, lineOf } from '../engine/load/json-lines';
import { describeJsonSyntaxError, jsonSyntaxError } from '../engine/load/json-syntax';
import type { AppSettings } from '../app/app-settings-schema';
import type { ThemeColours } from '../app/theme';

/** The workbench's name of app.json (its file is `screen-configs/app.json`, as a screen's is). */
export const APP_FILE = 'app.json';

export interface AppChecked {
  /** The edited theme, or null when the text does not pass (nothing of it applies then). */
  theme: ThemeColours | null;
  problems: (Problem & { line?: number })[];
}

/** Checks app.json's `text` as `npm run validate` does (its schema); its theme when it passes. */
export function checkAppText(text: string, validators: Pick<Validators, 'app'>): AppChecked {
  const broken = jsonSyntaxError(text);
  if (broken) {
    const problem = { path: '', message: describeJsonSyntaxError(broken), line: broken.line };
    return { theme: null, problems: [problem] };
  }
  const value: unknown = JSON.parse(text);
  if (validators.app(value)) return { theme: (value as AppSettings).theme, problems: [] };
  const lines = jsonLines(text);
  const found = explain(validators.app.errors, value, '').map((p) => ({ ...p, level: 'error' as const }));
  const problems = inPlainWords(found, value).map((p) => ({
    path: p.path,
    message: p.message,
    line: p.path.startsWith('/') ? lineOf(lines, p.path) : undefined,
  }));
  return { theme: null, problems };
}

/**
 * app.json's draft `text`, checked as it changes: its problems, and the last theme that passed (an
 * invalid edit leaves the phone as it was). Null until the file has been read.
 */
export function useAppTheme(text: string, ready: boolean, config: EngineConfig) {
  const [theme, setTheme] = useState<ThemeColours | null>(null);
  const [problems, setProblems] = useState<AppChecked['problems']>([]);
  useEffect(() => {
    if (!ready) return;
    let live = true;
    const validators = typeof config.validators === 'function' ? config.validators() : config.validators;
    void Promise.resolve(validators).then((loaded) => {
      if (!live) return;
      const checked = checkAppText(text, loaded);
      setProblems(checked.problems);
      if (checked.theme) setTheme(checked.theme);
    });
    return () => {
      live = false;
    };
  }, [text, ready, config]);
  return { theme, problems };
}
