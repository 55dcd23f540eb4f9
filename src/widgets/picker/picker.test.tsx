/** The picker widget: a combobox that opens a wheel of options. */
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { renderBody, setUpMockBackend, user } from '../../../tests/screens/render-screen';

setUpMockBackend();

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
