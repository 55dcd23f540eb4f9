/** What the size check leaves out of a route's first load: what the page first asked for once its reports had started. */
import { describe, expect, it } from 'vitest';
import { firstAskedAfter } from './loaded';

describe('firstAskedAfter', () => {
  it('takes the files first asked for once the reports started, and keeps those asked for before', () => {
    const entries = [
      { file: 'assets/shell.js', at: 120 },
      { file: 'assets/popup.js', at: 4_900 },
      { file: 'assets/reports.js', at: 5_010 },
      { file: 'assets/web-vitals.js', at: 5_200 },
      // Asked for again after the mark (a second fetch): it was part of the first load all the same.
      { file: 'assets/popup.js', at: 6_000 },
    ];
    expect([...firstAskedAfter(entries, 5_000)].sort()).toEqual([
      'assets/reports.js',
      'assets/web-vitals.js',
    ]);
  });

  it('leaves nothing out when the reports never started', () => {
    expect(firstAskedAfter([{ file: 'assets/reports.js', at: 9_000 }], undefined).size).toBe(0);
  });
});
