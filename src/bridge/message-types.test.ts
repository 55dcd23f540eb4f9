import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bridgeMessageTypes, isBridgeMessageType } from './message-types';

describe('bridgeMessageTypes', () => {
  it('lists exactly the message types of the native contract (docs/contracts.md §6)', () => {
    const contracts = readFileSync(join(import.meta.dirname, '../../docs/contracts.md'), 'utf8');
    const section = contracts.slice(contracts.indexOf('## 6.'), contracts.indexOf('## 7.'));
    // The section names them once, as one back-quoted, comma-separated run.
    const listed = section.match(/where type is one of `([^`]*)`/)![1]!.split(/,\s*/);
    expect(listed).toContain('closeWebview');
    expect(bridgeMessageTypes).toEqual(listed);
    expect(isBridgeMessageType('toHome')).toBe(true);
    expect(isBridgeMessageType('back')).toBe(false);
    expect(isBridgeMessageType(42)).toBe(false);
  });
});
