/** The problems the descriptor checker reports. */
import type { Problem } from '../load/validate';

/** One problem of a descriptor: where (JSON path), what and how to fix it (a did-you-mean where one fits). */
export interface CheckProblem extends Problem {
  level: 'error' | 'warning';
  /** Set when the problem lies in a fragment (found while checking a screen that includes it). */
  fragment?: string;
  /**
   * For a fragment's problem found through one screen: the same problem found through other screens
   * (same fragment, path and key) can be reported once, naming them all.
   */
  through?: { key: string; screens: string[]; message: (screens: readonly string[]) => string };
}
