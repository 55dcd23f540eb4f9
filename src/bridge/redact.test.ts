import { describe, expect, it } from 'vitest';
import { redactSession, redactedValue } from './redact';

describe('redactSession', () => {
  it('masks session keys at any depth and leaves other values alone', () => {
    expect(
      redactSession({
        userId: 'u-1',
        event: 'click',
        nested: {
          sessionId: 's-1',
          list: [{ mobilePhone: '0917', amount: 500 }],
        },
      }),
    ).toEqual({
      userId: redactedValue,
      event: 'click',
      nested: {
        sessionId: redactedValue,
        list: [{ mobilePhone: redactedValue, amount: 500 }],
      },
    });
  });

  it('masks session parameters inside URLs', () => {
    expect(redactSession('/loanDetail?orderId=42&userId=u-1&tab=plan#sessionId=s-1')).toBe(
      `/loanDetail?orderId=${redactedValue}&userId=${redactedValue}&tab=plan#sessionId=${redactedValue}`,
    );
  });

  it('does not mask a parameter whose name merely ends like a session key', () => {
    expect(redactSession('/x?bankUserId=7')).toBe('/x?bankUserId=7');
  });

  it('passes primitives through and survives cycles', () => {
    expect(redactSession(7)).toBe(7);
    expect(redactSession(undefined)).toBeUndefined();
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = cyclic;
    expect(redactSession(cyclic)).toEqual({ a: 1, self: '[circular]' });
  });
});
