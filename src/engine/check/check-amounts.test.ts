/** The checker on amounts: minor units as the response contracts mark them. */
import { describe, expect, it } from 'vitest';
import { catalogues, said, screen } from '../../../tests/check-fixtures';

describe('checkDescriptor', () => {
  describe('amounts in minor units, as the contracts mark them', () => {
    const contract = {
      request: { type: 'object', properties: {} },
      response: {
        type: 'object',
        properties: {
          due: { type: 'integer', 'x-minor-units': true },
          name: { type: 'string' },
          plan: {
            type: 'array',
            items: { type: 'object', properties: { amount: { type: 'integer', 'x-minor-units': true } } },
          },
        },
      },
    };
    const withContracts = catalogues({ contract: () => contract });
    const sources = { sources: [{ id: 'p', endpoint: 'profile' }] };

    it('refuses an amount shown without money or amount, and money on what is not an amount', async () => {
      const raw = screen(
        [
          { type: 'text', text: 'Due: {{ data.p.due }}' },
          { type: 'text', text: '{{ data.p.name | money }}' },
          { type: 'each', items: '{{ data.p.plan }}', template: { type: 'text', text: '{{ item.amount }}' } },
        ],
        sources,
      );
      expect(await said(raw, withContracts)).toEqual([
        '/body/0/text: The text shows data.p.due, an amount in minor units (centavos), as a bare number: 545000 would show as 545000 instead of ₱5,450.00. Write {{ data.p.due | money }} to show it (| amount to send the number)',
        `/body/1/text: The text applies money to data.p.name, which is not an amount in minor units (profile's contract): the money filter divides by 100 and adds ₱, so it would show a wrong figure or "unavailable". Remove | money`,
        '/body/2/template/text: The text shows item.amount, an amount in minor units (centavos), as a bare number: 545000 would show as 545000 instead of ₱5,450.00. Write {{ item.amount | money }} to show it (| amount to send the number)',
      ]);
    });

    it('passes amounts shown with money, sent with amount or handed on as values, and money after default', async () => {
      const raw = screen(
        [
          { type: 'text', text: 'Due: {{ data.p.due | money }}' },
          { type: 'text', text: '{{ data.p.due | default:0 | money }}' },
          { type: 'button', text: 'Pay', amount: '{{ data.p.due }}', onClick: [] },
          { type: 'fragment', ref: 'greeting', with: { name: '{{ data.p.due | amount }}' } },
          {
            type: 'each',
            items: '{{ data.p.plan }}',
            template: { type: 'text', text: '{{ item.amount | money }}' },
          },
        ],
        { ...sources, state: { mood: 'fine' } },
      );
      expect(await said(raw, withContracts)).toEqual([]);
    });
  });

  it('refuses a widget bound to state the screen never declares, and passes one it declares', async () => {
    const raw = screen(
      [
        { type: 'checkbox', label: 'Agree', bind: 'state.agred' },
        { type: 'checkbox', label: 'News', bind: 'state.news' },
      ],
      { state: { agreed: false, news: false } },
    );
    expect(await said(raw)).toEqual([
      `/body/0/bind: The checkbox "Agree" is bound to state.agred, which is not declared in this screen (did you mean 'agreed'?): add "agred" with its initial value to the "state" of the screen`,
      `/state/agreed: warning: The screen declares state.agreed but never reads it: remove it, or use it in a binding or a widget's "bind"`,
    ]);
  });
});
