import { execFile } from 'node:child_process';
import type { Plugin } from 'vite';
import { projectRoot, tsxCommand } from './paths.ts';

/** What the editor schemas and registries are made from. */
const watched = [
  /screen-configs[\\/]routes\.json$/,
  /screen-configs[\\/]fragments[\\/][^\\/]+\.json$/,
  /src[\\/]api[\\/]endpoints\.ts$/,
  /src[\\/]bridge[\\/]message-types\.ts$/,
  /src[\\/](widgets|actions)[\\/][^\\/]+[\\/]schema\.ts$/,
  /src[\\/]api[\\/]contracts[\\/][^\\/]+\.ts$/,
];

/**
 * `npm start`: what the editor schemas and registries are made from (routes, fragments, the endpoint
 * catalogue, bridge messages, widget and action schemas) is watched, and `npm run generate` runs again
 * when it changes, so an operator's editor knows a new route or fragment at once.
 */
export function regenerateOnChange(): Plugin {
  return {
    name: 'regenerate-on-change',
    apply: 'serve',
    configureServer(server) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      let running = false;
      let again = false;
      const generate = () => {
        if (running) {
          again = true;
          return;
        }
        running = true;
        const [command, args] = tsxCommand('scripts/generate/generate.ts');
        execFile(command, args, { cwd: projectRoot, encoding: 'utf8' }, (error, stdout, stderr) => {
          running = false;
          if (error) server.config.logger.error(`npm run generate failed:\n${stderr || stdout}`);
          else server.config.logger.info(stdout.trim(), { timestamp: true });
          if (again) {
            again = false;
            generate();
          }
        });
      };
      const changed = (file: string) => {
        if (!watched.some((pattern) => pattern.test(file))) return;
        clearTimeout(timer);
        timer = setTimeout(generate, 200);
      };
      server.watcher.on('change', changed);
      server.watcher.on('add', changed);
      server.watcher.on('unlink', changed);
    },
  };
}
