/**
 * A catalogue: one screen's or fragment's copy in another language
 * (screen-configs/languages/<language>/<file>.json, beside the English it translates). The generator
 * writes schemas/catalogue.schema.json from it; the checker (src/engine/check/translations.ts) keeps
 * each catalogue complete and current against its English file.
 */
import { Type, type Static } from '@sinclair/typebox';

const LANGUAGE_CODE = '^(?!en$)[a-z]{2,3}$';

export const CatalogueEntry = Type.Object(
  {
    en: Type.String({
      description:
        'The English this translates, exactly as the English file has it: when the English changes, the checker names this entry as stale.',
    }),
  },
  {
    patternProperties: {
      [LANGUAGE_CODE]: Type.String({
        description:
          'The translation, under the language\'s code ("fil"); its {{ }} bindings read the same values as the English. Empty until translated (`npm run catalogues` writes it so): the English shows meanwhile.',
      }),
    },
    additionalProperties: false,
    minProperties: 2,
    maxProperties: 2,
    description: 'One string: the English it was made from, and the translation.',
  },
);

export const Catalogue = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    strings: Type.Record(Type.String({ pattern: '^/' }), CatalogueEntry, {
      description:
        'The translations, by the JSON path of each string in the English file (as `npm run validate` names it): "/body/0/text": { "en": "Next", "fil": "Susunod" }.',
    }),
    keepEnglish: Type.Optional(
      Type.Record(
        Type.String({ pattern: '^/' }),
        Type.String({ minLength: 1, description: 'Why this part stays in English.' }),
        {
          description:
            'Parts of the English file kept in English on purpose (a legal text the lender has not translated), by JSON path, with the reason: everything under the path is shown in English and needs no translation.',
        },
      ),
    ),
  },
  {
    $id: 'catalogue',
    additionalProperties: false,
    description: "A screen's or fragment's copy in another language, string by string.",
  },
);
export type CatalogueFile = Static<typeof Catalogue>;
