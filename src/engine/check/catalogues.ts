/**
 * What the descriptor checker is handed: the registries and their validators, facts about the
 * descriptor language read from the editor schema, and the app's catalogues (routes, fragments,
 * endpoints and their contracts, native-shell messages). The engine imports none of them: the CLI,
 * the live preview and the remote-config loader each pass their own.
 */
import type { CheckContext } from '../load/validate';
import type { RoutesDescriptor } from '../../schema/screen';
import type { Language } from './language';
import type { FileLayout } from '../translate/copy-strings';
import type { Catalogue } from '../translate/translate';

export type { CheckProblem } from './problem';

/** The fragments a descriptor may include: their names, and each one's descriptor on demand. */
export interface FragmentCatalogue {
  ids: readonly string[];
  /** The fragment's descriptor, or undefined when it has none of that id or cannot be read. */
  load(id: string): Promise<unknown>;
  /** Where the fragments live, for messages ("screen-configs" names screen-configs/fragments/x.json). */
  folder: string;
}

/** A JSON Schema, as the endpoint contracts give them. */
export type JsonSchema = Readonly<Record<string, unknown>>;

/** The endpoints a descriptor may call or load, and what they take and answer. */
export interface EndpointCatalogue {
  names: readonly string[];
  /** Whether a call changes state on the server (such an endpoint never runs as a screen's source). */
  changesState(name: string): boolean;
  /** The endpoint's request params and answer's data; without it, params and data paths are not checked. */
  contract?(name: string): { request: JsonSchema; response: JsonSchema } | undefined;
  /**
   * Why a literal param does not fit its schema ("must be integer"), or undefined when it fits; without
   * it literal params are not checked (a schema compiled at run time needs code generation).
   */
  checkValue?(schema: JsonSchema, value: unknown): string | undefined;
  /** Where the names are listed, for messages. */
  listedIn: string;
  /** Where each endpoint's params and fields are documented, for messages. */
  documentedIn: string;
}

/**
 * The languages a descriptor's copy is checked in besides English, and each file's catalogue in them
 * (src/engine/check/translations.ts). Without it, no language is checked (a remote release: its
 * catalogues come with the app).
 */
export interface TranslationCatalogue {
  languages: readonly { code: string; partial: boolean }[];
  /**
   * A file's catalogue in a language, undefined when it has none, or null when it cannot be read (its
   * own problem is named in it, once; the file's copy is not checked against it then).
   */
  catalogue(code: string, kind: 'screen' | 'fragment', id: string): Promise<Catalogue | undefined | null>;
  /** The catalogue's file, as messages name it (screen-configs/languages/fil/register.json). */
  fileName(code: string, kind: 'screen' | 'fragment', id: string): string;
  /** Where a screen's and a fragment's top level hold copy (src/generated/file-layouts.ts). */
  layouts: Readonly<Record<'screen' | 'fragment', FileLayout>>;
}

/**
 * The app's one gate for the URLs it follows (http and https, and its own paths), as the checker
 * asks it of the URLs a config writes out: why the gate would refuse one on the phone, in words, and
 * the fix where there is an obvious one; undefined when it lets the URL through.
 */
export interface LinkGate {
  /** Judges `url`; the fix names the URL as `written` (a bound one, of which `url` is the literal start). */
  refusal(url: string, written?: string): string | undefined;
}

export interface Catalogues {
  /** The validators per node and action, and the registries' slots. */
  registries: CheckContext;
  language: Language;
  /** The routes navigations name; without them a route path is checked by the schema alone. */
  routes?: RoutesDescriptor;
  fragments: FragmentCatalogue;
  endpoints: EndpointCatalogue;
  /** The messages the native shell understands. */
  bridgeMessages: readonly string[];
  translations?: TranslationCatalogue;
  /** The URL gate; without it, the URLs a config writes out are not checked. */
  links?: LinkGate;
}
