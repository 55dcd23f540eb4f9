/**
 * `npm run serve`: the production server on PORT (default 8080) and HOST (default 0.0.0.0), with
 * API_ORIGIN (unset: the embedded mock backend), SERVER_DEADLINE_MS (default 1000), DIST_DIR (default
 * dist) and LOG_LEVEL (default info) from the environment (docs/deployment.md).
 */
import { createServer, hasBuild } from './server';
import { LISTEN_PORTS } from '../app/listen-ports';

const env = process.env;
const dist = env.DIST_DIR ?? 'dist';

function number(name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    console.error(`${name} must be a whole number, not "${raw}"`);
    process.exit(1);
  }
  return value;
}

function origin(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    console.error(`API_ORIGIN must be an http(s) address, not "${raw}"`);
    process.exit(1);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    console.error(`API_ORIGIN must be an http(s) address, not "${raw}"`);
    process.exit(1);
  }
  return url.origin;
}

if (!hasBuild(dist)) {
  console.error(`No build in ${dist}: run npm run build first`);
  process.exit(1);
}

const { app } = await createServer({
  dist,
  apiOrigin: origin(env.API_ORIGIN),
  deadlineMs: number('SERVER_DEADLINE_MS', 1000),
  scenario: env.MOCK_SCENARIO,
  logLevel: env.LOG_LEVEL,
});
const address = await app.listen({
  port: number('PORT', LISTEN_PORTS.production),
  host: env.HOST ?? '0.0.0.0',
});
app.log.info(`serving ${dist} on ${address}${env.API_ORIGIN ? '' : ' with the embedded mock backend'}`);
const stop = () => void app.close().then(() => process.exit(0));
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
