/**
 * What every engine of the app is made of, wherever it runs (the phone: engine-config.ts; the server
 * and the build's static pages: src/server/render-page.tsx): the generated registries, the binding language's filters and
 * formats, the amount limit and the validators.
 */
import type { EngineConfig } from '../engine/view/engine-context';
import { widgets } from '../generated/widgets';
import { actionRegistry } from '../generated/actions';
import { filterRegistry } from '../generated/filters';
import { formatRegistry } from '../generated/formats';
import { fileLayouts } from '../generated/file-layouts';
import { appSettings } from './configs';

export const engineParts = {
  // The widgets nearly every screen draws come with the app's own code (their schema.ts says `eager`).
  widgets,
  actions: actionRegistry,
  // The binding language: the app's filters and formats, and every amount shown or sent checked
  // against the configured maximum (docs/contracts.md §11).
  filters: filterRegistry,
  formats: formatRegistry,
  maxAmount: appSettings.maxAmount,
  // Where screens and fragments hold copy: the engine reads it in the visit's language as it draws.
  copyLayouts: fileLayouts,
  // Bundled descriptors were checked by the build; remote ones (and every one in dev) load the validators.
  validators: () => import('../generated/validator-set').then((m) => m.validators),
} satisfies Partial<EngineConfig>;
