/**
 * The production server as an operator runs it: `node dist-server/server.js` (npm run serve, built by
 * `npm run bundle`) in a process of its own, on a free port, with the environment a test gives; its
 * standard output and error kept, so a test can read the server's log.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { distDir, rootDir } from './harness';

export const serverBundle = join(rootDir, process.env.SERVER_DIR ?? 'dist-server', 'server.js');

export interface ProductionServer {
  /** `http://127.0.0.1:PORT`, without a trailing slash. */
  url: string;
  /** Everything the server wrote to its standard output and error so far. */
  output(): string;
  close(): Promise<void>;
}

/** Starts the built server with `env` (PORT and HOST are chosen here); resolves once it listens. */
export async function startProductionServer(env: Record<string, string> = {}): Promise<ProductionServer> {
  if (!existsSync(serverBundle))
    throw new Error(`${serverBundle} is missing: run \`npm run bundle\` before the e2e suite`);
  const child: ChildProcess = spawn(process.execPath, [serverBundle], {
    cwd: rootDir,
    env: { ...process.env, DIST_DIR: distDir, PORT: '0', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 20_000);
    const look = () => {
      const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        resolve(found[1]!);
      }
    };
    child.stdout!.on('data', look);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}):\n${output}`));
    });
  });
  return {
    url,
    output: () => output,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
