/**
 * The message types the native shell understands (docs/contracts.md §6). The schema generator turns this
 * tuple into the enum of the `bridge` action, so a config cannot name a message the shell ignores.
 * Kept free of browser and Vite globals so Node scripts can import it.
 */
export const bridgeMessageTypes = [
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
] as const;

export type BridgeMessageType = (typeof bridgeMessageTypes)[number];

/** True when `value` is one of the message types the native shell understands. */
export function isBridgeMessageType(value: unknown): value is BridgeMessageType {
  return typeof value === 'string' && (bridgeMessageTypes as readonly string[]).includes(value);
}
