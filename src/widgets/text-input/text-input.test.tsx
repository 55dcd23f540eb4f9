/** The text-input widget: what the borrower types, as the form holds it. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderBody, renderScreen, setUpMockBackend, user } from '../../../tests/screens/render-screen';

setUpMockBackend();

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
    expect(wallet).toHaveValue('0917 123 4567');
    expect(await screen.findByText('Raw: 09171234567')).toBeInTheDocument();
    const account = screen.getByLabelText('Account');
    await user().type(account, '12a34567890123');
    expect(account).toHaveValue('1234567890123');
    const note = screen.getByLabelText('Note');
    await user().type(note, 'a1 b');
    expect(note).toHaveValue('a1 b');
  });

  it('keeps the raw phone digits in the form and shows them grouped 4-3-4, at most 11', async () => {
    renderBody([
      { type: 'text-input', field: 'mobile', label: 'Mobile number', format: 'phone' },
      { type: 'text', text: 'Raw: {{ form.mobile }}' },
    ]);
    const input = await screen.findByLabelText('Mobile number');
    await user().type(input, '0917a1234567899');
    expect(input).toHaveValue('0917 123 4567');
    expect(screen.getByText('Raw: 09171234567')).toBeInTheDocument();
  });

  it('lets the phone offer an SMS code on a digits field, with a numeric keyboard; nothing by default', async () => {
    renderBody([
      {
        type: 'text-input',
        field: 'verifyCode',
        label: 'Verification code',
        format: 'digits',
        maxLength: 6,
        autocomplete: 'one-time-code',
      },
      { type: 'text-input', field: 'note', label: 'Note' },
    ]);
    const code = await screen.findByLabelText('Verification code');
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(code).toHaveAttribute('inputmode', 'numeric');
    // What the phone offers from the SMS goes in as typed: six digits.
    await user().type(code, '123 4567');
    expect(code).toHaveValue('123456');
    expect(screen.getByLabelText('Note')).toHaveAttribute('autocomplete', 'off');
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
    const typed = typeAsSoonAsShown('09171');
    const view = renderScreen('/register?id=7&templateId=1&deviceId=dev-9');
    await typed;
    await waitFor(() => expect(screen.getByLabelText('Mobile number')).toHaveValue('0917 1'));
    expect(view.store.getState().forms.register?.values.phone).toBe('09171');
  });

  it('hears every key typed as soon as it appears, on a screen drawn at once', async () => {
    const typed = typeAsSoonAsShown('09171');
    const view = renderBody([
      { type: 'text-input', field: 'mobile', label: 'Mobile number', format: 'phone' },
    ]);
    await typed;
    await waitFor(() => expect(screen.getByLabelText('Mobile number')).toHaveValue('0917 1'));
    expect(view.store.getState().forms['widget-test']?.values.mobile).toBe('09171');
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

  it('shows what others write into its field and its error, while keys go into another field', async () => {
    renderBody([
      {
        type: 'text-input',
        field: 'name',
        label: 'Name',
        rules: [{ required: true, message: 'Please enter your name' }],
      },
      { type: 'text-input', field: 'city', label: 'City' },
      { type: 'button', text: 'Check', onClick: [{ type: 'validate-form' }] },
      { type: 'button', text: 'Fill', onClick: [{ type: 'set-state', target: 'form.name', value: 'Ana' }] },
      { type: 'button', text: 'Clear', onClick: [{ type: 'reset-form' }] },
    ]);
    const name = await screen.findByLabelText('Name');
    const city = screen.getByLabelText('City');
    await user().type(city, 'Cebu');
    expect(name).toHaveValue('');
    await user().click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Please enter your name')).toBeInTheDocument();
    // A key in another field changes neither this field's value nor its error.
    await user().type(city, ' City');
    expect(city).toHaveValue('Cebu City');
    expect(screen.getByText('Please enter your name')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    await user().click(screen.getByRole('button', { name: 'Fill' }));
    await waitFor(() => expect(name).toHaveValue('Ana'));
    await user().click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(screen.queryByText('Please enter your name')).not.toBeInTheDocument());
    await user().click(screen.getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(name).toHaveValue(''));
    expect(city).toHaveValue('');
  });
});
