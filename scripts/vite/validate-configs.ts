import { execFileSync } from 'node:child_process';
import type { Plugin } from 'vite';
import { projectRoot, tsxCommand } from './paths.ts';

/**
 * A release build (`RELEASE=1 npm run build`): one that ships to borrowers, so a placeholder left in
 * app.json ("[Lender name]", "[SEC registration no.]") fails it, where an ordinary build warns.
 */
export const isReleaseBuild = (env: NodeJS.ProcessEnv = process.env) =>
  env.RELEASE === '1' || env.RELEASE === 'true';

/**
 * Fails the build when a screen config is invalid, naming the file, the JSON path and what was
 * expected; a release build also when app.json still holds a placeholder, which an ordinary build
 * names once as a warning. `configs`: the config folder (screen-configs/ by default).
 */
export function validateConfigs({ configs }: { configs?: string } = {}): Plugin {
  return {
    name: 'validate-screen-configs',
    apply: 'build',
    buildStart() {
      const release = isReleaseBuild();
      const [command, args] = tsxCommand('scripts/descriptors/validate.ts');
      let output: string;
      try {
        const options = [...(release ? ['--no-placeholders'] : []), ...(configs ? [configs] : [])];
        output = execFileSync(command, [...args, ...options], {
          cwd: projectRoot,
          stdio: 'pipe',
          encoding: 'utf8',
        });
      } catch (error) {
        const found = (error as { stdout?: string }).stdout ?? String(error);
        this.error(`${release ? 'release build refused, ' : ''}invalid screen configs:\n${found}`);
      }
      const placeholders = output.split('\n').filter((line) => line.includes('still holds placeholders'));
      if (placeholders.length)
        this.warn(
          `${placeholders.join('\n')}\n(a release build, RELEASE=1 npm run build, refuses this: docs/deployment.md)`,
        );
    },
  };
}
