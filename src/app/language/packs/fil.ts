/**
 * Filipino: the engine's and the widgets' own words, and antd-mobile's words for the components the
 * app draws. Everyday Filipino as borrowers read it; English loan words where Filipinos use them.
 * Amounts are written as in English (`₱5,000.00`): `fil-PH` groups them the same way.
 */
import type { EngineWords } from '../../../engine/words';
import type { AntdWords, LanguagePack } from '../types';
import { pack as english } from './en';

const words: EngineWords = {
  error: 'May error',
  unavailable: 'hindi maipakita',
  loading: 'naglo-load',
  loadingPart: 'Naglo-load',
  retry: 'Subukan ulit',
  goBack: 'Bumalik',
  offline: 'Walang internet connection. Tingnan ang connection mo at subukan ulit.',
  sessionEnded: 'Tapos na ang session mo. Mag-log in ulit.',
  logInAgain: 'Mag-log in ulit',
  cannotShow: 'Hindi maipakita ang page na ito ngayon.',
  message: 'Mensahe',
  dialog: 'Pop-up',
  close: 'Isara',
  back: 'Bumalik',
  document: 'Dokumento',
  image: 'larawan',
  enlarge: 'Palakihin ang {name}',
  oneStar: '1 bituin',
  stars: '{n} bituin',
  pictures: 'Mga larawan',
  picture: 'Larawan {n}',
  removePicture: 'Alisin ang larawan {n}',
  uploading: 'Ina-upload ang {name}',
  notUploaded: 'Hindi na-upload',
  retryPicture: 'Subukan ulit ang larawan {n}',
  pictureUploading: 'Ina-upload pa ang larawan…',
  uploadPending: 'Ina-upload pa ang isang larawan. Pakihintay itong matapos.',
  uploadFailed: 'Hindi na-upload ang isang larawan. Subukan ulit o alisin muna ito.',
  photoPreview: 'Preview ng litrato',
  notAPicture: 'Hindi maipakita ang file na ito.',
  uploadNotPicture: 'Larawan lang ang puwedeng i-upload (JPEG, PNG, GIF o WebP).',
  uploadTooLarge: 'Masyadong malaki ang larawang ito: pumili ng mas maliit sa {n} MB.',
  uploadUnreadable: 'Hindi mabasa ang larawang ito: pumili ng iba.',
  numberRefused: 'Hindi matawagan ang numerong ito.',
  copied: 'Nakopya na',
  copyFailed: 'Hindi nakopya, pakikopya na lang nang mano-mano',
  linkRefused: 'Hindi mabuksan ang link na ito.',
  frameRefused: 'Hindi maipakita ang page na ito.',
  noContactPicker: 'Hindi makapili ng contact sa browser na ito. Paki-type na lang ang numero.',
  noLocation: 'Hindi maibahagi ng device na ito ang lokasyon nito.',
  locationUnavailable: 'Hindi makuha ang lokasyon.',
};

/** antd-mobile's words for the components the app draws (it ships no Filipino locale). */
const antdWords: AntdWords = {
  locale: 'fil-PH',
  common: { confirm: 'Kumpirmahin', cancel: 'Kanselahin', loading: 'Naglo-load', close: 'Isara' },
  Dialog: { ok: 'OK' },
  Mask: { name: 'Takip' },
  Modal: { ok: 'OK' },
};

export const pack: LanguagePack = {
  language: { code: 'fil', locale: 'fil-PH', words, dateFormat: 'YYYY-MM-DD' },
  // antd-mobile's English stays for the components no screen draws (DRAWN_ANTD_PARTS).
  antd: { ...english.antd, ...antdWords },
};
