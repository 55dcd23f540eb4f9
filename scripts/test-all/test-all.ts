/**
 * The project's whole check, in order: generate, type check, lint, format, config validation,
 * generated docs up to date, production build, then the e2e files beside the unit/component/screen
 * tests, the fault suites, the size budgets, the web view floor and the screenshot gallery, then the
 * e2e files that edit the project. Every step runs even when an earlier one failed, except those
 * that need the build. Steps marked `alongside` run two at a time, their output printed as each ends
 * (the static checks, each a single-threaded tool; then e2e, unit, faults, size, floor and gallery).
 * The build step bundles only, since generate and the type check already ran. Non-vitest steps count
 * as one test each; vitest steps contribute their real test counts. The last line printed is
 * `N passed, N failed`.
 *
 * Usage: tsx scripts/test-all/test-all.ts [step ...]   (no arguments: every step)
 */
import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vitestOutcome, type StepOutcome } from './outcome.ts';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const resultsDir = join(root, 'test-results');
const bin = (name: string) => join(root, 'node_modules', '.bin', name);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const minutes = 60_000;

interface Step {
  name: string;
  command: string[];
  timeoutMs: number;
  /** Path of the vitest JSON report, for steps that run vitest. */
  vitestReport?: string;
  /** A step that must have passed in this run before this one can run. */
  needs?: string;
  /** Runs beside the other `alongside` steps next to it, two at a time, its output kept until it ends. */
  alongside?: boolean;
  /** A file the step's output is also written to, for a later step to read (shown as it comes too). */
  saveOutput?: string;
}

interface StepRecord extends StepOutcome {
  name: string;
  status: 'passed' | 'failed' | 'blocked';
  ms: number;
}

const vitestArgs = (report: string, config?: string) => [
  bin('vitest'),
  'run',
  ...(config ? ['--config', config] : []),
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
];

const unitReport = join(resultsDir, 'vitest-unit.json');
const e2eReport = join(resultsDir, 'vitest-e2e.json');
const e2eEditsReport = join(resultsDir, 'vitest-e2e-edits.json');
const faultsReport = join(resultsDir, 'vitest-faults.json');
/**
 * What this run's `npm run bundle` printed: quiet-start.e2e reads it instead of building once more
 * (it builds for itself when run on its own).
 */
const bundleOutput = join(resultsDir, 'bundle-output.txt');
process.env.SUITE_BUNDLE_OUTPUT = bundleOutput;

const steps: Step[] = [
  { name: 'generate', command: [npm, 'run', 'generate'], timeoutMs: 5 * minutes },
  {
    name: 'typecheck',
    command: [bin('tsc'), '-p', 'tsconfig.json', '--noEmit'],
    timeoutMs: 5 * minutes,
    alongside: true,
  },
  { name: 'lint', command: [npm, 'run', 'lint'], timeoutMs: 5 * minutes, alongside: true },
  { name: 'format', command: [npm, 'run', 'format:check'], timeoutMs: 3 * minutes, alongside: true },
  { name: 'validate', command: [npm, 'run', 'validate'], timeoutMs: 3 * minutes, alongside: true },
  { name: 'docs', command: [npm, 'run', 'docs:check'], timeoutMs: 3 * minutes, alongside: true },
  { name: 'build', command: [npm, 'run', 'bundle'], timeoutMs: 10 * minutes, saveOutput: bundleOutput },
  // The e2e files spend much of their time waiting on a browser, the unit and fault tests on the CPU:
  // side by side they fill each other's gaps, and the size and floor checks fill the rest of the time
  // the e2e files take. The e2e files that edit the project's own files come last, alone
  // (`e2e-edits`), since the unit and fault tests read those files.
  {
    name: 'e2e',
    command: [...vitestArgs(e2eReport, 'vitest.e2e.config.ts'), '--project', 'e2e'],
    timeoutMs: 25 * minutes,
    vitestReport: e2eReport,
    needs: 'build',
    alongside: true,
  },
  {
    name: 'unit',
    command: vitestArgs(unitReport),
    // About 10 minutes beside the e2e files on CI; more on a machine busy with other work.
    timeoutMs: 22 * minutes,
    vitestReport: unitReport,
    alongside: true,
  },
  {
    name: 'faults',
    command: vitestArgs(faultsReport, 'vitest.faults.config.ts'),
    timeoutMs: 10 * minutes,
    vitestReport: faultsReport,
    alongside: true,
  },
  { name: 'size', command: [npm, 'run', 'size'], timeoutMs: 8 * minutes, needs: 'build', alongside: true },
  { name: 'floor', command: [npm, 'run', 'floor'], timeoutMs: 3 * minutes, needs: 'build', alongside: true },
  // Every route in the default mock scenario, as pictures in gallery/ (git-ignored) for review. The
  // full gallery (every scenario, over a thousand pictures) is `npm run gallery`, run on its own.
  {
    name: 'gallery',
    command: [npm, 'run', 'gallery', '--', '--scenarios', 'default'],
    timeoutMs: 5 * minutes,
    needs: 'build',
    alongside: true,
  },
  {
    name: 'e2e-edits',
    command: [...vitestArgs(e2eEditsReport, 'vitest.e2e.config.ts'), '--project', 'e2e-edits'],
    timeoutMs: 10 * minutes,
    vitestReport: e2eEditsReport,
  },
];

/** The commands running now (more than one while `alongside` steps run). */
const running = new Set<ReturnType<typeof spawn>>();

function stop(child: ReturnType<typeof spawn>): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}

function stopRunning(): void {
  for (const child of running) stop(child);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    stopRunning();
    process.exit(130);
  });
}

interface RunOutcome {
  code: number;
  timedOut: boolean;
  /** The command's output, when it was kept rather than shown as it came. */
  output: string;
}

/**
 * Runs a command; resolves to its exit code (or a timeout note). Its output is shown as it comes, or,
 * with `keepOutput`, kept and handed back (for commands that run beside others).
 */
function run(
  command: string[],
  options: { timeoutMs: number; keepOutput: boolean; echo?: boolean },
): Promise<RunOutcome> {
  const [file, ...args] = command as [string, ...string[]];
  const piped = options.keepOutput || options.echo;
  return new Promise((done) => {
    const child = spawn(file, args, {
      cwd: root,
      stdio: ['ignore', piped ? 'pipe' : 'inherit', piped ? 'pipe' : 'inherit'],
      detached: true,
      env: process.env,
    });
    running.add(child);
    const chunks: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (options.echo) process.stdout.write(chunk);
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      chunks.push(chunk);
      if (options.echo) process.stderr.write(chunk);
    });
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      stop(child);
    }, options.timeoutMs);
    const output = () => Buffer.concat(chunks).toString('utf8');
    child.on('error', (error) => {
      clearTimeout(timer);
      running.delete(child);
      done({ code: 127, timedOut, output: `${output()}could not start ${file}: ${error.message}\n` });
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      running.delete(child);
      done({ code: code ?? (signal ? 128 : 1), timedOut, output: output() });
    });
  });
}

function formatMs(ms: number): string {
  return ms < 60_000
    ? `${(ms / 1000).toFixed(1)}s`
    : `${Math.floor(ms / 60_000)}m${Math.round((ms % 60_000) / 1000)}s`;
}

async function runStep(step: Step, index: number, total: number, records: StepRecord[]): Promise<StepRecord> {
  const label = `[${index + 1}/${total}] ${step.name}`;
  const prerequisite = step.needs ? records.find((record) => record.name === step.needs) : undefined;
  if (prerequisite && prerequisite.status !== 'passed') {
    console.log(`\n━━ ${label}: not run, ${step.needs} did not pass`);
    return {
      name: step.name,
      status: 'blocked',
      passed: 0,
      failed: 1,
      skipped: 0,
      ms: 0,
      note: `needs ${step.needs}`,
    };
  }

  const commandLine = `\n━━ ${label}: ${step.command.map((part) => part.replace(`${root}/`, '')).join(' ')}`;
  const keepOutput = Boolean(step.alongside);
  if (!keepOutput) console.log(commandLine);
  if (step.vitestReport) rmSync(step.vitestReport, { force: true });
  const started = performance.now();
  if (step.saveOutput) rmSync(step.saveOutput, { force: true });
  const { code, timedOut, output } = await run(step.command, {
    timeoutMs: step.timeoutMs,
    keepOutput,
    echo: Boolean(step.saveOutput) && !keepOutput,
  });
  const ms = performance.now() - started;
  if (step.saveOutput && code === 0 && !timedOut) {
    mkdirSync(dirname(step.saveOutput), { recursive: true });
    writeFileSync(step.saveOutput, output);
  }
  if (keepOutput) process.stdout.write(`${commandLine}\n${output}`);

  let outcome: StepOutcome = step.vitestReport
    ? vitestOutcome(step.vitestReport, code, root)
    : { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1, skipped: 0 };
  if (timedOut) {
    outcome = {
      ...outcome,
      failed: Math.max(outcome.failed, 1),
      note: `timed out after ${formatMs(step.timeoutMs)}`,
    };
  } else if (!step.vitestReport && code !== 0) {
    outcome = { ...outcome, note: `exit code ${code}` };
  }
  const status = outcome.failed > 0 ? 'failed' : 'passed';
  console.log(`━━ ${label} ${status} in ${formatMs(ms)}`);
  return { name: step.name, status, ms, ...outcome };
}

function printSummary(records: StepRecord[], totalMs: number): void {
  const header = ['step', 'result', 'passed', 'failed', 'skipped', 'time', 'note'];
  const rows = records.map((record) => [
    record.name,
    record.status,
    String(record.passed),
    String(record.failed),
    String(record.skipped),
    formatMs(record.ms),
    record.note ?? '',
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const numeric = new Set([2, 3, 4, 5]);
  const line = (cells: string[]) =>
    cells
      .map((cell, column) =>
        numeric.has(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!),
      )
      .join('  ')
      .trimEnd();
  console.log('\nSummary');
  console.log(line(header));
  console.log(line(widths.map((width) => '-'.repeat(width))));
  for (const row of rows) console.log(line(row));
  const failures = records.flatMap((record) =>
    (record.failures ?? []).map((name) => `${record.name}: ${name}`),
  );
  if (failures.length > 0) {
    console.log('\nFailed tests');
    for (const failure of failures) console.log(`  ${failure}`);
  }
  console.log(`total time ${formatMs(totalMs)}`);
}

async function main(): Promise<void> {
  const wanted = process.argv.slice(2);
  const unknown = wanted.filter((name) => !steps.some((step) => step.name === name));
  if (unknown.length > 0) {
    console.error(
      `unknown step(s): ${unknown.join(', ')}; known: ${steps.map((step) => step.name).join(', ')}`,
    );
    console.log('0 passed, 1 failed');
    process.exitCode = 2;
    return;
  }
  const selected = wanted.length > 0 ? steps.filter((step) => wanted.includes(step.name)) : steps;
  mkdirSync(resultsDir, { recursive: true });

  const started = performance.now();
  const records: StepRecord[] = [];
  for (let index = 0; index < selected.length;) {
    // A run of `alongside` steps goes two at a time; any other step alone.
    let end = index + 1;
    if (selected[index]!.alongside) while (end < selected.length && selected[end]!.alongside) end++;
    const batch = selected.slice(index, end).map((step, offset) => ({ step, at: index + offset }));
    const done: StepRecord[] = new Array<StepRecord>(batch.length);
    const next = async (): Promise<void> => {
      const item = batch.shift();
      if (!item) return;
      done[item.at - index] = await runStep(item.step, item.at, selected.length, records);
      await next();
    };
    await Promise.all([next(), next()]);
    records.push(...done);
    index = end;
  }

  const passed = records.reduce((sum, record) => sum + record.passed, 0);
  const failed = records.reduce((sum, record) => sum + record.failed, 0);
  printSummary(records, performance.now() - started);
  console.log(`${passed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  stopRunning();
  console.error(error);
  console.log('0 passed, 1 failed');
  process.exitCode = 1;
});
