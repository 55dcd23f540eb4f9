/**
 * What a release folder's status is and how its signature reads, in `npm run configs:status` and the
 * workbench's Releases panel alike (scripts/descriptors/release-status.ts reads the folder; this
 * module imports nothing, so the browser's panel can use it too).
 */

export type SignatureState = 'verified' | 'other-key' | 'unsigned' | 'unchecked';

/** One release as its manifest file says it. */
export interface ReleaseSummary {
  releaseId: string;
  createdAt: string | null;
  /** When phones stop taking its manifest, where it has an expiry (releases made before expiries have none). */
  expiresAt: string | null;
  /** The release's number (phones refuse one below the newest they used), where the manifest has one. */
  number: number | null;
  /**
   * Its signature against the release key phones verify with: `verified`, `other-key` (phones refuse
   * it), `unsigned` (phones refuse it), or `unchecked` when there is no release key to verify with.
   */
  signature: SignatureState;
  /** A rollback: the earlier release whose content it publishes again. */
  contentOf: string | null;
  /** Share of devices (0–100) that take it; null for every device. */
  rollout: number | null;
  appVersions: { min: string | null; max: string | null };
  previous: string | null;
  screens: Record<string, string>;
  fragments: Record<string, string>;
  /** Each language's catalogues it carries (none: phones translate it with their bundled ones). */
  catalogues: Record<string, { screens: Record<string, string>; fragments: Record<string, string> }>;
}

/** One change of copy: where, what it said before, what it says now. */
export interface CopyChange {
  /** What the copy belongs to, in words ("The button "Next""), the prop, and its JSON path. */
  subject: string;
  prop: string;
  path: string;
  before: string | null;
  after: string | null;
}

export interface DescriptorChange {
  /** A screen, a fragment, or a language's catalogue of one (`fil/about-us`, `fil/fragments/detail-rows`). */
  kind: 'screen' | 'fragment' | 'catalogue';
  id: string;
  change: 'added' | 'removed' | 'changed';
  copy: CopyChange[];
  /** Changes that are not copy: layout, actions, data, conditions. */
  otherChanges: number;
}

export interface ReleaseDiff {
  /** The release compared against, or null for the first. */
  against: string | null;
  changes: DescriptorChange[];
}

export interface ReleaseStatus {
  folder: string;
  live: ReleaseSummary | null;
  /** Every release in the folder, newest first. */
  history: ReleaseSummary[];
  /** What the live release changed against the release before it. */
  diff: ReleaseDiff | null;
  /** Files that could not be read, each with why. */
  unreadable: string[];
}

export const SIGNATURE_SAID: Readonly<Record<SignatureState, string>> = {
  verified: 'signed with the release key',
  'other-key': 'signed with another key than the release key: phones refuse it',
  unsigned: 'not signed: phones refuse it',
  unchecked: 'signature not checked (no release key in app.json)',
};
