/**
 * Whether a value has a catalogue's shape (schemas/catalogue.schema.json), by the precompiled
 * validator every tool shares: `npm run validate`, the workbench and the editor task word a
 * misshapen catalogue the same way, at the same JSON paths.
 */
import { catalogue as validCatalogue } from '../generated/validators.js';

/** Where a value is not a catalogue, at its JSON paths (none when it is one). */
export function catalogueShape(value: unknown): { path: string; message: string }[] {
  if (validCatalogue(value)) return [];
  return (validCatalogue.errors ?? []).map((e) => ({
    path: e.instancePath,
    message: `${e.message ?? 'is not valid'}${e.params && 'additionalProperty' in e.params ? ` ('${String(e.params.additionalProperty)}')` : ''}: a catalogue is { "$schema", "strings": { "<JSON path>": { "en": …, "<language>": … } }, "keepEnglish"? } (schemas/catalogue.schema.json)`,
  }));
}
