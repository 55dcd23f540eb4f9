import { describe, expect, it } from 'vitest';
import { fakePorts, testSession } from '../../../tests/session';
import type { ActionDescriptor } from '../../schema/base';

const choose = {
  type: 'if',
  condition: { eq: ['{{ state.kind }}', 'wallet'] },
  then: [{ type: 'set-state', target: 'state.shown', value: 'E-wallet number' }],
  else: [{ type: 'set-state', target: 'state.shown', value: 'Account number' }],
} as ActionDescriptor;

describe('if', () => {
  it('runs then when its condition holds and else when it does not', async () => {
    const session = testSession('bind-bank', fakePorts());
    session.write('state.kind', 'wallet');
    await session.run([choose]);
    expect(session.resolve('{{ state.shown }}')).toBe('E-wallet number');
    session.write('state.kind', 'card');
    await session.run([choose]);
    expect(session.resolve('{{ state.shown }}')).toBe('Account number');
  });

  it('fails when the branch it ran fails, which stops the list', async () => {
    const session = testSession('bind-bank', fakePorts());
    const failing = { type: 'if', condition: true, then: [{ type: 'copy', text: '' }] } as ActionDescriptor;
    const after = { type: 'set-state', target: 'state.after', value: true } as ActionDescriptor;
    expect(await session.run([failing, after])).toBe(false);
    expect(session.resolve('{{ state.after }}')).toBeUndefined();
  });
});
