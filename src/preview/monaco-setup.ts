/**
 * Monaco for the workbench (loaded on demand by code-editor.tsx, dev server only): the editor core,
 * JSON with the project's schemas for completion and hover, workers bundled by Vite (`?worker`, no
 * CDN), the checker's problems as markers and completion of `{{ root.path }}` from the screen's data.
 */
import * as monaco from 'monaco-editor/esm/vs/editor/editor.api';
// The editor's features (find, go to line, suggest, hover, ...) and its JSON language support.
import 'monaco-editor/esm/vs/editor/edcore.main';
import 'monaco-editor/esm/vs/language/json/monaco.contribution';
// Every part's styles in one file: the parts' own stylesheets are left out (scripts/workbench-server).
import 'monaco-editor/min/vs/editor/editor.main.css';
import EditorWorker from 'monaco-editor/esm/vs/editor/editor.worker?worker';
import JsonWorker from 'monaco-editor/esm/vs/language/json/json.worker?worker';
import screenSchema from '../../schemas/screen.schema.json';
import fragmentSchema from '../../schemas/fragment.schema.json';
import appSchema from '../../schemas/app.schema.json';
import routesSchema from '../../schemas/routes.schema.json';
import catalogueSchema from '../../schemas/catalogue.schema.json';
import { pathChoices, typedBinding } from './binding-complete';
import { pastedLayout } from './json-edit';

window.MonacoEnvironment = {
  getWorker: (_id, label) => (label === 'json' ? new JsonWorker() : new EditorWorker()),
};

// A file's `$schema` ("../schemas/screen.schema.json") resolves against its own address below, so each
// file gets the schema it names. Monaco marks JSON syntax at its place; the project's checker, not the
// schema alone, reports every other problem (as markers of its own).
monaco.languages.json.jsonDefaults.setDiagnosticsOptions({
  validate: true,
  schemaValidation: 'ignore',
  trailingCommas: 'error',
  comments: 'error',
  enableSchemaRequest: false,
  schemas: [
    // By place too, for a file without `$schema` (the one it names wins).
    {
      uri: 'file:///schemas/screen.schema.json',
      fileMatch: ['screen-configs/*.json', '!screen-configs/routes.json', '!screen-configs/app.json'],
      schema: screenSchema,
    },
    {
      uri: 'file:///schemas/fragment.schema.json',
      fileMatch: ['screen-configs/fragments/*.json'],
      schema: fragmentSchema,
    },
    {
      uri: 'file:///schemas/routes.schema.json',
      fileMatch: ['screen-configs/routes.json'],
      schema: routesSchema,
    },
    {
      uri: 'file:///schemas/app.schema.json',
      fileMatch: ['screen-configs/app.json'],
      schema: appSchema,
    },
    {
      uri: 'file:///schemas/catalogue.schema.json',
      fileMatch: ['screen-configs/languages/*/*.json', 'screen-configs/languages/*/fragments/*.json'],
      schema: catalogueSchema,
    },
  ],
});

export interface Marker {
  line?: number;
  message: string;
  level?: string;
}

export interface EditorOptions {
  /** The file's path in the project (`screen-configs/about-us.json`): its address in the editor. */
  file: string;
  text: string;
  ariaLabel: string;
  onChange(text: string): void;
  /** The roots a binding may read, as the screen holds them now. */
  dataRoots(): Record<string, unknown>;
}

export interface WorkbenchEditor {
  show(file: string, text: string): void;
  mark(problems: Marker[]): void;
  insert(text: string): void;
  /** Makes `edits` (offsets in the text it shows) as one step Undo takes back; false when it shows another text. */
  edit(base: string, edits: readonly { offset: number; length: number; content: string }[]): boolean;
  reveal(line: number): void;
  dispose(): void;
}

const modelOf = (file: string, text: string) => {
  const uri = monaco.Uri.parse(`file:///${file}`);
  const model = monaco.editor.getModel(uri) ?? monaco.editor.createModel(text, 'json', uri);
  if (model.getValue() !== text) model.setValue(text);
  return model;
};

/** Monaco in `element`, showing `options.file`. */
export function createEditor(element: HTMLElement, options: EditorOptions): WorkbenchEditor {
  let quiet = false;
  const editor = monaco.editor.create(element, {
    model: modelOf(options.file, options.text),
    ariaLabel: options.ariaLabel,
    automaticLayout: true,
    minimap: { enabled: false },
    fontSize: 12,
    tabSize: 2,
    scrollBeyondLastLine: false,
    fixedOverflowWidgets: true,
    // Bindings and many schema values are completed inside strings.
    quickSuggestions: { other: true, comments: false, strings: true },
  });
  const changes = editor.onDidChangeModelContent(() => {
    if (!quiet) options.onChange(editor.getValue());
  });
  // Pasted JSON takes the indentation of where it lands (one step Undo takes back with the paste).
  const pasted = editor.onDidPaste(({ range }) => {
    const model = editor.getModel();
    if (!model) return;
    const offset = model.getOffsetAt(range.getStartPosition());
    const edits = pastedLayout(model.getValue(), offset, model.getOffsetAt(range.getEndPosition()) - offset);
    if (!edits.length) return;
    const at = (o: number) => model.getPositionAt(o);
    editor.executeEdits(
      'paste-layout',
      edits.map((e) => ({
        range: monaco.Range.fromPositions(at(e.offset), at(e.offset + e.length)),
        text: e.content,
      })),
    );
  });
  const completion = monaco.languages.registerCompletionItemProvider('json', {
    triggerCharacters: ['{', '.', '[', ' '],
    provideCompletionItems(model, position) {
      if (model !== editor.getModel()) return { suggestions: [] };
      const before = model.getLineContent(position.lineNumber).slice(0, position.column - 1);
      const typed = typedBinding(before);
      if (typed === null) return { suggestions: [] };
      const range = new monaco.Range(
        position.lineNumber,
        position.column - typed.length,
        position.lineNumber,
        position.column,
      );
      const suggestions = pathChoices(options.dataRoots(), typed).map((choice) => ({
        label: choice.path,
        kind: monaco.languages.CompletionItemKind.Field,
        detail: choice.detail,
        insertText: choice.path,
        filterText: choice.path,
        range,
      }));
      // Asked again at every key: the data may have changed, and typing fast must not lose the list.
      return { suggestions, incomplete: true };
    },
  });

  return {
    show(file, text) {
      quiet = true;
      const model = modelOf(file, text);
      if (editor.getModel() !== model) editor.setModel(model);
      quiet = false;
    },
    mark(problems) {
      const model = editor.getModel();
      if (!model) return;
      monaco.editor.setModelMarkers(
        model,
        'checker',
        problems.map((p) => {
          const line = Math.min(Math.max(p.line ?? 1, 1), model.getLineCount());
          return {
            severity: p.level === 'warning' ? monaco.MarkerSeverity.Warning : monaco.MarkerSeverity.Error,
            message: p.message,
            startLineNumber: line,
            startColumn: model.getLineFirstNonWhitespaceColumn(line) || 1,
            endLineNumber: line,
            endColumn: model.getLineMaxColumn(line),
          };
        }),
      );
    },
    insert(text) {
      const selection = editor.getSelection();
      if (!selection) return;
      editor.executeEdits('data-panel', [{ range: selection, text, forceMoveMarkers: true }]);
      editor.focus();
    },
    edit(base, edits) {
      const model = editor.getModel();
      if (!model || model.getValue() !== base) return false;
      const range = (offset: number, length: number) =>
        monaco.Range.fromPositions(model.getPositionAt(offset), model.getPositionAt(offset + length));
      editor.pushUndoStop();
      editor.executeEdits(
        'property-panel',
        edits.map((e) => ({ range: range(e.offset, e.length), text: e.content })),
      );
      editor.pushUndoStop();
      return true;
    },
    reveal(line) {
      const model = editor.getModel();
      if (!model) return;
      const at = { lineNumber: line, column: model.getLineFirstNonWhitespaceColumn(line) || 1 };
      editor.setPosition(at);
      editor.revealPositionInCenter(at);
      editor.focus();
    },
    dispose() {
      changes.dispose();
      pasted.dispose();
      completion.dispose();
      editor.dispose();
    },
  };
}
