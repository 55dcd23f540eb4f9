/**
 * Nothing is lost when the native shell reloads the web view: form values, screen state and flow
 * state come back from sessionStorage; data from the server is loaded afresh. But nothing secret is
 * kept (typed codes, card and account numbers), a corrupt save never removes a screen's fields, and
 * server field names that are also Object.prototype's are plain fields. Cases from families.ts.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERSISTED_STATE_KEY } from '../../src/app/configs';
import { renderBody, renderScreen, setUpMockBackend, user } from '../screens/render-screen';
import { corruptSaves, prototypeNames, secretDrafts } from './families';
import { recordFaults } from './summary';

const mock = setUpMockBackend();

const SESSION = 'product_id=1&deviceId=dev-9&sessionId=s-1';

describe('a reload of the web view', () => {
  it('keeps the drafts of the bank form, but never the account number typed', async () => {
    const first = renderScreen(`/bindBank?${SESSION}`);
    await userEvent.type(await screen.findByLabelText('Account number'), '001234567890');
    await userEvent.click(screen.getByRole('tab', { name: 'E-wallet' }));
    await new Promise((r) => setTimeout(r, 100));
    first.unmount();
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain('001234567890');

    renderScreen(`/bindBank?${SESSION}`);
    expect(await screen.findByRole('tab', { name: 'E-wallet', selected: true })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Bank card' }));
    expect(await screen.findByLabelText('Account number')).toHaveValue('');
    expect(mock.requestsTo('cardInit').length).toBe(2);
  });

  it('keeps flow state and screen state', async () => {
    const body = [
      { type: 'text', text: 'Flow {{ flow.repayInfo.payCode }} / state {{ state.step }}' },
      {
        type: 'button',
        text: 'Remember',
        onClick: [
          { type: 'set-state', values: { 'flow.repayInfo': { payCode: 'PC-778' }, 'state.step': 2 } },
        ],
      },
    ];
    const first = renderBody(body, { state: { step: 1 } });
    await user().click(await screen.findByRole('button', { name: 'Remember' }));
    expect(await screen.findByText('Flow PC-778 / state 2')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 100)); // the store writes sessionStorage shortly after a change
    first.unmount();

    renderBody(body, { state: { step: 1 } });
    expect(await screen.findByText('Flow PC-778 / state 2')).toBeInTheDocument();
  });
});

describe('nothing secret or broken survives a reload', () => {
  let tried = 0;
  afterAll(() => recordFaults('saved-state and field-name checks', tried));

  for (const { name, typed } of secretDrafts) {
    it(`${name} typed on the bank form is never written to sessionStorage`, async () => {
      const view = renderScreen(`/bindBank?${SESSION}`);
      await userEvent.type(await screen.findByLabelText('Account number'), typed);
      expect(view.store.getState().forms['bind-bank']?.values.bankCardNo).toBe(typed);
      window.dispatchEvent(new Event('pagehide'));
      expect(window.sessionStorage.getItem(PERSISTED_STATE_KEY)).toContain('bind-bank');
      expect(JSON.stringify({ ...window.sessionStorage })).not.toContain(typed);
      view.unmount();
      renderScreen(`/bindBank?${SESSION}`);
      expect(await screen.findByLabelText('Account number')).toHaveValue('');
      tried += 1;
    });
  }

  for (const { name, saved } of corruptSaves) {
    it(`a save with ${name} leaves the bank fields on screen`, async () => {
      window.sessionStorage.setItem(
        PERSISTED_STATE_KEY,
        typeof saved === 'string' ? saved : JSON.stringify(saved),
      );
      renderScreen(`/bindBank?${SESSION}`);
      expect(await screen.findByLabelText('Account number')).toHaveValue('');
      expect(screen.getByRole('tab', { name: 'Bank card', selected: true })).toBeInTheDocument();
      expect(({} as Record<string, unknown>).x).toBeUndefined();
      tried += 1;
    });
  }

  /** Bank items whose codes are the names of Object.prototype, added to the mock's card-init. */
  function addPrototypeItems() {
    const items = mock.backend.state.bankItems;
    const added = prototypeNames.map((code, i) => ({
      code,
      title: `Extra ${i + 1}`,
      subtitle: `Enter extra ${i + 1}`,
      cate: 'text',
      cardTypeMi: 0,
    }));
    items.push(...(added as unknown as typeof items));
    return added;
  }

  it(`bank items coded ${prototypeNames.join(', ')} are empty fields that keep what is typed`, async () => {
    const items = mock.backend.state.bankItems;
    const added = addPrototypeItems();
    try {
      const view = renderScreen(`/bindBank?${SESSION}`);
      for (const { code, title } of added) {
        const field = await screen.findByLabelText(title);
        expect(field, code).toHaveValue('');
        await userEvent.type(field, '77');
        expect(field, code).toHaveValue('77');
        expect(view.store.getState().forms['bind-bank']?.values[code], code).toBe('77');
        tried += 1;
      }
      expect(view.container.textContent).not.toMatch(/native code|function|\[object/);
    } finally {
      items.splice(items.length - added.length, added.length);
    }
  });

  it(`bank items coded ${prototypeNames.join(', ')} send what is typed in them with the save`, async () => {
    mock.useScenario('bank-saved');
    const added = addPrototypeItems();
    const view = renderScreen(`/bindBank?${SESSION}`);
    // Bank text inputs keep digits only.
    const typed = (i: number) => `${i + 1}${i + 1}`;
    for (const [i, { title }] of added.entries())
      await userEvent.type(await screen.findByLabelText(title), typed(i));
    await user().click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(mock.requestsTo('bindCardNew')).toHaveLength(1));
    const sent = new URLSearchParams(mock.requestsTo('bindCardNew')[0]!.body);
    for (const [i, { code }] of added.entries()) {
      expect(sent.get(code), code).toBe(typed(i));
      tried += 1;
    }
    expect(view.container.textContent).not.toMatch(/native code|function|\[object/);
  });
});
