/**
 * Everything a widget may use from the engine. Widgets import from here (and from react and
 * antd-mobile) only: never the store, the API, another widget or the app. The arithmetic of dated
 * cash flows is a door of its own (`engine/rate-of-return`): every module this file names is part of
 * the shell every route loads, and only the disclosure statement needs that one.
 */
export type { WidgetRenderProps, NodeDescriptor, ActionDescriptor } from './registry';
export { Nodes, NodeList, type NodeListEntry } from './view/node-view';
export { useField, useModal, useTarget, useUploadReport, type FieldOptions } from './view/store-hooks';
export {
  LazyPart,
  preloadPart,
  useAppSettings,
  useContactHref,
  useEndpointUrl,
  useImageSource,
  useReport,
  useSafeUrl,
  useUpload,
  useWords,
} from './view/widget-services';
export { wordWith, type EngineWords } from './words';
export { useLanguage, useScreenSession } from './view/view-scope';
export { useTapActions } from './view/tap-actions';
export { asText } from './language/expressions';
export { wholeAmounts } from './view/copy';
export type { Language } from './language/language';
export type { InputFormat } from './language/input-format';
export { whenIdle } from './view/idle';
// Schemas (schema.ts) import the descriptor language from '../schema/base' themselves: widget code
// gets its types only, so the schema library never reaches the browser.
export type { Condition, Static } from '../schema/base';
