import { describe, expect, it } from 'vitest';
import { bridgeMessageTypes, isBridgeMessageType } from './message-types';

describe('bridgeMessageTypes', () => {
  it('lists exactly the message types of the native contract', () => {
    expect(bridgeMessageTypes).toEqual([
      'to',
      'closeWebview',
      'toHome',
      'toMine',
      'offToLogin',
      'callTelephone',
      'toRate',
      'confirmBurialPoint',
      'startBank',
      'endBank',
      'toProductDetail',
    ]);
    expect(isBridgeMessageType('toHome')).toBe(true);
    expect(isBridgeMessageType('back')).toBe(false);
    expect(isBridgeMessageType(42)).toBe(false);
  });
});
