/**
 * What an operator's editor says about a config file: VS Code's own JSON language service reading
 * the generated schemas, resolving each file's "$schema" beside it as VS Code does.
 */
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import languageService from 'vscode-json-languageservice';

const { getLanguageService, TextDocument } = languageService;
const root = resolve(import.meta.dirname, '../..');

export type ConfigKind = 'screen' | 'fragment' | 'routes' | 'app';

const service = getLanguageService({
  // A "$schema" that names no file is the editor's own warning on that file, never a failure of the check.
  schemaRequestService: (uri) => {
    try {
      return Promise.resolve(readFileSync(new URL(uri), 'utf8'));
    } catch (error) {
      return Promise.reject(`cannot read the schema ${uri}: ${(error as Error).message}`);
    }
  },
  workspaceContext: { resolveRelativePath: (path, resource) => new URL(path, resource).href },
});
service.configure({
  validate: true,
  allowComments: false,
  schemas: (['screen', 'fragment', 'routes', 'app'] as const).map((name) => ({
    uri: `file://${join(root, 'schemas', `${name}.schema.json`)}`,
    fileMatch: [`*.${name}.json`],
  })),
});

/** A document as the editor opens it: a file at its own path, or a new one of a kind beside the configs. */
function open(text: string, kind: ConfigKind, file?: string) {
  const path = file ?? join(root, 'screen-configs', `new.${kind}.json`);
  const doc = TextDocument.create(`file://${path}`, 'json', 1, text);
  return { doc, json: service.parseJSONDocument(doc) };
}

export interface EditorProblem {
  /** 1-based line. */
  line: number;
  message: string;
}

/** The editor's diagnostics for a config's text. */
export async function editorProblems(
  text: string,
  kind: ConfigKind,
  file?: string,
): Promise<EditorProblem[]> {
  const { doc, json } = open(text, kind, file);
  const found = await service.doValidation(doc, json);
  return found.map((d) => ({
    line: d.range.start.line + 1,
    message: typeof d.message === 'string' ? d.message : d.message.value,
  }));
}

/** The completion the editor offers at the `|` in `text`: each label, and whether it has a description. */
export async function editorCompletion(
  text: string,
  kind: ConfigKind = 'screen',
): Promise<{ label: string; documented: boolean }[]> {
  const at = text.indexOf('|');
  const { doc, json } = open(text.replace('|', ''), kind);
  const list = await service.doComplete(doc, doc.positionAt(at), json);
  return (list?.items ?? []).map((item) => ({ label: item.label, documented: Boolean(item.documentation) }));
}
