import { describe, expect, it } from 'vitest';
import { widgets } from '../../generated/widgets';
import { actionRegistry } from '../../generated/actions';
import { drawnWidgetTypes, screenActionTypes } from './descriptor-tree';

const slotsOf = (type: string) => widgets[type]?.slots;
const sorted = (set: Set<string>) => [...set].sort();

describe('drawnWidgetTypes', () => {
  it("puts a modal's content on demand, through nested slots, fragments and fallbacks", () => {
    const { first, onDemand } = drawnWidgetTypes(
      [
        { type: 'text', text: 'Offer' },
        {
          type: 'modal',
          modalId: 'agreement',
          children: [
            { type: 'iframe', src: 'https://example.com/a.html', title: 'Agreement' },
            {
              type: 'stack',
              children: [{ type: 'fragment', ref: 'x', children: [{ type: 'qr-code', value: 'abc' }] }],
            },
            { type: 'link', text: 'More', fallback: { type: 'rating', bind: 'state.r', label: 'Rate' } },
          ],
        },
      ],
      slotsOf,
    );
    expect(sorted(first)).toEqual(['modal', 'text']);
    expect(sorted(onDemand)).toEqual(['iframe', 'link', 'qr-code', 'rating', 'stack']);
  });

  it('a type drawn both on demand and with the screen loads with the screen', () => {
    const inModal = [
      { type: 'link', text: 'More' },
      { type: 'image', src: '/a.png' },
    ];
    const { first, onDemand } = drawnWidgetTypes(
      [
        { type: 'link', text: 'Terms' },
        { type: 'modal', modalId: 'm', children: inModal },
      ],
      slotsOf,
    );
    expect(sorted(first)).toEqual(['link', 'modal']);
    expect(sorted(onDemand)).toEqual(['image']);
  });
});

describe('screenActionTypes', () => {
  const registries = { widget: slotsOf, action: (type: string) => actionRegistry[type]?.slots };

  it('splits what runs as the screen opens from what only taps, changes and Back run', () => {
    const { opening, later } = screenActionTypes(
      {
        onEnter: [{ type: 'if', condition: true, then: [{ type: 'countdown', timer: 'sms', seconds: 60 }] }],
        onReady: [{ type: 'modal', modalId: 'tips', open: true }],
        sources: [
          { id: 'offer', endpoint: 'loanOffer', onError: [{ type: 'dialog', content: 'Try later' }] },
        ],
        onBack: [{ type: 'bridge', message: 'toHome' }],
        body: [
          {
            type: 'button',
            text: 'Pay',
            onClick: [
              { type: 'call', endpoint: 'submitPayment', onSuccess: [{ type: 'navigate', to: '/order' }] },
            ],
          },
          {
            type: 'modal',
            modalId: 'tips',
            children: [{ type: 'link', text: 'Copy', onClick: [{ type: 'copy', text: 'A1' }] }],
          },
          { type: 'text-input', field: 'code', onChange: [{ type: 'countdown', timer: 'sms', seconds: 60 }] },
        ],
      },
      registries,
    );
    expect(sorted(opening)).toEqual(['countdown', 'dialog', 'if', 'modal']);
    expect(sorted(later)).toEqual(['bridge', 'call', 'copy', 'navigate']);
  });
});
