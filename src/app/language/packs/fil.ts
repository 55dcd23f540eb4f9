/**
 * Filipino: the engine's and the widgets' own words, and antd-mobile's locale (it ships none for
 * Filipino). Everyday Filipino as borrowers read it; English loan words where Filipinos use them.
 * Amounts are written as in English (`₱5,000.00`): `fil-PH` groups them the same way.
 */
import type { EngineWords } from '../../../engine/words';
import type { AntdLocale, LanguagePack } from '../types';

const words: EngineWords = {
  error: 'May error',
  unavailable: 'hindi available',
  loading: 'naglo-load',
  loadingPart: 'Naglo-load',
  retry: 'Subukan ulit',
  goBack: 'Bumalik',
  cannotShow: 'Hindi maipakita ang page na ito ngayon.',
  message: 'Mensahe',
  dialog: 'Pop-up',
  close: 'Isara',
  image: 'larawan',
  enlarge: 'Palakihin ang {name}',
  oneStar: '1 bituin',
  stars: '{n} bituin',
  pictures: 'Mga larawan',
  picture: 'Larawan {n}',
  removePicture: 'Alisin ang larawan {n}',
  uploading: 'Ina-upload ang {name}',
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

const typeTemplate = 'Hindi tamang ${type} ang ${label}';

const antd: AntdLocale = {
  locale: 'fil-PH',
  common: { confirm: 'Kumpirmahin', cancel: 'Kanselahin', loading: 'Naglo-load', close: 'Isara' },
  Calendar: {
    title: 'Pumili ng petsa',
    confirm: 'Kumpirmahin',
    start: 'simula',
    end: 'katapusan',
    startAndEnd: 'simula/katapusan',
    today: 'ngayon',
    markItems: ['Lun', 'Mar', 'Miy', 'Huw', 'Biy', 'Sab', 'Lin'],
    yearAndMonth: '${month}/${year}',
  },
  Cascader: { placeholder: 'Pumipili' },
  Dialog: { ok: 'OK' },
  DatePicker: { tillNow: 'Hanggang ngayon' },
  ErrorBlock: {
    default: { title: 'Ay, may nangyaring mali', description: 'Maghintay sandali at subukan ulit' },
    busy: { title: 'Ay, hindi nag-load', description: 'Subukang i-refresh ang page' },
    disconnected: { title: 'Mabagal ang network', description: 'Subukang i-refresh ang page' },
    empty: { title: 'Hmm, walang nakita', description: 'Subukan ang ibang hinahanap?' },
  },
  Form: {
    required: 'Kailangan',
    optional: 'Opsyonal',
    defaultValidateMessages: {
      default: 'May mali sa ${label}',
      required: 'Pakilagay ang ${label}',
      enum: 'Dapat isa sa [${enum}] ang ${label}',
      whitespace: 'Hindi puwedeng puro espasyo ang ${label}',
      date: {
        format: 'Mali ang format ng petsa sa ${label}',
        parse: 'Hindi mabasa bilang petsa ang ${label}',
        invalid: 'Hindi tamang petsa ang ${label}',
      },
      types: {
        string: typeTemplate,
        method: typeTemplate,
        array: typeTemplate,
        object: typeTemplate,
        number: typeTemplate,
        date: typeTemplate,
        boolean: typeTemplate,
        integer: typeTemplate,
        float: typeTemplate,
        regexp: typeTemplate,
        email: typeTemplate,
        url: typeTemplate,
        hex: typeTemplate,
      },
      string: {
        len: 'Dapat ${len} character ang ${label}',
        min: 'Dapat hindi bababa sa ${min} character ang ${label}',
        max: 'Hanggang ${max} character lang ang ${label}',
        range: 'Dapat ${min} hanggang ${max} character ang ${label}',
      },
      number: {
        len: 'Dapat ${len} ang ${label}',
        min: 'Dapat hindi bababa sa ${min} ang ${label}',
        max: 'Dapat hindi hihigit sa ${max} ang ${label}',
        range: 'Dapat nasa ${min} hanggang ${max} ang ${label}',
      },
      array: {
        len: 'Dapat ${len} ang ${label}',
        min: 'Hindi bababa sa ${min} ang ${label}',
        max: 'Hanggang ${max} lang ang ${label}',
        range: 'Dapat ${min} hanggang ${max} ang ${label}',
      },
      pattern: { mismatch: 'Hindi tugma ang ${label} sa pattern na ${pattern}' },
    },
  },
  ImageUploader: { uploading: 'Ina-upload...', upload: 'I-upload' },
  InfiniteScroll: { noMore: 'Wala nang iba', failedToLoad: 'Hindi na-load', retry: 'Subukan ulit' },
  Input: { clear: 'burahin' },
  Mask: { name: 'Takip' },
  Modal: { ok: 'OK' },
  NumberKeyboard: { backspace: 'burahin' },
  PasscodeInput: { name: 'Passcode' },
  PullToRefresh: {
    pulling: 'Hilahin pababa para i-refresh',
    canRelease: 'Bitawan para i-refresh',
    complete: 'Na-refresh na',
  },
  SearchBar: { name: 'Search bar' },
  Slider: { name: 'Slider' },
  Stepper: { decrease: 'bawasan', increase: 'dagdagan' },
  Switch: { name: 'Switch' },
  Selector: { name: 'Pagpipilian' },
};

export const pack: LanguagePack = {
  language: { code: 'fil', locale: 'fil-PH', words, dateFormat: 'YYYY-MM-DD' },
  antd,
};
