/**
 * The production build as shipped: no mock backend, no service worker, no code built from strings,
 * none of the operators' workbench (the preview, its Monaco editor, its placeholders for widgets
 * that could not be drawn).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { distDir } from './harness';
import { PLACEHOLDER_MARK } from '../../src/preview/placeholders';

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

const files = filesUnder(distDir).map((file) => relative(distDir, file));
const scripts = files.filter((file) => file.endsWith('.js'));
const read = (file: string) => readFileSync(join(distDir, file), 'utf8');

describe('production build', () => {
  it('has an entry page and scripts', () => {
    expect(files).toContain('index.html');
    expect(scripts.length).toBeGreaterThan(0);
  });

  it('ships no mock service worker and no mock backend code', () => {
    expect(files.filter((file) => /mockServiceWorker|mock-assets/.test(file))).toEqual([]);
    const withMocks = scripts.filter((file) =>
      /setupWorker|mockServiceWorker|__mock\/|startMockWorker|msw\//.test(read(file)),
    );
    expect(withMocks).toEqual([]);
  });

  it("ships none of the operators' workbench: no preview page, no Monaco, no editor workers", () => {
    // (test-preview is a screen of the app, not the workbench.)
    expect(files.filter((file) => /monaco|\.worker|preview-page|code-editor/i.test(file))).toEqual([]);
    const withWorkbench = scripts.filter((file) =>
      /MonacoEnvironment|monaco-editor|vs\/editor\/|__workbench|workbench\.draft|Screen preview/.test(
        read(file),
      ),
    );
    expect(withWorkbench).toEqual([]);
  });

  it('draws no workbench placeholder where a widget could not be drawn: phones drop it, as they always did', () => {
    // The workbench's phone shows one (src/preview/placeholders.ts); the app's own fallback path does not.
    const withPlaceholders = scripts.filter((file) => read(file).includes(PLACEHOLDER_MARK));
    expect(withPlaceholders).toEqual([]);
    expect(files.filter((file) => /placeholders/.test(file))).toEqual([]);
  });

  it('builds no code from strings (runs under script-src self)', () => {
    const offenders = scripts.filter((file) => /\bnew Function\s*\(|[^.\w]eval\s*\(/.test(read(file)));
    expect(offenders).toEqual([]);
  });

  it('does not write session parameters to the console', () => {
    const logsSession = scripts.filter((file) =>
      /console\.(log|info|debug)\([^)]*(sessionId|deviceId)/.test(read(file)),
    );
    expect(logsSession).toEqual([]);
  });

  it("ships react-router's production build, without its development warnings", () => {
    // Its development build warns with the whole address, session parameters included, when no route
    // matches, and draws a "Hey developer" box on an unhandled error.
    const withDevWarnings = scripts.filter((file) =>
      /No routes matched location|Hey developer/.test(read(file)),
    );
    expect(withDevWarnings).toEqual([]);
  });

  it("leaves out react-router's components the app never draws (Link, NavLink, Form), keeping its router", () => {
    // NavLink marks the current page with `aria-current`, Link and Form their addresses with
    // `data-discover`, and Form's submission refuses other elements in these words.
    const routerFiles = scripts.filter((file) => read(file).includes('useRoutes() may be used only'));
    expect(routerFiles.length).toBe(1);
    const withUnused = scripts.filter((file) =>
      /aria-current|data-discover|Cannot submit element/.test(read(file)),
    );
    expect(withUnused).toEqual([]);
  });

  it("leaves axios's fetch adapter out (the XMLHttpRequest one is the one used)", () => {
    // `duplex: 'half'` is a streaming request body: only the fetch adapter sends one.
    const axiosFiles = scripts.filter((file) => read(file).includes('XMLHttpRequest'));
    expect(axiosFiles.length).toBeGreaterThan(0);
    expect(scripts.filter((file) => read(file).includes('duplex'))).toEqual([]);
  });

  it('splits the code into files that never import each other in a circle', () => {
    // The shell's file is put together by hand (scripts/vite/startup-chunks.ts): a circle would let a file run
    // before one it needs has run.
    const importsOf = new Map<string, string[]>();
    for (const file of scripts) {
      const found = [...read(file).matchAll(/(?:from|import)\s*["']\.\/([\w.-]+\.js)["']/g)].map(
        (m) => `assets/${m[1]}`,
      );
      importsOf.set(file, found);
    }
    const circles: string[] = [];
    const state = new Map<string, 'open' | 'done'>();
    const visit = (file: string, trail: string[]) => {
      state.set(file, 'open');
      for (const next of importsOf.get(file) ?? []) {
        if (state.get(next) === 'open') circles.push([...trail, file, next].join(' -> '));
        else if (!state.has(next)) visit(next, [...trail, file]);
      }
      state.set(file, 'done');
    };
    for (const file of importsOf.keys()) if (!state.has(file)) visit(file, []);
    expect([...importsOf.values()].flat().length).toBeGreaterThan(10);
    expect(circles).toEqual([]);
  });
});
