import { execFileSync } from 'node:child_process';
import type { Plugin } from 'vite';
import { projectRoot, tsxCommand } from './paths.ts';

/** Fails the build when a screen config is invalid, naming the file, the JSON path and what was expected. */
export function validateConfigs(): Plugin {
  return {
    name: 'validate-screen-configs',
    apply: 'build',
    buildStart() {
      const [command, args] = tsxCommand('scripts/descriptors/validate.ts');
      try {
        execFileSync(command, args, { cwd: projectRoot, stdio: 'pipe', encoding: 'utf8' });
      } catch (error) {
        const output = (error as { stdout?: string }).stdout ?? String(error);
        this.error(`invalid screen configs:\n${output}`);
      }
    },
  };
}
