import { describe, expect, it } from 'vitest';
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
});
