import { copy, defineAction, EndpointName, Type, Value } from '../../schema/base';

export const schema = defineAction(
  'call',
  {
    endpoint: Type.Ref(EndpointName),
    params: Type.Optional(
      Type.Record(Type.String(), Value, { description: 'Query (GET) or body (POST); bindings allowed.' }),
    ),
    query: Type.Optional(
      Type.Record(Type.String(), Value, { description: 'Always sent in the query string.' }),
    ),
    form: Type.Optional(
      Type.Boolean({
        description:
          'Adds the values of the form fields on screen (hidden fields are left out) to the params.',
      }),
    ),
    into: Type.Optional(
      Type.String({
        pattern: '^(state|flow|data|form)\\.[A-Za-z0-9_.]+$',
        description: 'Where the selected result is written, e.g. "data.order".',
      }),
    ),
    select: Type.Optional(
      Type.String({ description: 'Path in the result written to `into` (default "data").' }),
    ),
    loading: Type.Optional(
      copy(Type.String({ description: 'Label shown while the call runs, e.g. "loading...".' })),
    ),
    messages: Type.Optional(
      Type.Record(Type.String(), copy(Type.String()), {
        description:
          'Error message by envelope code, e.g. {"800006": "verification code wrong"}; otherwise the server message (or "error").',
      }),
    ),
    fallbackMessage: Type.Optional(
      copy(Type.String({ description: 'Shown when the server gives no message.' })),
    ),
    idempotent: Type.Optional(
      Type.Boolean({
        description:
          'Sends an Idempotency-Key header. The key is kept (across reloads) until the server answers, so a retry of the same request after a network failure or timeout reuses it and the server can refuse a second payment.',
      }),
    ),
    intent: Type.Optional(
      Type.Union([Value], {
        description:
          'With `idempotent`: what makes two requests the same payment, e.g. "{{ query.orderId }}:{{ amount }}" (the order and the amount; not the card, nor anything a detour changes). One Idempotency-Key is kept per intent and sent by every request for it (a retry, Back then the same button again, a reload, a detour through other screens, another card) while the outcome is unknown or the payment was accepted; a refusal from the server ends it, so the next tap is a new attempt. Without it, the key lives only until the server answers.',
      }),
    ),
    conflictMessage: Type.Optional(
      copy(
        Type.String({
          description:
            'With `idempotent`: shown when the server says another request holds this Idempotency-Key (HTTP 409 or 422), e.g. "A payment for this order is still being processed". The key is kept.',
        }),
      ),
    ),
    silent: Type.Optional(Type.Boolean({ description: 'No error toast (for fire-and-forget calls).' })),
    toastDuration: Type.Optional(Type.Integer({ minimum: 500, maximum: 10000, default: 2000 })),
  },
  {
    description:
      'Calls an endpoint of the catalogue by name. Success runs onSuccess with `result` (code, message, data). A failure shows the message for 2 s unless onError is given (then `error` holds the failure). The same call cannot run twice at once.',
    examples: [
      {
        type: 'call',
        endpoint: 'bindCardNew',
        form: true,
        params: { cardType: '{{ state.cardType }}', product_id: '{{ query.product_id }}' },
        loading: 'loading...',
        onSuccess: [{ type: 'bridge', message: 'closeWebview' }],
      },
    ],
  },
);
