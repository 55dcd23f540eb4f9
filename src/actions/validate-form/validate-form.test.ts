// @vitest-environment jsdom
/** The validate-form action on a screen: each mistake told once, under its field. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderBody, setUpMockBackend, user } from '../../../tests/screens/render-screen';

setUpMockBackend();

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
