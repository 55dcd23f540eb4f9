import { copy, defineWidget, Type } from '../../schema/base';

const Section = Type.Object(
  {
    heading: Type.Optional(
      copy(Type.String({ description: 'The section title (a heading for screen readers).' })),
    ),
    paragraphs: Type.Optional(Type.Array(copy(Type.String()), { description: 'Paragraphs of plain text.' })),
    items: Type.Optional(Type.Array(copy(Type.String()), { description: 'A bulleted list.' })),
    numbered: Type.Optional(Type.Boolean({ description: 'Numbers the list instead of bullets.' })),
  },
  { additionalProperties: false },
);

export const schema = defineWidget(
  'article',
  {
    sections: Type.Array(Section, {
      minItems: 1,
      description: 'The text, section by section; plain text only.',
    }),
    updated: Type.Optional(copy(Type.String({ description: 'A line such as "Last updated: 2026-11-01".' }))),
  },
  {
    description:
      'Long text (policies, terms, about us) written as sections of headings, paragraphs and lists, so that an operator edits words, not markup.',
    examples: [
      {
        type: 'article',
        updated: 'Last updated: 2026-11-01',
        sections: [
          {
            heading: 'Use of information',
            paragraphs: ['We use your information to assess and service your loan.'],
          },
          { items: ['Identity checks', 'Repayment reminders'] },
        ],
      },
    ],
  },
);
