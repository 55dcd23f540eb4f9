/**
 * The engine's own words: what the engine and the widgets write themselves where no descriptor gives
 * the text (a failed call, a screen that cannot load, the Retry and Go back of its error screen, an
 * accessible name for a close button). Descriptors hold the copy; these are the few words around it.
 * An engine writes in one language (`EngineLanguage`), English unless the app gives another.
 */

/**
 * The language a filter writes in, for those whose text depends on it (amounts, numbers, dates): the
 * BCP 47 locale handed to `Intl`, the word shown where an amount is not one, the dates' format.
 */
export interface FilterLanguage {
  readonly locale: string;
  readonly unavailable: string;
  readonly dateFormat: string;
}

/** The language filters write in when an engine is given none: English, dates as YYYY-MM-DD. */
export const DEFAULT_FILTER_LANGUAGE: FilterLanguage = Object.freeze({
  locale: 'en',
  unavailable: 'unavailable',
  dateFormat: 'YYYY-MM-DD',
});

/** The engine's and the widgets' built-in words, `{n}` and `{name}` standing for what they name. */
export interface EngineWords {
  /** A call or a screen that failed with no message of the server's. */
  error: string;
  /** An amount that is not one (the money filter). */
  unavailable: string;
  /** The loading skeleton's name when the screen gives none; a part of a screen whose code is on its way. */
  loading: string;
  loadingPart: string;
  /** The error screen's buttons. */
  retry: string;
  goBack: string;
  /** A call that got no answer because the phone has no connection (shown with Retry). */
  offline: string;
  /** A call the server refused because the borrower's session has ended, and the button that logs in again. */
  sessionEnded: string;
  logInAgain: string;
  /** A screen whose descriptor cannot be loaded. */
  cannotShow: string;
  /** The name of a dialog without a title, of a modal without a title or label. */
  message: string;
  dialog: string;
  /** The close button of a modal or an enlarged image. */
  close: string;
  /** The document viewer (a page shown inside the app): its button back to the screen, its name without a title. */
  back: string;
  document: string;
  /** An image without alt text; "Enlarge {name}" on a tap-to-enlarge image. */
  image: string;
  enlarge: string;
  /** Rating stars: "1 star", "{n} stars". */
  oneStar: string;
  stars: string;
  /** The picture list of an upload: its name, each picture, its remove button, a running upload. */
  pictures: string;
  picture: string;
  removePicture: string;
  uploading: string;
  /** A picture that did not upload, shown on it; its retry button ("Retry picture {n}"). */
  notUploaded: string;
  retryPicture: string;
  /**
   * What holds a button or an action back while the pictures it sends are not all uploaded: the
   * button's label while one is on its way; the message when an action would send one still on its
   * way, or one that failed.
   */
  pictureUploading: string;
  uploadPending: string;
  uploadFailed: string;
  /** A photo taken with the camera, before it is sent; a chosen file that is no picture. */
  photoPreview: string;
  notAPicture: string;
  /** A file refused by the upload: not a picture by its content, over `{n}` MB, or unreadable. */
  uploadNotPicture: string;
  uploadTooLarge: string;
  uploadUnreadable: string;
  /** A number to call that the outgoing gate refused (a USSD code, a scheme, a line break). */
  numberRefused: string;
  /** The actions' own messages when the descriptor gives none (copy, open-url, iframe, pick-contact, geolocation). */
  copied: string;
  copyFailed: string;
  linkRefused: string;
  frameRefused: string;
  noContactPicker: string;
  noLocation: string;
  locationUnavailable: string;
}

export const ENGLISH_WORDS: EngineWords = Object.freeze({
  error: 'error',
  unavailable: DEFAULT_FILTER_LANGUAGE.unavailable,
  loading: 'loading',
  loadingPart: 'Loading',
  retry: 'Retry',
  goBack: 'Go back',
  offline: 'No internet connection. Check your connection and try again.',
  sessionEnded: 'Your session has ended. Please log in again.',
  logInAgain: 'Log in again',
  cannotShow: 'This page cannot be shown right now.',
  message: 'Message',
  dialog: 'Dialog',
  close: 'Close',
  back: 'Back',
  document: 'Document',
  image: 'Image',
  enlarge: 'Enlarge {name}',
  oneStar: '1 star',
  stars: '{n} stars',
  pictures: 'Pictures',
  picture: 'Picture {n}',
  removePicture: 'Remove picture {n}',
  uploading: 'Uploading {name}',
  notUploaded: 'Not uploaded',
  retryPicture: 'Retry picture {n}',
  pictureUploading: 'Uploading picture…',
  uploadPending: 'A picture is still uploading. Please wait for it to finish.',
  uploadFailed: 'A picture did not upload. Retry it or remove it first.',
  photoPreview: 'Photo preview',
  notAPicture: 'This file cannot be shown.',
  uploadNotPicture: 'Only pictures can be uploaded (JPEG, PNG, GIF or WebP).',
  uploadTooLarge: 'This picture is too large: choose one under {n} MB.',
  uploadUnreadable: 'This picture cannot be read: choose another.',
  numberRefused: 'This number cannot be called.',
  copied: 'copy success',
  copyFailed: 'Copy failed, please copy it by hand',
  linkRefused: 'This link cannot be opened.',
  frameRefused: 'This page cannot be shown.',
  noContactPicker: 'This browser cannot pick contacts. Please type the number instead.',
  noLocation: 'This device cannot share its location.',
  locationUnavailable: 'The location is not available.',
});

/** The language an engine writes in: its code, the locale `Intl` formats with, its words, its dates. */
export interface EngineLanguage {
  /** The language's code, as the document's `lang` attribute takes it ("en", "fil"). */
  code: string;
  /** The BCP 47 locale of numbers and amounts ("en-PH", "fil-PH"). */
  locale: string;
  words: EngineWords;
  /** The date filter's format when a binding gives none. */
  dateFormat: string;
}

export const ENGLISH: EngineLanguage = Object.freeze({
  code: 'en',
  locale: DEFAULT_FILTER_LANGUAGE.locale,
  words: ENGLISH_WORDS,
  dateFormat: DEFAULT_FILTER_LANGUAGE.dateFormat,
});

/** What the filters of an engine in `language` need of it. */
export function filterLanguage(language: EngineLanguage): FilterLanguage {
  return {
    locale: language.locale,
    unavailable: language.words.unavailable,
    dateFormat: language.dateFormat,
  };
}

/** A word with its `{n}` / `{name}` filled in. */
export function wordWith(word: string, values: Readonly<Record<string, string | number>>): string {
  return word.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.prototype.hasOwnProperty.call(values, key) ? String(values[key]) : whole,
  );
}

/**
 * Text as the engine shows it in its language: the engine's own English word for a failure ("error",
 * which the API and the actions write where the server gave no message) becomes the language's;
 * anything else is shown as it is.
 */
export function inOwnWords(text: string, words: EngineWords): string {
  return text === ENGLISH_WORDS.error ? words.error : text;
}
