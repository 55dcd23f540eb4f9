/**
 * The app's catalogues for the descriptor checker (src/engine/check): its widgets and actions, the
 * editor schema's facts about the language, the API's endpoints and the native shell's messages.
 * Routes, fragments and validators are handed in by the caller: the CLI reads them from a config
 * folder, the preview from the bundled descriptors, the remote loader from a release. The endpoints'
 * contracts (with their amounts marked in minor units) are the generated ones everywhere.
 * This module and the schema it reads load only when a descriptor is checked.
 */
import editorSchema from '../../schemas/screen.schema.json';
import type {
  Catalogues,
  EndpointCatalogue,
  FragmentCatalogue,
  TranslationCatalogue,
} from '../engine/check/catalogues';
import { languageOf, type Language } from '../engine/check/language';
import type { Validators } from '../engine/registry';
import type { RoutesDescriptor } from '../schema/screen';
import { endpointNames, endpointOf } from '../api/endpoints';
import { bridgeMessageTypes } from '../bridge/message-types';
import { widgetTypes } from '../generated/widget-types';
import { actionRegistry } from '../generated/actions';
import { filterRegistry } from '../generated/filters';
import { contractSchemas } from '../generated/contracts';

let language: Language | undefined;

/** An endpoint's request and answer schemas, as generated from src/api/contracts. */
export const contractOfEndpoint = (name: string) =>
  Object.prototype.hasOwnProperty.call(contractSchemas, name) ? contractSchemas[name] : undefined;

/** What the caller hands in: the validators, the routes navigations are checked against, the fragments. */
export interface CatalogueSources {
  validators: Validators;
  routes: RoutesDescriptor | undefined;
  fragments: FragmentCatalogue;
  /** A checker of literal params (Node only: a schema compiled at run time needs code generation). */
  contracts?: Pick<EndpointCatalogue, 'checkValue'>;
  /** The languages the copy is checked in, with the catalogues (none: no language is checked). */
  translations?: TranslationCatalogue;
}

/** The catalogues every caller of the checker shares, with its own routes and fragments. */
export function appCatalogues(sources: CatalogueSources): Catalogues {
  language ??= languageOf(editorSchema as unknown as Parameters<typeof languageOf>[0]);
  return {
    registries: {
      validators: sources.validators,
      widgets: widgetTypes,
      actions: actionRegistry,
      filters: filterRegistry,
    },
    language,
    routes: sources.routes,
    fragments: sources.fragments,
    endpoints: {
      names: endpointNames,
      changesState: (name) => endpointOf(name)?.changesState === true,
      listedIn: 'src/api/endpoints.ts',
      documentedIn: 'docs/reference.md',
      contract: contractOfEndpoint,
      ...sources.contracts,
    },
    bridgeMessages: bridgeMessageTypes,
    ...(sources.translations ? { translations: sources.translations } : {}),
  };
}
