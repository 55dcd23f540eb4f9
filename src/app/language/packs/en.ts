/** English: the words the engine, the widgets and antd-mobile were written with. */
import enUS from 'antd-mobile/es/locales/en-US';
import { ENGLISH } from '../../../engine/words';
import type { LanguagePack } from '../types';

export const pack: LanguagePack = { language: { ...ENGLISH, locale: 'en-PH' }, antd: enUS };
