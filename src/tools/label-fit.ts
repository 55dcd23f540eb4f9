/**
 * Whether a translated label fits its control on a 360 px phone, estimated without a browser (so
 * `npm run validate`, the workbench and VS Code's task say the same): the width of the text is the
 * sum of its characters' advance widths in the app's font (label-widths.json, read from the font's
 * own tables by scripts/build/label-widths.ts) at the control's font size, against the width the
 * control has at 360 px (the app's and antd-mobile's CSS: a block button's 336 px less its padding
 * and border, the tab bar's 328 px shared by its tabs and their padding). A button label that wraps
 * past two lines, or a tab title the translation pushes past the bar (cut under its fade), is a
 * warning at the translation's line. Labels with bindings have no fixed width and are left out.
 */
import { entryPath } from '../engine/check/translations';
import type { Catalogue } from '../engine/translate/translate';
import table from './label-widths.json';

/** The phone width the labels are held to. */
export const PHONE_WIDTH = 360;
/** A block button's text: 360 px less the screen's 12 px margins, antd-mobile's 12 px padding and 1 px border each side; a large button writes 18 px. */
export const BUTTON = { width: PHONE_WIDTH - 2 * 12 - 2 * 12 - 2, fontSize: 18, lines: 2 } as const;
/** The tab bar (src/widgets/tabs/tabs.css): 360 px less 12 px margins and 4 px padding each side, 4 px between tabs, 12 px padding in each, 16 px text. */
export const TABS = { width: PHONE_WIDTH - 2 * 12 - 2 * 4, gap: 4, padding: 24, fontSize: 16 } as const;

const widths: Readonly<Record<string, number>> = table.widths;

/** The width of `text` in px at `fontSize` (a character the table lacks counts as the widest). */
export function textWidth(text: string, fontSize: number): number {
  let units = 0;
  for (const char of text) units += widths[char] ?? table.widest;
  return (units / table.perEm) * fontSize;
}

/** The lines `text` takes in a box `width` px wide, wrapped between words (a word wider than a line breaks inside). */
export function linesOf(text: string, width: number, fontSize: number): number {
  const space = textWidth(' ', fontSize);
  let lines = 1;
  let used = 0;
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const w = textWidth(word, fontSize);
    if (used > 0 && used + space + w <= width) {
      used += space + w;
      continue;
    }
    if (used > 0) lines += 1;
    lines += Math.max(0, Math.ceil(w / width) - 1);
    used = w % width || (w > 0 ? width : 0);
  }
  return lines;
}

/** The first title of a tab row that runs past the bar (-1: none), and where the row ends by then. */
function firstCut(titles: readonly string[]): { index: number; right: number } {
  let right = 0;
  for (const [index, text] of titles.entries()) {
    right += (index ? TABS.gap : 0) + TABS.padding + textWidth(text, TABS.fontSize);
    if (right > TABS.width) return { index, right };
  }
  return { index: -1, right };
}

export interface LabelProblem {
  path: string;
  level: 'warning';
  message: string;
}

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);
const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const shown = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text);

interface Controls {
  buttons: string[];
  tabs: string[][];
}

/** Every button label and tab row of a descriptor, by JSON pointer. */
function controls(value: unknown, path = '', out: Controls = { buttons: [], tabs: [] }): Controls {
  if (Array.isArray(value)) value.forEach((v, i) => controls(v, `${path}/${i}`, out));
  else if (isObject(value)) {
    if (value.type === 'button' && typeof value.text === 'string') out.buttons.push(`${path}/text`);
    if (value.type === 'tabs' && Array.isArray(value.tabs))
      out.tabs.push(
        value.tabs.flatMap((tab, i) =>
          isObject(tab) && typeof tab.title === 'string' ? [`${path}/tabs/${i}/title`] : [],
        ),
      );
    for (const [key, v] of Object.entries(value)) controls(v, `${path}/${escape(key)}`, out);
  }
  return out;
}

/** The value at a JSON pointer. */
function at(value: unknown, pointer: string): unknown {
  let v = value;
  for (const key of pointer.split('/').slice(1)) {
    const k = key.replace(/~1/g, '/').replace(/~0/g, '~');
    v = Array.isArray(v) ? v[Number(k)] : isObject(v) ? v[k] : undefined;
  }
  return v;
}

/** The labels of the English file's buttons and tabs that the catalogue's translations in `code` make too long at 360 px. */
export function labelFitProblems(englishFile: unknown, catalogue: Catalogue, code: string): LabelProblem[] {
  const strings = catalogue.strings ?? {};
  const english = (path: string) => String(at(englishFile, path));
  /** The current translation of the English at `path`, when it has no binding. */
  const translation = (path: string) => {
    const entry = Object.prototype.hasOwnProperty.call(strings, path) ? strings[path] : undefined;
    const text = entry?.[code];
    return typeof text === 'string' && text && entry?.en === at(englishFile, path) && !text.includes('{{')
      ? text
      : undefined;
  };
  const problem = (path: string, message: string): LabelProblem => ({
    path: `${entryPath(path)}/${escape(code)}`,
    level: 'warning',
    message: `${code}: ${message}`,
  });
  const { buttons, tabs } = controls(englishFile);
  const out: LabelProblem[] = [];
  for (const path of buttons) {
    const text = translation(path);
    if (!text || english(path).includes('{{')) continue;
    const lines = linesOf(text, BUTTON.width, BUTTON.fontSize);
    if (lines > BUTTON.lines && lines > linesOf(english(path), BUTTON.width, BUTTON.fontSize))
      out.push(
        problem(
          path,
          `the button label ${shown(text)} (translating ${shown(english(path))}) wraps onto ${lines} lines on a ${PHONE_WIDTH} px phone (about ${Math.round(textWidth(text, BUTTON.fontSize))} px of text for ${BUTTON.width} px a line): shorten it to two lines at most`,
        ),
      );
  }
  for (const row of tabs) {
    const titles = row.map(english);
    const translated = row.map((path, i) => translation(path) ?? titles[i]!);
    const cut = firstCut(translated);
    const before = firstCut(titles).index;
    // A row whose English already runs past the bar scrolls by design: only a title cut earlier is named.
    if (cut.index < 0 || (before >= 0 && before <= cut.index)) continue;
    out.push(
      problem(
        row[cut.index]!,
        `the tab title ${shown(translated[cut.index]!)} (translating ${shown(titles[cut.index]!)}) is cut on a ${PHONE_WIDTH} px phone: the row's titles take about ${Math.round(cut.right)} px of the bar's ${TABS.width} px by its end: shorten it (or the titles before it)`,
      ),
    );
  }
  return out;
}
