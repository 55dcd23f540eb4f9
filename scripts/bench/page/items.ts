/** The bank screen's server items for the benchmark: the real item kinds, repeated to `n` items. */
export interface BenchItem {
  code: string;
  title: string;
  subtitle: string;
  cate: 'text' | 'enum' | 'day';
  cardTypeMi: number;
  note?: { name: string; type: string }[];
}

const banks = [
  { name: 'BDO Unibank', type: 'BDO' },
  { name: 'Metrobank', type: 'MBT' },
  { name: 'Land Bank', type: 'LBP' },
];

/** Seven in ten items are text inputs, two are option pickers, one a day picker; all shown for bank cards. */
export function benchItems(n: number): BenchItem[] {
  return Array.from({ length: n }, (_, i): BenchItem => {
    const kind = i % 10;
    if (kind === 3 || kind === 7)
      return {
        code: `f${i}`,
        title: `Bank ${i}`,
        subtitle: 'Choose your bank',
        cate: 'enum',
        cardTypeMi: 0,
        note: banks,
      };
    if (kind === 9)
      return {
        code: `f${i}`,
        title: `Salary day ${i}`,
        subtitle: 'Choose the day',
        cate: 'day',
        cardTypeMi: 0,
      };
    return {
      code: `f${i}`,
      title: `Account number ${i}`,
      subtitle: 'Enter digits',
      cate: 'text',
      cardTypeMi: 0,
    };
  });
}
