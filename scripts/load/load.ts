/**
 * `npm run load` (after `npm run build`): the production server under load on loopback, with the
 * lender's API played by a stub that answers every call in 100 ms.
 *
 * Starts the stub (each answer is the embedded mock backend's, asked once and replayed: the stub
 * costs next to nothing, so the figures are the server's), then one server process (one Node thread:
 * its renders per second are per core) with API_ORIGIN on the stub, and drives /repayPeriod with
 * autocannon at 20 and 100 concurrent borrowers: renders per second, p50/p99 response time and what
 * the server adds beyond the API's 100 ms. Then 10,000 renders more, with the server's memory (RSS and
 * V8 heap, read after a full collection) before and after: a leak shows as a heap that grows.
 *
 * Writes reports/load.json (git-ignored) and prints a table. The figures depend on the machine: say
 * which machine, and how busy it was, beside them (docs/performance.md).
 *
 * Usage: tsx scripts/load/load.ts [--duration 15] [--renders 10000] [--api-ms 100]
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { cpus, loadavg } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { startServer } from '../serve/serve';

const root = resolve(import.meta.dirname, '../..');
const { values: options } = parseArgs({
  options: {
    duration: { type: 'string', default: '15' },
    renders: { type: 'string', default: '10000' },
    'api-ms': { type: 'string', default: '100' },
  },
});
const durationS = Number(options.duration);
const renders = Number(options.renders);
const apiMs = Number(options['api-ms']);
/** How long a borrower's request may take before it counts as failed (s). */
const TIMEOUT_S = 30;
const ROUTE = '/repayPeriod?productId=1&orderId=OD1001&deviceId=d-1&sessionId=s-1';

/** The lender's API: the mock backend's answer to each call, asked once, replayed after `apiMs`. */
async function apiStub(): Promise<{ url: string; close(): Promise<void> }> {
  const backend = await startServer({ port: 0, scenario: 'default' });
  const answers = new Map<string, Promise<{ status: number; type: string; body: Buffer }>>();
  const stub: Server = createServer((req, res) => {
    void (async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = Buffer.concat(chunks);
      const key = `${req.method} ${req.url} ${body.toString('base64')}`;
      let answer = answers.get(key);
      if (!answer) {
        answer = fetch(`${backend.url}${req.url}`, {
          method: req.method,
          headers: Object.fromEntries(
            Object.entries(req.headers).filter(([k]) => k !== 'host' && k !== 'content-length'),
          ) as Record<string, string>,
          body: body.length ? body : undefined,
        }).then(async (r) => ({
          status: r.status,
          type: r.headers.get('content-type') ?? 'application/json',
          body: Buffer.from(await r.arrayBuffer()),
        }));
        answers.set(key, answer);
      }
      const [found] = await Promise.all([answer, new Promise((done) => setTimeout(done, apiMs))]);
      res.writeHead(found.status, { 'content-type': found.type, 'content-length': found.body.length });
      res.end(found.body);
    })().catch(() => res.destroy());
  });
  stub.keepAliveTimeout = 60_000;
  await new Promise<void>((done) => stub.listen(0, '127.0.0.1', done));
  return {
    url: `http://127.0.0.1:${(stub.address() as AddressInfo).port}`,
    close: async () => {
      await new Promise((done) => stub.close(done));
      await backend.close();
    },
  };
}

/** One server process (`npm run serve`'s) with its API on the stub. */
async function productionServer(apiOrigin: string) {
  const bundle = join(root, 'dist-server', 'server.js');
  if (!existsSync(bundle)) throw new Error('dist-server/server.js is missing: run npm run build first');
  const child: ChildProcess = spawn(process.execPath, [bundle], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: '0',
      HOST: '127.0.0.1',
      API_ORIGIN: apiOrigin,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  // The access log is written as in production, and read by nobody.
  child.stdout!.on('data', (chunk: Buffer) => {
    if (output.length < 4096) output += chunk.toString();
  });
  child.stderr!.on('data', (chunk: Buffer) => process.stderr.write(chunk));
  const url = await new Promise<string>((done, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start:\n${output}`)), 30_000);
    child.stdout!.on('data', () => {
      const found = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (found) {
        clearTimeout(timer);
        done(found[1]!);
      }
    });
  });
  return {
    url,
    pid: child.pid!,
    close: () =>
      new Promise<void>((done) => {
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}

/** The server's resident memory (MB), from /proc: what the process holds, heap and all. */
function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? NaN);
    return Math.round(kb / 102.4) / 10;
  } catch {
    return NaN;
  }
}

async function drive(url: string, connections: number) {
  const result = await autocannon({
    url: `${url}${ROUTE}`,
    connections,
    duration: durationS,
    timeout: TIMEOUT_S,
  });
  return {
    connections,
    rendersPerSecond: Math.round(result.requests.average),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    p50BeyondApiMs: Math.max(0, result.latency.p50 - apiMs),
    p99BeyondApiMs: Math.max(0, result.latency.p99 - apiMs),
    total: result.requests.total,
    // Past TIMEOUT_S, or failed: a server that cannot keep up shows here, not as a slower p99.
    failed: result.errors + result.non2xx,
  };
}

const stub = await apiStub();
const server = await productionServer(stub.url);
try {
  const page = await fetch(`${server.url}${ROUTE}`).then((r) => r.text());
  if (!page.includes('₱5,450.00')) throw new Error('/repayPeriod did not come drawn with its data');
  // Warm-up: the JIT and the stub's answers.
  await autocannon({ url: `${server.url}${ROUTE}`, connections: 10, amount: 500 });
  const runs = [];
  for (const connections of [20, 100]) runs.push(await drive(server.url, connections));
  const before = rssMb(server.pid);
  const first = await autocannon({
    url: `${server.url}${ROUTE}`,
    connections: 20,
    amount: renders / 2,
    timeout: TIMEOUT_S,
  });
  await new Promise((done) => setTimeout(done, 2000));
  const half = rssMb(server.pid);
  const second = await autocannon({
    url: `${server.url}${ROUTE}`,
    connections: 20,
    amount: renders / 2,
    timeout: TIMEOUT_S,
  });
  await new Promise((done) => setTimeout(done, 2000));
  const after = rssMb(server.pid);
  const report = {
    machine: { cpus: cpus().length, model: cpus()[0]?.model, loadAverage: loadavg() },
    apiMs,
    durationS,
    runs,
    memory: {
      renders,
      rssMbBefore: before,
      rssMbHalfWay: half,
      rssMbAfter: after,
      errors: first.errors + first.non2xx + second.errors + second.non2xx,
    },
  };
  mkdirSync(join(root, 'reports'), { recursive: true });
  writeFileSync(join(root, 'reports', 'load.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(
    `load: ${report.machine.cpus} cores (${report.machine.model}), load average ` +
      `${report.machine.loadAverage.map((l) => l.toFixed(1)).join(' ')}; API ${apiMs} ms; one server process`,
  );
  console.table(runs);
  console.log(`memory (RSS): ${before} MB before ${renders} renders, ${half} MB half way, ${after} MB after`);
} finally {
  await server.close();
  await stub.close();
}
