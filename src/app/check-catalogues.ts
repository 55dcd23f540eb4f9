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
  LinkGate,
  TranslationCatalogue,
} from '../engine/check/catalogues';
import { languageOf, type Language } from '../engine/check/language';
import type { Validators } from '../engine/registry';
import type { RoutesDescriptor } from '../schema/screen';
import { endpointNames, endpointOf } from '../api/endpoints';
import { checkHttpUrl, MAX_URL_LENGTH, type UrlRefusal } from '../api/url-gate';
import { bridgeMessageTypes } from '../bridge/message-types';
import { widgetTypes } from '../generated/widget-types';
import { actionRegistry } from '../generated/actions';
import { filterRegistry } from '../generated/filters';
import { contractSchemas } from '../generated/contracts';

let language: Language | undefined;

/** An endpoint's request and answer schemas, as generated from src/api/contracts. */
export const contractOfEndpoint = (name: string) =>
  Object.prototype.hasOwnProperty.call(contractSchemas, name) ? contractSchemas[name] : undefined;

/** Where the app resolves its own paths (`/images/…`) when it checks a URL: any origin of its own. */
const PAGE = 'https://app.invalid/';
const WHAT_OPENS = 'a link opens https://…, http://… or a path of the app (/…)';

/** Why the gate refuses a URL, in words, with the fix. */
function refusalWords(reason: UrlRefusal, url: string): string {
  const text = url.trim();
  switch (reason) {
    case 'relative-without-base':
      // A host written without its scheme (www.lender.ph/terms), or a path of the app without its /.
      return /^(www\.|[\w-]+(\.[\w-]+)+\/)/i.test(text)
        ? `it has no https:// in front: write "https://${text}"`
        : `a path of the app starts with /: write "/${text}"`;
    case 'protocol-relative':
      return `it starts with //: write "https:${text}"`;
    case 'not-http':
      return `${WHAT_OPENS}, never ${/^[^:]*:/.exec(text)?.[0] ?? 'another scheme'}`;
    case 'control-or-space':
      return 'it has a space or a hidden character: remove it (a space in a query is %20)';
    case 'backslash':
      return 'it has a backslash: write / instead';
    case 'credentials':
      return 'it carries a user name or password before the host (an @): remove them';
    case 'too-long':
      return `it is longer than ${MAX_URL_LENGTH} characters`;
    case 'empty':
      return 'it is empty: write the address';
    default:
      return `it is not a complete web address: ${WHAT_OPENS}`;
  }
}

/** The app's URL gate (src/api/url-gate.ts) as the checker asks it of the URLs a config writes out. */
export const linkGate: LinkGate = {
  refusal(url, written = url) {
    const verdict = checkHttpUrl(url, PAGE);
    return verdict.ok ? undefined : refusalWords(verdict.reason, written);
  },
};

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
    links: linkGate,
    ...(sources.translations ? { translations: sources.translations } : {}),
  };
}
