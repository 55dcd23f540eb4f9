/**
 * A language pack: what a language needs besides the screens' copy (which its catalogues hold): the
 * engine's and the widgets' own words, the locale amounts are written in, and antd-mobile's locale
 * (the picker's buttons, the dialogs' masks). One file per language, `packs/<code>.ts`, exporting
 * `pack`; TypeScript refuses a pack that leaves a word out.
 */
import type enUS from 'antd-mobile/es/locales/en-US';
import type { EngineLanguage } from '../../engine/words';

export type AntdLocale = typeof enUS;

export interface LanguagePack {
  language: EngineLanguage;
  antd: AntdLocale;
}
