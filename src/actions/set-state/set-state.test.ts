import { describe, expect, it, vi } from 'vitest';
import { fakePorts, testSession } from '../../../tests/session';
import type { ActionDescriptor } from '../../schema/base';

describe('set-state', () => {
  it('writes a value, bindings resolved, to screen state and to the flow, one target or several', async () => {
    const session = testSession('bind-bank', fakePorts());
    session.write('state.kind', 'wallet');
    await session.run([
      { type: 'set-state', target: 'state.tab', value: '{{ state.kind }}' } as ActionDescriptor,
      {
        type: 'set-state',
        values: { 'state.agreed': true, 'flow.bank': { code: 'BDO' } },
      } as ActionDescriptor,
    ]);
    expect(session.resolve('{{ state.tab }}')).toBe('wallet');
    expect(session.resolve('{{ state.agreed }}')).toBe(true);
    expect(session.resolve('{{ flow.bank.code }}')).toBe('BDO');
  });

  it('writes the moment it runs at each target of now, after the value it writes (a receipt and its time)', async () => {
    vi.useFakeTimers({ now: new Date(2026, 11, 2, 9, 5, 7) });
    try {
      const session = testSession('pay-way', fakePorts());
      await session.run([
        {
          type: 'set-state',
          target: 'flow.receipt',
          value: { reference: 'R1', amount: 545000 },
          now: ['flow.receipt.time'],
        } as ActionDescriptor,
      ]);
      expect(session.resolve('{{ flow.receipt }}')).toEqual({
        reference: 'R1',
        amount: 545000,
        time: '2026-12-02 09:05:07',
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
