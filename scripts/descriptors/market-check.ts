/**
 * `npm run validate`'s checks of the market files (screen-configs/market/<country>.json): each has its
 * "$schema" and every cap the disclosure statement applies, and every screen that takes out a loan
 * (calls an endpoint the market's `disclosure.before` names) shows the disclosure statement, in the
 * screen itself or in a fragment it includes. Problems carry the file and the JSON path; the caller
 * adds the line.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import Ajv, { type ErrorObject } from 'ajv';
import { Market } from '../../src/app/market-schema';

export interface MarketProblem {
  file: string;
  path: string;
  message: string;
  level: 'error' | 'warning';
}

const EXPECTED_SCHEMA = '../../schemas/market.schema.json';
const ajv = new Ajv({ strict: false, allErrors: true });
const validate = ajv.compile(Market);

const rel = (file: string) => relative(process.cwd(), file) || file;
const isObject = (v: unknown): v is Record<string, unknown> =>
  !!v && typeof v === 'object' && !Array.isArray(v);

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/** What each cap is, for a message that says which one is missing. */
const CAP_MEANING: Record<string, string> = {
  nominalMonthly: 'the highest nominal interest rate per 30-day month',
  eirMonthly: 'the highest effective interest rate per 30-day month',
  penaltyMonthly: 'the highest late-payment penalty per 30-day month',
  totalCost: 'the most interest, fees and penalties may come to, in per cent of the principal',
};

/** One schema error in plain words: a missing cap says which cap and how to write it. */
function said(error: ErrorObject): { path: string; message: string } {
  const path = error.instancePath;
  if (error.keyword === 'required') {
    const key = String((error.params as { missingProperty: string }).missingProperty);
    if (path === '/coveredLoan/caps')
      return {
        path,
        message: `The covered-loan caps set no "${key}" cap (${CAP_MEANING[key] ?? key}): add it, e.g. "${key}": [{ "percent": …, "from": "YYYY-MM-DD" }], or the disclosure statement cannot hold an offer to it`,
      };
    return { path, message: `The market file has no "${key}" here: add it (schemas/market.schema.json)` };
  }
  if (error.keyword === 'minItems' && path.startsWith('/coveredLoan/caps/'))
    return {
      path,
      message: `The cap "${path.split('/').pop()}" lists no period: give it at least one { "percent": … }`,
    };
  if (error.keyword === 'additionalProperties')
    return {
      path,
      message: `The market file does not know "${String((error.params as { additionalProperty: string }).additionalProperty)}": remove it or fix its name`,
    };
  return { path, message: `The value here ${error.message ?? 'is not valid'}` };
}

/** The market files of a config folder, by file. */
function marketFiles(folder: string): string[] {
  const dir = join(folder, 'market');
  return existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => join(dir, f))
    : [];
}

/** Checks every market file of `folder`; the endpoints that need a disclosure go to `checkDisclosures`. */
export function checkMarkets(folder: string): {
  problems: MarketProblem[];
  before: string[];
  mobile: MobileRule | undefined;
} {
  const problems: MarketProblem[] = [];
  const before = new Set<string>();
  let mobile: MobileRule | undefined;
  for (const file of marketFiles(folder)) {
    const value = readJson(file);
    if (value === undefined) {
      problems.push({ file: rel(file), path: '', message: 'The market file is not JSON', level: 'error' });
      continue;
    }
    if (!isObject(value) || value.$schema !== EXPECTED_SCHEMA)
      problems.push({
        file: rel(file),
        path: '/$schema',
        message: `The file names no market schema: write "$schema": "${EXPECTED_SCHEMA}" so editors can check and complete it`,
        level: 'error',
      });
    if (!validate(value))
      for (const error of validate.errors ?? [])
        problems.push({ file: rel(file), ...said(error), level: 'error' });
    const named = isObject(value) && isObject(value.disclosure) ? value.disclosure.before : undefined;
    if (Array.isArray(named)) for (const e of named) if (typeof e === 'string') before.add(e);
    if (isObject(value) && isObject(value.mobileNumber))
      mobile ??= value.mobileNumber as unknown as MobileRule;
  }
  return { problems, before: [...before], mobile };
}

/** The market's mobile number rule (src/app/market-schema.ts). */
export interface MobileRule {
  pattern: string;
  normalize: { pattern: string; replace: string }[];
  maxLength: number;
}

/**
 * The market file holds the mobile number rule: every mobile number input (`"format": "phone"`) of a
 * screen takes the market's pattern, normalisation and length, or is named at its file and line.
 */
export function checkMobileNumbers(
  folder: string,
  screenIds: readonly string[],
  mobile: MobileRule | undefined,
): MarketProblem[] {
  if (!mobile) return [];
  const problems: MarketProblem[] = [];
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const visit = (value: unknown, file: string, path: (string | number)[]) => {
    if (Array.isArray(value)) return value.forEach((v, i) => visit(v, file, [...path, i]));
    if (!isObject(value)) return;
    if (value.type === 'text-input' && value.format === 'phone') {
      const rules = Array.isArray(value.rules) ? value.rules : [];
      const wrong = [
        rules.some((r) => isObject(r) && r.pattern === mobile.pattern)
          ? ''
          : `a rule with "pattern": ${JSON.stringify(mobile.pattern)}`,
        same(value.normalize ?? [], mobile.normalize)
          ? ''
          : `"normalize": ${JSON.stringify(mobile.normalize)}`,
        value.maxLength === mobile.maxLength ? '' : `"maxLength": ${mobile.maxLength}`,
      ].filter(Boolean);
      if (wrong.length)
        problems.push({
          file: rel(file),
          path: pointer(path),
          message: `The mobile number input "${String(value.field ?? '')}" does not follow the market's mobile number rule (market/*.json "mobileNumber"): give it ${wrong.join(', ')}`,
          level: 'error',
        });
    }
    for (const [key, child] of Object.entries(value)) visit(child, file, [...path, key]);
  };
  for (const id of screenIds) {
    const file = join(folder, `${id}.json`);
    const screen = readJson(file);
    if (isObject(screen)) visit(screen.body, file, ['body']);
  }
  return problems;
}

const pointer = (parts: readonly (string | number)[]) =>
  parts.map((p) => `/${String(p).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

interface Found {
  calls: { file: string; path: string; endpoint: string }[];
  disclosure: boolean;
}

/** Walks a screen or fragment, and the fragments it includes, for loan calls and disclosure nodes. */
function walk(
  value: unknown,
  file: string,
  path: (string | number)[],
  before: ReadonlySet<string>,
  fragmentFile: (id: string) => string,
  found: Found,
  seen: Set<string>,
): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => walk(item, file, [...path, i], before, fragmentFile, found, seen));
    return;
  }
  if (!isObject(value)) return;
  if (value.type === 'disclosure') found.disclosure = true;
  if (value.type === 'call' && typeof value.endpoint === 'string' && before.has(value.endpoint))
    found.calls.push({ file, path: pointer(path), endpoint: value.endpoint });
  if (value.type === 'fragment' && typeof value.ref === 'string' && !seen.has(value.ref)) {
    seen.add(value.ref);
    const included = fragmentFile(value.ref);
    const fragment = existsSync(included) ? readJson(included) : undefined;
    if (isObject(fragment)) walk(fragment.body, included, ['body'], before, fragmentFile, found, seen);
  }
  for (const [key, child] of Object.entries(value))
    if (key !== 'ref') walk(child, file, [...path, key], before, fragmentFile, found, seen);
}

/**
 * Every screen of `folder` that calls one of `before` (an endpoint that takes out a loan) must show
 * the disclosure statement: one error per screen that does not, at its first such call.
 */
export function checkDisclosures(
  folder: string,
  screenIds: readonly string[],
  before: readonly string[],
): MarketProblem[] {
  if (!before.length) return [];
  const wanted = new Set(before);
  const problems: MarketProblem[] = [];
  for (const id of screenIds) {
    const file = join(folder, `${id}.json`);
    const screen = readJson(file);
    if (!isObject(screen)) continue;
    const found: Found = { calls: [], disclosure: false };
    walk(
      screen.body,
      file,
      ['body'],
      wanted,
      (ref) => join(folder, 'fragments', `${ref}.json`),
      found,
      new Set(),
    );
    for (const list of ['onEnter', 'onReady', 'onBack'] as const)
      walk(
        screen[list],
        file,
        [list],
        wanted,
        (ref) => join(folder, 'fragments', `${ref}.json`),
        found,
        new Set(),
      );
    const first = found.calls[0];
    if (!first || found.disclosure) continue;
    problems.push({
      file: rel(first.file),
      path: first.path,
      message: `The screen "${id}" takes out a loan (it calls ${first.endpoint}) but shows no disclosure statement: add a "disclosure" node above its button, or the fragment "loan-disclosure" (the Truth in Lending Act asks for it before the borrower consents)`,
      level: 'error',
    });
  }
  return problems;
}
