/**
 * The workbench's side-by-side view of a catalogue being edited: each copy string of the file it
 * translates, English | translation, with its state (current, stale, missing, kept in English); a
 * translation typed here is written into the catalogue's text, which stays the editor's source of
 * truth (the JSON editor shows it, Save writes it). Also the catalogue's problems, at its own lines.
 */
import { useEffect, useState } from 'react';
import { appSettings, fragmentIds, screenIds } from '../app/configs';
import { appCopyLayout } from '../app/language/copy-layout';
import { fragmentFiles, type CopyLayout } from '../engine/translate/copy-strings';
import type { Catalogue } from '../engine/translate/translate';
import type { EngineConfig } from '../engine/view/engine-context';
import { catalogueShape } from '../tools/catalogue-shape';
import { catalogueDraftProblems, type CatalogueProblem } from '../tools/check-catalogue';
import {
  catalogueName,
  catalogueRows,
  parseCatalogue,
  type CatalogueOf,
  type CatalogueRow,
  type StringState,
} from './catalogue-file';

export const LANGUAGE_NAMES: Readonly<Record<string, string>> = { en: 'English', fil: 'Filipino' };
const languageName = (code: string) => LANGUAGE_NAMES[code] ?? code;

export interface CatalogueCheck {
  rows: CatalogueRow[];
  problems: CatalogueProblem[];
  /** The catalogue as edited, when it is one: the phone translates with it. */
  catalogue: Catalogue | null;
  /** Counts the drafts of the catalogue the phone can show. */
  version: number;
}

/**
 * The catalogue `of` as edited (`text`), against the English it translates: the screen's own draft
 * (`screenText`, when it is JSON) or the bundled fragment.
 */
export function useCatalogueCheck(
  of: CatalogueOf | null,
  text: string,
  ready: boolean,
  screenText: string,
  config: EngineConfig,
): CatalogueCheck | null {
  const [state, setState] = useState<{ key: string; check: CatalogueCheck } | null>(null);
  const key = of ? `${of.code}/${of.kind}/${of.id}` : '';
  useEffect(() => {
    if (!of || !ready) return;
    let live = true;
    const timer = setTimeout(() => {
      void (async () => {
        let english: unknown;
        if (of.kind === 'screen') {
          try {
            english = JSON.parse(screenText) as unknown;
          } catch {
            english = await config.source.bundledScreen(of.id);
          }
        } else english = await config.source.bundledFragment(of.id);
        const included = await fragmentFiles(english, (ref) => config.source.bundledFragment(ref));
        const layout: CopyLayout = appCopyLayout(of.kind, included);
        const partial = appSettings.languages?.partial?.includes(of.code) ?? false;
        const inFragments = of.kind === 'fragment';
        // The check `npm run validate` runs on the file, with what the English leaves untranslated.
        const checked = catalogueDraftProblems(text, {
          ...of,
          ids: inFragments ? fragmentIds() : screenIds(),
          englishName: `${of.id}.json`,
          english,
          layout,
          catalogueFile: `screen-configs/${catalogueName(of)}`,
          schema: `${'../'.repeat(inFragments ? 4 : 3)}schemas/catalogue.schema.json`,
          shape: catalogueShape,
          partial,
        });
        const { catalogue } = checked;
        const check = {
          // The table reads what it can of a misshapen catalogue; the phone only a catalogue.
          rows: catalogueRows(english, catalogue ?? parseCatalogue(text), of.code, layout),
          problems: checked.problems.map((p) =>
            p.level === 'warning' ? { ...p, message: `warning: ${p.message}` } : p,
          ),
          catalogue,
        };
        if (live)
          setState((s) => ({
            key,
            check: {
              ...check,
              version: (s?.check.version ?? 0) + (catalogue ? 1 : 0),
            },
          }));
      })();
    }, 200);
    return () => {
      live = false;
      clearTimeout(timer);
    };
    // The catalogue (its key and text) and the English it translates are what is checked.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, text, ready, screenText]);
  return state && state.key === key ? state.check : null;
}

const STATE_SAID: Record<StringState, string> = {
  current: 'current',
  stale: 'stale: the English changed',
  missing: 'missing',
  english: 'kept in English',
};
const STATE_COLOUR: Record<StringState, string> = {
  current: '#1a7f37',
  stale: '#9a6700',
  missing: '#cf222e',
  english: '#57606a',
};

/** English | translation, string by string, each with its state; a typed translation edits the catalogue. */
export function CatalogueTable({
  code,
  rows,
  editable,
  onTranslate,
}: {
  code: string;
  rows: readonly CatalogueRow[];
  /** False while the catalogue's text is not JSON: the table cannot write into it. */
  editable: boolean;
  onTranslate: (row: CatalogueRow, translation: string) => void;
}) {
  const name = languageName(code);
  return (
    <section aria-label="Translations" style={{ margin: '8px 0' }}>
      <h2 style={{ fontSize: 14, margin: '4px 0' }}>
        English | {name}
        {editable ? '' : ' (fix the JSON to edit here)'}
      </h2>
      <table style={{ width: '100%', borderCollapse: 'collapse' }}>
        <thead>
          <tr>
            <th style={{ textAlign: 'left', width: '44%' }}>English</th>
            <th style={{ textAlign: 'left', width: '44%' }}>{name}</th>
            <th style={{ textAlign: 'left' }}>State</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.path} title={row.path} style={{ borderTop: '1px solid #eee' }}>
              <td style={{ verticalAlign: 'top', padding: '2px 4px' }}>{row.english}</td>
              <td style={{ verticalAlign: 'top', padding: '2px 4px' }}>
                <textarea
                  aria-label={`${name} of "${row.english}"`}
                  rows={Math.min(4, Math.ceil(row.english.length / 40))}
                  value={row.state === 'english' ? '' : row.translation}
                  placeholder={row.state === 'english' ? 'shown in English' : ''}
                  disabled={!editable || row.state === 'english'}
                  onChange={(e) => onTranslate(row, e.target.value)}
                  style={{ width: '100%', boxSizing: 'border-box', font: 'inherit' }}
                />
                {row.state === 'stale' && row.madeFrom ? (
                  <small style={{ display: 'block', color: '#57606a' }}>made for “{row.madeFrom}”</small>
                ) : null}
              </td>
              <td style={{ verticalAlign: 'top', padding: '2px 4px', color: STATE_COLOUR[row.state] }}>
                {STATE_SAID[row.state]}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The languages besides English whose catalogues the workbench lists. */
export const catalogueLanguages = () =>
  (appSettings.languages?.available ?? []).filter((code) => code !== 'en');

/**
 * The File field's catalogue choices: each language's catalogue of the phone's screen, beside it, and
 * of each fragment.
 */
export function CatalogueOptions({
  screenId,
  fragments,
}: {
  screenId: string;
  fragments: readonly string[];
}) {
  return catalogueLanguages().map((code) => (
    <optgroup key={code} label={`${languageName(code)} catalogues`}>
      <option value={`languages/${code}/${screenId}.json`}>
        {`languages/${code}/${screenId}.json (${languageName(code)} of the screen)`}
      </option>
      {fragments.map((id) => (
        <option key={id} value={`languages/${code}/fragments/${id}.json`}>
          {`languages/${code}/fragments/${id}.json`}
        </option>
      ))}
    </optgroup>
  ));
}
