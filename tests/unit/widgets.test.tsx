/**
 * Each built-in widget rendered by the engine inside a screen, as a borrower sees and uses it.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { createMockServer } from '../../mocks/node';
import { renderBody, renderScreen } from '../screens/render-screen';

/**
 * Calls `use` with the first input matching `selector` in the task that inserts it into the page
 * (before anything that runs after that commit), and resolves to what it returns.
 */
function whenShown<T>(selector: string, use: (input: HTMLInputElement) => T): Promise<T> {
  return new Promise<T>((resolve) => {
    const observer = new MutationObserver(() => {
      const input = document.querySelector<HTMLInputElement>(selector);
      if (!input) return;
      observer.disconnect();
      resolve(use(input));
    });
    observer.observe(document.body, { subtree: true, childList: true });
  });
}

const mock = createMockServer();
beforeAll(() => mock.server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  mock.useScenario('default');
  window.sessionStorage.clear();
});
afterAll(() => mock.server.close());

const user = () => userEvent.setup({ pointerEventsCheck: PointerEventsCheckLevel.Never });

describe('text', () => {
  it('shows bindings through filters and server markup as plain text', async () => {
    renderBody(
      [
        { type: 'text', text: 'Total {{ state.amount | money }}' },
        { type: 'text', text: '{{ state.note }}' },
        { type: 'text', text: 'Repayment date', heading: 1 },
      ],
      { state: { amount: 123456, note: '<b>bold</b><img src=x onerror=alert(1)>' } },
    );
    expect(await screen.findByText('Total ₱1234.56')).toBeInTheDocument();
    expect(screen.getByText('<b>bold</b><img src=x onerror=alert(1)>')).toBeInTheDocument();
    expect(document.querySelector('b')).toBeNull();
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: 'Repayment date',
      }) /* 1 = first level under the h1 title */,
    ).toBeInTheDocument();
  });

  it('shows nothing for a missing value instead of "undefined"', async () => {
    renderBody([{ type: 'text', text: 'Name: {{ state.missing }}' }]);
    expect(await screen.findByText(/^Name:/)).toHaveTextContent(/^Name:$/);
    expect(document.body.textContent).not.toContain('undefined');
  });
});

describe('image', () => {
  it('renders a server http(s) image with its alt text and drops unsafe or broken sources', async () => {
    renderBody(
      [
        { type: 'image', src: '{{ state.logo }}', alt: 'Product logo' },
        { type: 'image', src: '{{ state.hostile }}', alt: 'Hostile' },
        { type: 'image', src: '/images/missing.svg', alt: 'Broken' },
      ],
      { state: { logo: 'https://cdn.example.com/logo.png', hostile: 'javascript:alert(1)' } },
    );
    const logo = await screen.findByRole('img', { name: 'Product logo' });
    expect(logo).toHaveAttribute('src', 'https://cdn.example.com/logo.png');
    expect(screen.queryByRole('img', { name: 'Hostile' })).toBeNull();
    const broken = screen.getByRole('img', { name: 'Broken' });
    fireEvent.error(broken);
    await waitFor(() => expect(screen.queryByRole('img', { name: 'Broken' })).toBeNull());
  });

  it('loads lazily, except a priority picture of the first screenful, which loads at once and first', async () => {
    renderBody([
      { type: 'image', src: '/images/hero.svg', alt: 'Hero', priority: true },
      { type: 'image', src: '/images/later.svg', alt: 'Later' },
    ]);
    const hero = await screen.findByRole('img', { name: 'Hero' });
    expect(hero).toHaveAttribute('loading', 'eager');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    const later = screen.getByRole('img', { name: 'Later' });
    expect(later).toHaveAttribute('loading', 'lazy');
    expect(later).not.toHaveAttribute('fetchpriority');
  });
});

describe('stack', () => {
  it('renders its children in order and an invalid child as its fallback while the rest works', async () => {
    const view = renderBody([
      {
        type: 'stack',
        direction: 'row',
        children: [
          { type: 'text', text: 'first' },
          { type: 'no-such-widget', fallback: { type: 'text', text: 'fallback shown' } },
          { type: 'text', text: 'last' },
        ],
      },
    ]);
    const first = await screen.findByText('first');
    expect(screen.getByText('fallback shown')).toBeInTheDocument();
    expect(
      first.compareDocumentPosition(screen.getByText('last')) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(view.warnings.join('\n')).toContain('no-such-widget');
  });

  it('lays out in a column 8 px apart by default, and as its descriptor says otherwise', async () => {
    // The app's stylesheet, as on the phone: a stack's and a list's layout come from it.
    const sheet = document.createElement('style');
    sheet.textContent = readFileSync(resolve(import.meta.dirname, '../../src/app/styles.css'), 'utf8');
    document.head.appendChild(sheet);
    try {
      renderBody([
        { type: 'stack', children: [{ type: 'text', text: 'plain' }] },
        {
          type: 'stack',
          direction: 'row',
          gap: 12,
          align: 'center',
          justify: 'between',
          children: [{ type: 'text', text: 'spaced' }],
        },
        { type: 'each', items: [{ name: 'one' }], template: { type: 'text', text: '{{ item.name }}' } },
        {
          type: 'each',
          items: [{ name: 'two' }],
          direction: 'row',
          gap: 6,
          template: { type: 'text', text: '{{ item.name }}' },
        },
      ]);
      const layout = (text: string, container: string) => {
        const style = getComputedStyle(screen.getByText(text).closest(container)!);
        return {
          display: style.display,
          direction: style.flexDirection,
          gap: style.getPropertyValue('gap'),
          wrap: style.flexWrap,
          align: style.alignItems,
          justify: style.justifyContent,
        };
      };
      await screen.findByText('plain');
      expect(layout('plain', '.w-stack')).toMatchObject({ display: 'flex', direction: 'column', gap: '8px' });
      expect(layout('spaced', '.w-stack')).toMatchObject({
        display: 'flex',
        direction: 'row',
        gap: '12px',
        align: 'center',
        justify: 'space-between',
      });
      expect(layout('one', '.w-each')).toMatchObject({ display: 'flex', direction: 'column' });
      expect(layout('one', '.w-each').gap).not.toBe('8px');
      expect(layout('two', '.w-each')).toMatchObject({
        display: 'flex',
        direction: 'row',
        gap: '6px',
        wrap: 'wrap',
      });
      // Nothing inline that the descriptor did not set.
      expect(screen.getByText('plain').closest('.w-stack')!.getAttribute('style')).toBeNull();
      expect(screen.getByText('one').closest('.w-each')!.getAttribute('style')).toBeNull();
    } finally {
      sheet.remove();
    }
  });
});

describe('button', () => {
  it('sends one request for a burst of taps and is disabled while it runs', { timeout: 15_000 }, async () => {
    mock.useScenario('slow');
    renderBody([
      {
        type: 'button',
        text: 'Save',
        onClick: [{ type: 'call', endpoint: 'cardInit', params: { product_id: 1 } }],
      },
    ]);
    const button = await screen.findByRole('button', { name: 'Save' });
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(button).toBeDisabled());
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 6000 });
    fireEvent.click(button);
    await waitFor(() => expect(button).toBeEnabled(), { timeout: 6000 });
    // three taps while the first call ran, one after it ended: two calls
    expect(mock.requests.filter((r) => r.path.endsWith('/card-init'))).toHaveLength(2);
  });

  it('follows its disabled condition', async () => {
    renderBody(
      [
        { type: 'button', text: 'Next', disabled: { not: '{{ state.agreed }}' } },
        {
          type: 'button',
          text: 'Agree',
          onClick: [{ type: 'set-state', target: 'state.agreed', value: true }],
        },
      ],
      { state: { agreed: false } },
    );
    const next = await screen.findByRole('button', { name: 'Next' });
    expect(next).toBeDisabled();
    await user().click(screen.getByRole('button', { name: 'Agree' }));
    await waitFor(() => expect(next).toBeEnabled());
  });
});

describe('tabs', () => {
  /** Tabs bound to `state.kind` (starting at 1), and a text that shows it. */
  const kindTabs = (titles: string[]) =>
    renderBody(
      [
        {
          type: 'tabs',
          bind: 'state.kind',
          label: 'Account kind',
          tabs: titles.map((title, i) => ({ key: i + 1, title })),
        },
        { type: 'text', text: 'Kind {{ state.kind }}' },
      ],
      { state: { kind: 1 } },
    );

  it('writes the chosen key to its target and marks the chosen tab', async () => {
    kindTabs(['Bank card', 'E-wallet']);
    expect(await screen.findByText('Kind 1')).toBeInTheDocument();
    await user().click(screen.getByRole('tab', { name: 'E-wallet' }));
    expect(await screen.findByText('Kind 2')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'E-wallet' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Bank card' })).toHaveAttribute('aria-selected', 'false');
  });

  it('moves between tabs with the arrow keys, choosing and focusing the next one and wrapping around', async () => {
    kindTabs(['Bank card', 'E-wallet', 'Cash']);
    const card = await screen.findByRole('tab', { name: 'Bank card' });
    expect(card).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'E-wallet' })).toHaveAttribute('tabindex', '-1');
    card.focus();
    await user().keyboard('{ArrowRight}');
    expect(await screen.findByText('Kind 2')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'E-wallet' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'E-wallet' })).toHaveAttribute('aria-selected', 'true');
    await user().keyboard('{ArrowLeft}{ArrowLeft}');
    expect(await screen.findByText('Kind 3')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Cash' })).toHaveFocus();
    await user().keyboard('{ArrowRight}');
    expect(await screen.findByText('Kind 1')).toBeInTheDocument();
    expect(card).toHaveFocus();
  });
});

describe('each', () => {
  const list = {
    type: 'each',
    items: '{{ state.items }}',
    key: '{{ item.id }}',
    where: { ne: ['{{ item.hidden }}', true] },
    switch: '{{ item.kind }}',
    cases: { title: { type: 'text', text: '# {{ item.name }}' } },
    template: { type: 'text', text: '{{ index }}: {{ item.name }}' },
    empty: { type: 'text', text: 'Nothing here' },
  };

  it('renders one node per shown item, by case, with the item and its index', async () => {
    renderBody([list], {
      state: {
        items: [
          { id: 'a', kind: 'title', name: 'Cards' },
          { id: 'b', name: 'BDO' },
          { id: 'c', name: 'Hidden bank', hidden: true },
          { id: 'd', name: 'BPI' },
        ],
      },
    });
    expect(await screen.findByText('# Cards')).toBeInTheDocument();
    expect(screen.getByText('1: BDO')).toBeInTheDocument();
    expect(screen.getByText('3: BPI')).toBeInTheDocument();
    expect(screen.queryByText(/Hidden bank/)).toBeNull();
    expect(screen.queryByText('Nothing here')).toBeNull();
  });

  it('shows its empty node for an empty, missing or fully filtered list', async () => {
    renderBody([list], { state: { items: [{ id: 'x', name: 'gone', hidden: true }] } });
    expect(await screen.findByText('Nothing here')).toBeInTheDocument();
  });

  it('gives every node inside an item its item: nested nodes, nodes that read the store, fallbacks', async () => {
    const view = renderBody(
      [
        {
          type: 'each',
          items: '{{ state.items }}',
          key: '{{ item.id }}',
          template: {
            type: 'stack',
            children: [
              { type: 'text', text: 'Name {{ item.name }}' },
              { type: 'text', text: '{{ item.name }} is {{ state.status }}' },
              { type: 'no-such-widget', fallback: { type: 'text', text: 'No widget for {{ item.name }}' } },
            ],
          },
        },
        {
          type: 'button',
          text: 'Close all',
          onClick: [{ type: 'set-state', target: 'state.status', value: 'closed' }],
        },
      ],
      {
        state: {
          status: 'open',
          items: [
            { id: 'a', name: 'BDO' },
            { id: 'b', name: 'BPI' },
          ],
        },
      },
    );
    expect(await screen.findByText('Name BDO')).toBeInTheDocument();
    expect(screen.getByText('BPI is open')).toBeInTheDocument();
    expect(screen.getByText('No widget for BDO')).toBeInTheDocument();
    expect(screen.getByText('No widget for BPI')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Close all' }));
    expect(await screen.findByText('BDO is closed')).toBeInTheDocument();
    expect(screen.getByText('BPI is closed')).toBeInTheDocument();
    expect(screen.getByText('Name BPI')).toBeInTheDocument();
    expect(view.warnings.join('\n')).toContain('no-such-widget');
  });

  it('gives its item to the fallback of an item drawn by a widget type the app does not have', async () => {
    renderBody(
      [
        {
          type: 'each',
          items: '{{ state.items }}',
          template: {
            type: 'no-such-widget',
            fallback: { type: 'text', text: 'Fallback for {{ item.name }}' },
          },
        },
      ],
      { state: { items: [{ name: 'BDO' }, { name: 'BPI' }] } },
    );
    expect(await screen.findByText('Fallback for BDO')).toBeInTheDocument();
    expect(screen.getByText('Fallback for BPI')).toBeInTheDocument();
  });

  it('treats a non-list value from the server as empty', async () => {
    renderBody([list], { state: { items: 'not a list' } });
    expect(await screen.findByText('Nothing here')).toBeInTheDocument();
  });

  it('filters by the item under its own name and the store as it is now, and follows the store', async () => {
    renderBody(
      [
        {
          type: 'each',
          items: '{{ state.banks }}',
          as: 'bank',
          key: '{{ bank.code }}',
          where: { or: [{ empty: '{{ bank.kind }}' }, { eq: ['{{ bank.kind }}', '{{ state.kind }}'] }] },
          template: { type: 'text', text: '{{ index }} {{ bank.name }}' },
        },
        {
          type: 'button',
          text: 'E-wallets',
          onClick: [{ type: 'set-state', target: 'state.kind', value: 'wallet' }],
        },
      ],
      {
        state: {
          kind: 'card',
          banks: [
            { code: 'a', name: 'BDO', kind: 'card' },
            { code: 'b', name: 'GCash', kind: 'wallet' },
            { code: 'c', name: 'Any account' },
            { code: 'd', name: 'Maya', kind: 'wallet' },
          ],
        },
      },
    );
    expect(await screen.findByText('0 BDO')).toBeInTheDocument();
    expect(screen.getByText('2 Any account')).toBeInTheDocument();
    expect(screen.queryByText(/GCash|Maya/)).toBeNull();
    await user().click(screen.getByRole('button', { name: 'E-wallets' }));
    expect(await screen.findByText('1 GCash')).toBeInTheDocument();
    expect(screen.getByText('3 Maya')).toBeInTheDocument();
    expect(screen.getByText('2 Any account')).toBeInTheDocument();
    expect(screen.queryByText('0 BDO')).toBeNull();
  });
});

describe('modal', () => {
  it('opens and closes by id, showing its nodes', async () => {
    renderBody([
      {
        type: 'button',
        text: 'Open',
        onClick: [{ type: 'modal', modalId: 'tips', open: true }],
      },
      {
        type: 'modal',
        modalId: 'tips',
        title: 'Kind tips',
        children: [
          { type: 'text', text: 'Bind a bank card to receive the money.' },
          {
            type: 'button',
            text: 'Got it',
            onClick: [{ type: 'modal', modalId: 'tips', open: false }],
          },
        ],
      },
    ]);
    await screen.findByRole('button', { name: 'Open' });
    expect(screen.queryByText('Bind a bank card to receive the money.')).toBeNull();
    await user().click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Kind tips')).toBeInTheDocument();
    await user().click(within(dialog).getByRole('button', { name: 'Got it' }));
    await waitFor(() =>
      expect(screen.queryByText('Bind a bank card to receive the money.')).not.toBeVisible(),
    );
  });
});

describe('validate-form', () => {
  const form = (toast?: boolean) => [
    {
      type: 'picker',
      field: 'bank',
      label: 'Bank',
      options: [{ label: 'BDO Unibank', value: 'BDO' }],
      rules: [{ required: true, message: 'Please choose Bank' }],
    },
    {
      type: 'text-input',
      field: 'account',
      label: 'Account number',
      rules: [{ required: true, message: 'Please enter Account number' }],
    },
    {
      type: 'button',
      text: 'Next',
      onClick: [toast === undefined ? { type: 'validate-form' } : { type: 'validate-form', toast }],
    },
  ];

  it('tells each mistake once, under its field, and moves the focus to the first one', async () => {
    renderBody(form());
    await user().click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter Account number')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText('Please choose Bank')).toHaveLength(1);
    expect(screen.getAllByText('Please enter Account number')).toHaveLength(1);
    expect(screen.queryByRole('status')).toBeNull();
    const bank = screen.getByRole('combobox', { name: 'Bank' });
    expect(bank).toHaveAttribute('aria-invalid', 'true');
    expect(bank).toHaveAccessibleDescription('Please choose Bank');
    await waitFor(() => expect(bank).toHaveFocus());
  });

  it('also shows the first message as a toast when asked to', async () => {
    renderBody(form(true));
    await user().click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Please choose Bank');
  });
});

describe('picker', () => {
  it('is a combobox named by its label, showing its value, and opens from its label', async () => {
    renderBody([
      {
        type: 'picker',
        field: 'bank',
        label: 'Bank',
        placeholder: 'Choose your bank',
        options: [{ label: 'BDO Unibank', value: 'BDO' }],
      },
    ]);
    const opener = await screen.findByRole('combobox', { name: 'Bank' });
    expect(opener).toHaveTextContent('Choose your bank');
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await user().click(screen.getByText('Bank', { selector: 'label' }));
    await user().click(await screen.findByText('Confirm'));
    await waitFor(() => expect(opener).toHaveTextContent('BDO Unibank'));
    expect(opener).toHaveAttribute('aria-expanded', 'false');
  });

  const options = [
    { name: 'BDO Unibank', type: 'BDO' },
    { name: 'Bank of the Philippine Islands', type: 'BPI' },
  ];

  it('matches an initial label to its option and keeps the option value in the form', async () => {
    renderBody(
      [
        {
          type: 'picker',
          field: 'bank',
          label: 'Bank',
          options: '{{ state.banks }}',
          labelKey: 'name',
          valueKey: 'type',
          initial: 'Bank of the Philippine Islands',
        },
        { type: 'text', text: 'Chosen: {{ form.bank }}' },
      ],
      { state: { banks: options } },
    );
    expect(await screen.findByText('Chosen: BPI')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Bank' })).toHaveTextContent(
      'Bank of the Philippine Islands',
    );
  });

  it('shows its placeholder when the initial value matches no option, and its rule message on validation', async () => {
    renderBody(
      [
        {
          type: 'picker',
          field: 'bank',
          label: 'Bank',
          placeholder: 'Please choose',
          options: '{{ state.banks }}',
          labelKey: 'name',
          valueKey: 'type',
          initial: 'Unknown bank',
          rules: [{ required: true, message: 'Please choose Bank' }],
        },
        { type: 'button', text: 'Next', onClick: [{ type: 'validate-form' }] },
      ],
      { state: { banks: options } },
    );
    expect(await screen.findByText('Please choose')).toBeInTheDocument();
    await user().click(screen.getByRole('button', { name: 'Next' }));
    expect((await screen.findAllByText('Please choose Bank')).length).toBeGreaterThan(0);
  });

  it('shows the label of a numeric option the form holds as text (a value restored after a reload)', async () => {
    renderBody(
      [
        {
          type: 'picker',
          field: 'day',
          label: 'Repayment day',
          placeholder: 'Choose a day',
          options: [
            { label: 'First', value: 1 },
            { label: 'Second', value: 2 },
          ],
          initial: '2',
        },
      ],
      {},
    );
    expect(await screen.findByRole('combobox', { name: 'Repayment day' })).toHaveTextContent('Second');
    expect(screen.queryByText('Choose a day')).not.toBeInTheDocument();
  });
});

describe('text-input', () => {
  it('takes its format from a binding: phone keeps 11 digits, anything unknown is text', async () => {
    renderBody(
      [
        {
          type: 'each',
          items: '{{ state.items }}',
          key: '{{ item.code }}',
          template: {
            type: 'text-input',
            field: '{{ item.code }}',
            label: '{{ item.title }}',
            format: "{{ item.inputType | eq:'phone' | pick:'phone':'digits' }}",
          },
        },
        { type: 'text-input', field: 'note', label: 'Note', format: '{{ state.noFormat }}' },
        { type: 'text', text: 'Raw: {{ form.wallet }}' },
      ],
      {
        state: {
          items: [
            { code: 'wallet', title: 'Wallet number', inputType: 'phone' },
            { code: 'account', title: 'Account', inputType: 'number' },
          ],
        },
      },
    );
    const wallet = await screen.findByLabelText('Wallet number');
    await user().type(wallet, '09171234567890');
    expect(wallet).toHaveValue('091 7123 4567');
    expect(await screen.findByText('Raw: 09171234567')).toBeInTheDocument();
    const account = screen.getByLabelText('Account');
    await user().type(account, '12a34567890123');
    expect(account).toHaveValue('1234567890123');
    const note = screen.getByLabelText('Note');
    await user().type(note, 'a1 b');
    expect(note).toHaveValue('a1 b');
  });

  it('keeps the raw phone digits in the form and shows them grouped 3-4-4, at most 11', async () => {
    renderBody([
      { type: 'text-input', field: 'mobile', label: 'Mobile number', format: 'phone' },
      { type: 'text', text: 'Raw: {{ form.mobile }}' },
    ]);
    const input = await screen.findByLabelText('Mobile number');
    await user().type(input, '0917a1234567899');
    expect(input).toHaveValue('091 7123 4567');
    expect(screen.getByText('Raw: 09171234567')).toBeInTheDocument();
  });

  it('follows its disabled condition', async () => {
    renderBody(
      [
        { type: 'text-input', field: 'code', label: 'Code', disabled: '{{ state.locked }}' },
        {
          type: 'button',
          text: 'Unlock',
          onClick: [{ type: 'set-state', target: 'state.locked', value: false }],
        },
      ],
      { state: { locked: true } },
    );
    const input = await screen.findByLabelText('Code');
    expect(input).toBeDisabled();
    await user().click(screen.getByRole('button', { name: 'Unlock' }));
    await waitFor(() => expect(input).toBeEnabled());
  });

  /** Types `keys` into the first phone input in the task that shows it, before anything after the commit runs. */
  function typeAsSoonAsShown(keys: string): Promise<void> {
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    return whenShown('input[inputmode="tel"]', (input) => {
      for (const key of keys) {
        setValue.call(input, `${input.value}${key}`);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
    });
  }

  it('hears every key typed as soon as it appears, on a screen whose data comes after it opens', async () => {
    // As when a borrower types at once on a slow phone: the keys come in the task that shows the field.
    const typed = typeAsSoonAsShown('0917');
    const view = renderScreen('/register?id=7&templateId=1&deviceId=dev-9');
    await typed;
    await waitFor(() => expect(screen.getByLabelText('Phone number')).toHaveValue('091 7'));
    expect(view.store.getState().forms.register?.values.phone).toBe('0917');
  });

  it('hears every key typed as soon as it appears, on a screen drawn at once', async () => {
    const typed = typeAsSoonAsShown('0917');
    const view = renderBody([
      { type: 'text-input', field: 'mobile', label: 'Mobile number', format: 'phone' },
    ]);
    await typed;
    await waitFor(() => expect(screen.getByLabelText('Mobile number')).toHaveValue('091 7'));
    expect(view.store.getState().forms['widget-test']?.values.mobile).toBe('0917');
  });
});

describe('a prefilled field', () => {
  it('shows its initial value in the commit that draws it, and the form holds the same', async () => {
    // What the input holds when it first appears in the page (before any later render could fill it).
    const first = whenShown('input.w-input-control', (input) => input.value);
    const view = renderBody(
      [{ type: 'text-input', field: 'device', label: 'Device id', initial: '{{ session.deviceId }}' }],
      {},
      '/widget-test?deviceId=dev-1',
    );
    expect(await first).toBe('dev-1');
    await waitFor(() => expect(view.store.getState().forms['widget-test']?.values.device).toBe('dev-1'));
    expect(screen.getByLabelText('Device id')).toHaveValue('dev-1');
  });
});

describe('the loading label of a screen', () => {
  const screenWithData = {
    loading: 'loading...',
    sources: [{ id: 'bank', endpoint: 'cardInit', params: { product_id: '1' } }],
  };

  it('shows while the data loads and goes when the screen is filled', async () => {
    mock.useScenario('slow');
    mock.backend.state.delayMs = 300;
    renderBody([{ type: 'text', text: 'Items: {{ data.bank.items | length }}' }], screenWithData);
    expect(await screen.findByText('loading...')).toBeInTheDocument();
    expect(await screen.findByText(/^Items: \d+$/, {}, { timeout: 3000 })).toBeInTheDocument();
    expect(screen.queryByText('loading...')).toBeNull();
  });

  it('never shows when the data is there at once', async () => {
    const view = renderBody([{ type: 'text', text: 'Ready' }], { loading: 'loading...' });
    const labels: number[] = [];
    view.store.subscribe(() => labels.push(Object.keys(view.store.getState().ui.loading).length));
    expect(await screen.findByText('Ready')).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(labels.filter((n) => n > 0)).toEqual([]);
    expect(screen.queryByText('loading...')).toBeNull();
  });
});

describe('field rules', () => {
  it('registers a field again when its rules change, and not when a render resolves the same rules', async () => {
    const tabs = (bind: string, label: string, keys: string[]) => ({
      type: 'tabs',
      bind,
      label,
      tabs: keys.map((key) => ({ key, title: key })),
    });
    const view = renderBody(
      [
        tabs('state.kind', 'Kind', ['card', 'wallet']),
        tabs('state.what', 'Name', ['number', 'code']),
        {
          type: 'text-input',
          field: 'account',
          label: 'Account',
          placeholder: 'Your {{ state.kind }}',
          rules: [{ required: true, message: 'Please enter your {{ state.what }}' }],
        },
        { type: 'button', text: 'Next', onClick: [{ type: 'validate-form' }] },
      ],
      { state: { kind: 'card', what: 'number' } },
    );
    const input = await screen.findByLabelText('Account');
    const registrations: unknown[] = [];
    const dispatch = view.store.dispatch;
    view.store.dispatch = ((action: { type: string; payload: unknown }) => {
      if (action.type === 'forms/fieldsRegistered') registrations.push(action.payload);
      return dispatch(action);
    }) as typeof dispatch;
    // The placeholder changes: the field renders again with its rules resolved anew, the same rules.
    await user().click(screen.getByRole('tab', { name: 'wallet' }));
    await waitFor(() => expect(input).toHaveAttribute('placeholder', 'Your wallet'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(registrations).toEqual([]);
    // The rule's message changes: the field is registered with it, and validation shows it.
    await user().click(screen.getByRole('tab', { name: 'code' }));
    await user().click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please enter your code')).toBeInTheDocument();
    expect(registrations).toHaveLength(1);
  });
});

describe('idempotent calls', () => {
  const pay = {
    type: 'button',
    text: 'Pay',
    onClick: [
      {
        type: 'call',
        endpoint: 'repaymentConfirm',
        params: { repayRecordId: 'R1', code: '123456' },
        idempotent: true,
      },
    ],
  };
  const keysSent = () =>
    mock.requestsTo('repaymentConfirm').map((r) => r.headers['idempotency-key'] as string | undefined);

  it('reuses the key when the same payment is retried after a network failure, and takes a new one after an answer', async () => {
    mock.useScenario('network-down');
    renderBody([pay]);
    const button = await screen.findByRole('button', { name: 'Pay' });
    await user().click(button);
    await waitFor(() => expect(button).toBeEnabled());
    await user().click(button);
    await waitFor(() => expect(keysSent()).toHaveLength(2));
    const [first, retry] = keysSent();
    expect(first).toMatch(/^[\w-]{16,}$/);
    expect(retry).toBe(first);

    delete mock.backend.state.forced.all;
    await waitFor(() => expect(button).toBeEnabled());
    await user().click(button);
    await waitFor(() => expect(keysSent()).toHaveLength(3));
    await waitFor(() => expect(button).toBeEnabled());
    await user().click(button);
    await waitFor(() => expect(keysSent()).toHaveLength(4));
    const [, , answered, next] = keysSent();
    expect(answered).toBe(first);
    expect(next).not.toBe(first);
  });
});

describe('money buttons', () => {
  for (const [label, amount, enabled] of [
    ['a positive amount', 150000, true],
    ['a numeric string', '150000', true],
    ['zero', 0, false],
    ['a missing amount', undefined, false],
    ['null', null, false],
    ['text', 'abc', false],
    ['a negative amount', -5, false],
  ] as const) {
    it(`with ${label} is ${enabled ? 'enabled' : 'disabled'}`, async () => {
      renderBody([{ type: 'button', text: 'Payment', amount: '{{ state.amount }}' }], {
        state: amount === undefined ? {} : { amount },
      });
      const button = await screen.findByRole('button', { name: 'Payment' });
      if (enabled) expect(button).toBeEnabled();
      else expect(button).toBeDisabled();
    });
  }
});
