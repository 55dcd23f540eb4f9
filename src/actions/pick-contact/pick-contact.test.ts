// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakePorts, fakeUi, testSession } from '../../../tests/session';
import type { ActionDescriptor } from '../../schema/base';

const pick = { type: 'pick-contact', target: 'state.contact' } as ActionDescriptor;

describe('pick-contact', () => {
  afterEach(() => void vi.unstubAllGlobals());

  it('writes the contact the borrower chose to its target', async () => {
    const select = vi.fn(async () => [{ name: ['Maria Santos'], tel: ['09171234567', '028123456'] }]);
    vi.stubGlobal('navigator', { ...navigator, contacts: { select } });
    const session = testSession('register', fakePorts());
    expect(await session.run([pick])).toBe(true);
    expect(select).toHaveBeenCalledWith(['name', 'tel'], { multiple: false });
    expect(session.resolve('{{ state.contact }}')).toEqual({ name: 'Maria Santos', tel: '09171234567' });
  });

  it('writes nothing when the borrower closes the list without choosing', async () => {
    vi.stubGlobal('navigator', { ...navigator, contacts: { select: async () => [] } });
    const session = testSession('register', fakePorts());
    expect(await session.run([pick])).toBe(false);
    expect(session.resolve('{{ state.contact }}')).toBeUndefined();
  });

  it('asks the borrower to type the number where the browser cannot pick contacts', async () => {
    vi.stubGlobal('navigator', {});
    const toast = vi.fn();
    const session = testSession('register', fakePorts({ ui: fakeUi({ toast }) }));
    expect(await session.run([pick])).toBe(false);
    expect(toast).toHaveBeenCalledWith('This browser cannot pick contacts. Please type the number instead.', {
      duration: 3000,
    });
  });
});
