import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderScreen, setUpMockBackend, user } from './render-screen';

const mock = setUpMockBackend();

const SESSION = 'product_id=1&deviceId=dev-9&sessionId=s-1&swift=sw&eyes=ey';

describe('bind-bank screen', () => {
  it('loads the items with product_id, session query and client-two headers, and tells the shell binding started', async () => {
    const view = renderScreen(`/bindBank?${SESSION}`);
    expect(await screen.findByText('Account number')).toBeInTheDocument();
    const init = mock.requests.find((r) => r.path === '/preschool/v3/bind-card/card-init')!;
    expect(init.method).toBe('POST');
    expect(init.query).toMatchObject({ deviceId: 'dev-9', sessionId: 's-1', product_id: '1' });
    expect(init.headers).toMatchObject({ swift: 'sw', eyes: 'ey', 'x-requested-with': 'XMLHttpRequest' });
    expect(init.headers['content-type']).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams(init.body).get('product_id')).toBe('1');
    expect(view.bridge.posted.map((m) => m.type)).toContain('startBank');
    expect(screen.getByRole('tab', { name: 'Bank card' })).toHaveAttribute('aria-selected', 'true');
  });

  it('shows items by card type and hides card-type-1 items of another channel', async () => {
    renderScreen(`/bindBank?${SESSION}`);
    await screen.findByText('Account number');
    expect(screen.queryByText('Branch code')).not.toBeInTheDocument();
    expect(screen.queryByText('E-wallet number')).not.toBeInTheDocument();
    expect(screen.getByText('City')).toBeInTheDocument();
    await user().click(screen.getByRole('tab', { name: 'E-wallet' }));
    expect(await screen.findByText('E-wallet number')).toBeInTheDocument();
    expect(screen.queryByText('Account number')).not.toBeInTheDocument();
    expect(screen.getByText('City')).toBeInTheDocument();
  });

  it('keeps digits only in text inputs', async () => {
    renderScreen(`/bindBank?${SESSION}`);
    const input = await screen.findByLabelText('Account number');
    await user().type(input, '12a-34 5x');
    expect(input).toHaveValue('12345');
  });

  it('checks the form before saving and names each missing field once, under it', async () => {
    renderScreen(`/bindBank?${SESSION}`);
    await screen.findByText('Account number');
    await user().click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Please choose Bank')).toBeInTheDocument();
    for (const message of ['Please choose Bank', 'Please enter Account number', 'Please choose City'])
      expect(screen.getAllByText(message)).toHaveLength(1);
    const bank = screen.getByRole('combobox', { name: 'Bank' });
    expect(bank).toHaveAccessibleDescription('Please choose Bank');
    await waitFor(() => expect(bank).toHaveFocus());
    expect(mock.requests.some((r) => r.path.endsWith('bind-card-new'))).toBe(false);
  });

  it("keeps the e-wallet number to the item's 11 digits (its input type is phone)", async () => {
    renderScreen(`/bindBank?${SESSION}`);
    await user().click(await screen.findByRole('tab', { name: 'E-wallet' }));
    const input = await screen.findByLabelText('E-wallet number');
    expect(input).toHaveAttribute('placeholder', 'Enter the 11-digit number');
    await user().type(input, '09171234567890');
    expect(input).toHaveValue('0917 123 4567');
  });

  it('opens a picker from its label, named by the item title', async () => {
    renderScreen(`/bindBank?${SESSION}`);
    await screen.findByText('Account number');
    const bank = screen.getByRole('combobox', { name: 'Bank' });
    expect(bank).toHaveAttribute('aria-expanded', 'false');
    await user().click(screen.getByText('Bank', { selector: 'label' }));
    expect(await screen.findByText('Confirm')).toBeInTheDocument();
    expect(bank).toHaveAttribute('aria-expanded', 'true');
  });

  async function fillBankCard() {
    const u = user();
    await screen.findByText('Account number');
    await u.click(screen.getByRole('combobox', { name: 'Bank' }));
    await u.click(await screen.findByText('Confirm'));
    await u.type(screen.getByLabelText('Account number'), '0012345678');
    // Each picker's wheel loads on its first tap: wait for its own Confirm to appear.
    await u.click(screen.getByRole('combobox', { name: 'City' }));
    await waitFor(() => expect(screen.getAllByText('Confirm')).toHaveLength(2));
    await u.click(screen.getAllByText('Confirm').at(-1)!);
    await u.click(screen.getByRole('combobox', { name: 'Salary day' }));
    await waitFor(() => expect(screen.getAllByText('Confirm')).toHaveLength(3));
    await u.click(screen.getAllByText('Confirm').at(-1)!);
    return u;
  }

  it('posts one key per visible item with the enum type code, cardType and product_id, then closes the web view', async () => {
    const view = renderScreen(`/bindBank?${SESSION}`);
    const u = await fillBankCard();
    await u.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(view.bridge.posted.map((m) => m.type)).toContain('closeWebview'));
    const save = mock.requests.find((r) => r.path === '/preschool/v3/bind-card/bind-card-new')!;
    const body = Object.fromEntries(new URLSearchParams(save.body));
    expect(body).toEqual({
      bankName: 'BDO',
      bankCardNo: '0012345678',
      city: 'Manila',
      salaryDay: '1',
      cardType: '1',
      product_id: '1',
    });
    expect(save.query).toMatchObject({ deviceId: 'dev-9' });
    expect(mock.backend.state.savedAccounts).toHaveLength(1);
  });

  it('with source=loanDetail saves through bind-card-change and goes to the order page keeping the session', async () => {
    const view = renderScreen(`/bindBank?${SESSION}&source=loanDetail`);
    const u = await fillBankCard();
    await u.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(view.store.getState().route.path).toBe('/loanDetail'));
    expect(mock.requests.some((r) => r.path === '/preschool/v3/bind-card/bind-card-change')).toBe(true);
    expect(mock.requests.some((r) => r.path === '/preschool/v3/bind-card/bind-card-new')).toBe(false);
    expect(view.store.getState().route.query).toMatchObject({
      source: 'loanDetail',
      product_id: '1',
      deviceId: 'dev-9',
    });
    expect(view.bridge.posted.map((m) => m.type)).not.toContain('closeWebview');
  });

  it('shows the server message of a non-zero code and stays on the screen', async () => {
    mock.useScenario('bank-error');
    const view = renderScreen(`/bindBank?${SESSION}`);
    const u = await fillBankCard();
    await u.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('The account number is invalid')).toBeInTheDocument();
    expect(view.bridge.posted.map((m) => m.type)).not.toContain('closeWebview');
    expect(screen.getByLabelText('Account number')).toHaveValue('0012345678');
  });

  it('shows the message and a retry when the items cannot be loaded', async () => {
    mock.useScenario('bank-init-error');
    renderScreen(`/bindBank?${SESSION}`);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(screen.getAllByText('Service is busy, please try again').length).toBeGreaterThan(0);
    expect(screen.queryByText('Account number')).not.toBeInTheDocument();
  });
});
