/** Bank and e-wallet binding (docs/spec.md §3 "Bank item", §7; docs/contracts.md §9). */
import { Type } from '@sinclair/typebox';
import { Answer, Id, Num, Params, Text, type Contract } from './common';

const CardTypeMi = Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)], {
  description: 'Which card type shows the item: 0 or absent every type, 1 bank card, 2 e-wallet',
});

const BankOption = Type.Object(
  {
    name: Text('The option as shown'),
    type: Id('The option code sent when it is chosen'),
  },
  { additionalProperties: true, description: 'An option of an enum or city item' },
);

export const BankItem = Type.Object(
  {
    code: Text('The key this item is saved under'),
    title: Text('The label'),
    subtitle: Type.Optional(Text('The placeholder')),
    cate: Type.Union(
      [Type.Literal('text'), Type.Literal('city'), Type.Literal('day'), Type.Literal('enum')],
      {
        description: 'How the value is entered: text, city select, day of the month, or one of the options',
      },
    ),
    value: Type.Optional(Text('The saved value; for enum items the option name')),
    note: Type.Optional(Type.Array(BankOption, { description: 'The options of enum and city items' })),
    cardTypeMi: Type.Optional(CardTypeMi),
    channelNumber: Type.Optional(Type.Integer({ description: 'The channel of the item (default 90006)' })),
    inputType: Type.Optional(Text('The keyboard of a text item (number, phone)')),
  },
  { additionalProperties: true, description: 'A bank item' },
);

const save = (what: string): Contract => ({
  request: Params(
    {
      cardType: Num('1 bank card, 2 e-wallet'),
      product_id: Type.Optional(Id('The product')),
    },
    `${what}: one key per visible item code with its value (an enum item sends the option type), plus cardType and product_id.`,
    true,
  ),
  response: Type.Union(
    [
      Type.Null(),
      Answer(
        { cardType: Type.Optional(Type.Integer({ description: 'The saved card type' })) },
        'The saved account',
      ),
    ],
    { description: 'Not read: the code decides (docs/spec.md §4)' },
  ),
});

export const bankContracts = {
  cardInit: {
    request: Params({ product_id: Type.Optional(Id('The product')) }, 'The product the account is for'),
    response: Answer(
      { items: Type.Array(BankItem, { description: 'The bank items, in order' }) },
      'The bank binding form',
    ),
  },
  bindCardNew: save('A new account'),
  bindCardChange: save('A changed account'),
} satisfies Record<string, Contract>;
