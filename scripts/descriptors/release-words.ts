/**
 * How a release's signature reads, in `npm run configs:status` and the workbench's Releases panel
 * alike (this module imports nothing, so the browser's panel can use it too).
 */
import type { SignatureState } from './release-status';

export const SIGNATURE_SAID: Readonly<Record<SignatureState, string>> = {
  verified: 'signed with the release key',
  'other-key': 'signed with another key than the release key: phones refuse it',
  unsigned: 'not signed: phones refuse it',
  unchecked: 'signature not checked (no release key in app.json)',
};
