/** One stateful fake backend: what a borrower saves is what later calls return. */
export interface BankItem {
  code: string;
  title: string;
  subtitle?: string;
  cate: 'text' | 'city' | 'day' | 'enum';
  value?: string;
  note?: { name: string; type: string | number }[];
  cardTypeMi?: number;
  channelNumber?: number;
  inputType?: string;
}

export interface BackendState {
  scenario: string;
  bankItems: BankItem[];
  savedAccounts: Record<string, string>[];
}

export function defaultBankItems(): BankItem[] {
  return [
    {
      code: 'bankName',
      title: 'Bank',
      subtitle: 'Choose your bank',
      cate: 'enum',
      cardTypeMi: 1,
      channelNumber: 90006,
      note: [
        { name: 'BDO Unibank', type: 'BDO' },
        { name: 'Metrobank', type: 'MBT' },
        { name: 'Land Bank', type: 'LBP' },
      ],
    },
    {
      code: 'bankCardNo',
      title: 'Account number',
      subtitle: 'Enter your account number',
      cate: 'text',
      cardTypeMi: 1,
      channelNumber: 90006,
      inputType: 'number',
    },
    {
      code: 'branchCode',
      title: 'Branch code',
      subtitle: 'Enter the branch code',
      cate: 'text',
      cardTypeMi: 1,
      channelNumber: 90007,
      inputType: 'number',
    },
    {
      code: 'walletName',
      title: 'E-wallet',
      subtitle: 'Choose your e-wallet',
      cate: 'enum',
      cardTypeMi: 2,
      note: [
        { name: 'GCash', type: 'GCASH' },
        { name: 'Maya', type: 'MAYA' },
      ],
    },
    {
      code: 'walletPhone',
      title: 'E-wallet number',
      subtitle: 'Enter the 11-digit number',
      cate: 'text',
      cardTypeMi: 2,
      inputType: 'phone',
    },
    {
      code: 'city',
      title: 'City',
      subtitle: 'Choose your city',
      cate: 'city',
      cardTypeMi: 0,
      note: [
        { name: 'Manila', type: 'MNL' },
        { name: 'Quezon City', type: 'QZN' },
        { name: 'Cebu City', type: 'CEB' },
      ],
    },
    { code: 'salaryDay', title: 'Salary day', subtitle: 'Choose the day of the month', cate: 'day' },
  ];
}

export function createBackend(scenario = 'default') {
  const state: BackendState = { scenario, bankItems: defaultBankItems(), savedAccounts: [] };
  if (scenario === 'bank-empty') state.bankItems = [];
  return {
    state,
    saveAccount(values: Record<string, string>) {
      state.savedAccounts.push(values);
      for (const item of state.bankItems) {
        if (values[item.code] === undefined) continue;
        const option = item.note?.find((o) => String(o.type) === values[item.code]);
        item.value = option && item.cate === 'enum' ? option.name : values[item.code];
      }
    },
    snapshot: () => JSON.stringify(state),
    restore(text: string) {
      Object.assign(state, JSON.parse(text) as BackendState);
    },
  };
}

export type Backend = ReturnType<typeof createBackend>;
