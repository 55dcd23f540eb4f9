/**
 * A language pack: what a language needs besides the screens' copy (which its catalogues hold): the
 * engine's and the widgets' own words, the locale amounts are written in, and antd-mobile's words
 * for the components the app draws (the picker's buttons, the dialogs' masks). One file per language,
 * `packs/<code>.ts`, exporting `pack`; TypeScript refuses a pack that leaves a word out.
 */
import type enUS from 'antd-mobile/es/locales/en-US';
import type { EngineLanguage } from '../../engine/words';

export type AntdLocale = typeof enUS;

/**
 * The parts of antd-mobile's locale that the components the app draws read: the pop-ups, the dialogs
 * and the picker read `common`, `Dialog`, `Modal` and `Mask`, and no screen draws a calendar, a form
 * of antd-mobile's or a pull-to-refresh. `drawn-antd-words.test.ts` checks this list against the
 * components the app imports, so a widget that draws another one makes the test name the part to add.
 */
export const DRAWN_ANTD_PARTS = ['locale', 'common', 'Dialog', 'Modal', 'Mask'] as const;

/** The antd-mobile words a pack translates. */
export type AntdWords = Pick<AntdLocale, (typeof DRAWN_ANTD_PARTS)[number]>;

export interface LanguagePack {
  language: EngineLanguage;
  /** antd-mobile's whole locale, as its `ConfigProvider` takes it. */
  antd: AntdLocale;
}
