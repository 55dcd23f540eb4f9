import { copy, defineAction, gatedUrl, Type, Value } from '../../schema/base';

export const schema = defineAction(
  'open-url',
  {
    url: gatedUrl(
      Type.String({
        description:
          'A server URL; followed only if it is http(s) (https://…, http://…) or a path of the app (/…).',
      }),
    ),
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
    in: Type.Optional(
      Type.Union([Type.Literal('app'), Type.Literal('page')], {
        description:
          'Where the URL shows: "app" inside the app, in the document viewer (the page framed under its title, with a Back button to the screen, which stays as it was), for what a borrower reads, like an agreement; "page" leaves the app for it (a payment page, a redirect). Unless told, a tap on a link shows it in the app and anything else leaves.',
      }),
    ),
    title: Type.Optional(
      copy(
        Type.String({
          description: "The document viewer's title; unless told, the text of the link that was tapped.",
        }),
      ),
    ),
    refusedMessage: Type.Optional(copy(Type.String({ default: 'This link cannot be opened.' }))),
  },
  {
    description:
      'Opens a URL from the server through the http(s) gate: inside the app (an agreement, from a link) or leaving it (a payment page, a redirect).',
    examples: [
      { type: 'open-url', url: '{{ result.data.payUrl }}' },
      { type: 'open-url', url: '{{ result.data.contract_url }}', in: 'app', title: 'Loan agreement' },
    ],
  },
);
