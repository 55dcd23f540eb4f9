/** A screen that cannot be shown at all (its shell is invalid, or there is no such screen), with the problems found. */
import type { Problem } from './validate';

export class ScreenLoadError extends Error {
  constructor(
    message: string,
    readonly problems: Problem[] = [],
  ) {
    super(message);
  }
}
