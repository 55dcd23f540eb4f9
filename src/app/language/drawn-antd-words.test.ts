/**
 * A pack translates antd-mobile's words only for the components the app draws (DRAWN_ANTD_PARTS).
 * This reads which components those are from the app's imports, follows antd-mobile's own imports
 * between its components (a pop-up draws a mask), and finds the locale parts their code reads.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DRAWN_ANTD_PARTS } from './types';

const root = resolve(import.meta.dirname, '../../..');
const components = join(root, 'node_modules/antd-mobile/es/components');

/** `CenterPopup` → `center-popup`, the component's folder. */
const folderOf = (name: string) => name.replace(/[A-Z]/g, (c, at) => (at ? '-' : '') + c.toLowerCase());

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'preview' ? [] : sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The antd-mobile components the app's code imports (the operators' workbench aside). */
function importedComponents(): string[] {
  const found = new Set<string>();
  for (const file of sourcesUnder(join(root, 'src'))) {
    const code = readFileSync(file, 'utf8');
    for (const [, names = ''] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'antd-mobile'/g))
      for (const name of names.split(',')) {
        const imported = name
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0];
        if (imported) found.add(folderOf(imported));
      }
    for (const [, folder = ''] of code.matchAll(/from\s*'antd-mobile\/es\/components\/([\w-]+)'/g))
      found.add(folder);
  }
  return [...found].sort();
}

/** The locale parts (`Dialog`, `common`) read by these components and those they draw. */
function localePartsRead(start: string[]): Set<string> {
  const parts = new Set<string>();
  const seen = new Set<string>();
  const visit = (folder: string) => {
    if (seen.has(folder)) return;
    seen.add(folder);
    const dir = join(components, folder);
    for (const file of readdirSync(dir).filter((name) => name.endsWith('.js'))) {
      const code = readFileSync(join(dir, file), 'utf8');
      for (const [, part = ''] of code.matchAll(/\blocale\.(\w+)\.\w+/g)) parts.add(part);
      for (const [, dependency = ''] of code.matchAll(/from '\.\.\/([\w-]+)(?:\/[\w-]+)*'/g))
        visit(dependency);
    }
  };
  start.forEach(visit);
  return parts;
}

describe("antd-mobile's words in a language pack", () => {
  it('cover every locale part read by a component the app draws', () => {
    const drawn = importedComponents();
    expect(drawn).toContain('popup');
    const read = [...localePartsRead(drawn)].sort();
    expect(read.length).toBeGreaterThan(0);
    expect(read.filter((part) => !(DRAWN_ANTD_PARTS as readonly string[]).includes(part))).toEqual([]);
  });

  it('would name the part a newly drawn component reads', () => {
    expect(localePartsRead(['stepper'])).toContain('Stepper');
    // The picker draws a pop-up, which draws a mask.
    expect(localePartsRead(['picker'])).toEqual(new Set(['common', 'Mask']));
  });
});
