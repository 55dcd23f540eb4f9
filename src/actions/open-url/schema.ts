import { copy, defineAction, Type, Value } from '../../schema/base';

export const schema = defineAction(
  'open-url',
  {
    url: Type.String({ description: 'A server URL; followed only if it is http(s).' }),
    query: Type.Optional(Type.Record(Type.String(), Value, { description: "Added to the URL's query." })),
    withSession: Type.Optional(
      Type.Boolean({
        description:
          "Adds the common session parameters the URL's query does not already carry (the server's own values win): only to an https URL on the lender's hosts (app.json sessionHosts, the page's and the API's origin), and never the header secrets building, gather, swift and eyes.",
      }),
    ),
    replace: Type.Optional(
      Type.Boolean({ description: 'Replaces the page instead of adding a history entry.' }),
    ),
    refusedMessage: Type.Optional(copy(Type.String({ default: 'This link cannot be opened.' }))),
  },
  {
    description:
      'Leaves the app for a URL from the server (payment page, redirect), through the http(s) gate.',
    examples: [{ type: 'open-url', url: '{{ result.data.payUrl }}' }],
  },
);
