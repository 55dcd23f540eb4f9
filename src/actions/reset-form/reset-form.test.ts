import { describe, expect, it } from 'vitest';
import { actions, makeStore } from '../../store';
import { fakePorts, testSession } from '../../../tests/session';
import type { ActionDescriptor } from '../../schema/base';

describe('reset-form', () => {
  it("clears the screen's form and the flow drafts it names, and leaves other drafts", async () => {
    const store = makeStore();
    const session = testSession('complain-page', fakePorts({ store }));
    store.dispatch(
      actions.forms.fieldChanged({ screen: 'complain-page', field: 'content', value: 'Late fee' }),
    );
    session.write('flow.complaint', { kind: 'fee' });
    session.write('flow.repayInfo', { amount: 100 });
    await session.run([{ type: 'reset-form', flow: ['complaint'] } as ActionDescriptor]);
    expect(store.getState().forms['complain-page']?.values.content).toBeUndefined();
    expect(session.resolve('{{ flow.complaint }}')).toBeUndefined();
    expect(session.resolve('{{ flow.repayInfo }}')).toEqual({ amount: 100 });
  });
});
