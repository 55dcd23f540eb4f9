/**
 * app.json in the workbench: its edited text checked as `npm run validate` checks it
 * (src/tools/check-app.ts), and the theme it carries once it passes, so the phone wears an edited
 * brand before the file is saved.
 */
import { useEffect, useState } from 'react';
import type { EngineConfig } from '../engine/view/engine-context';
import { checkAppText, type AppChecked } from '../tools/check-app';
import { packCodes } from '../app/language/pack';
import type { ThemeColours } from '../app/theme';

/** The workbench's name of app.json (its file is `screen-configs/app.json`, as a screen's is). */
export const APP_FILE = 'app.json';

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
      const checked = checkAppText(text, loaded, packCodes());
      setProblems(checked.problems);
      if (checked.theme) setTheme(checked.theme);
    });
    return () => {
      live = false;
    };
  }, [text, ready, config]);
  return { theme, problems };
}
