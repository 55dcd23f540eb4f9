/**
 * Uploads under way and failed, by screen and by the widget that holds them, with the target their
 * URLs go to (`flow.complaintDraft.images`). Plain data that lives only as long as its widget: never
 * persisted (an upload does not survive a reload of the web view).
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface UploadReport {
  /** Where the uploaded files' URLs are kept, as a binding names it (`flow.draft.images`). */
  target: string;
  /** Files still on their way. */
  pending: number;
  /** Files that did not arrive and are still shown, to be retried or removed. */
  failed: number;
}

/** Per screen, per widget holding uploads (a widget's own id). */
export type UploadsState = Record<string, Record<string, UploadReport>>;

/** What holds a target back: an upload still on its way, or one that failed. */
export type UploadHold = 'pending' | 'failed';

export const uploadsSlice = createSlice({
  name: 'uploads',
  initialState: {} as UploadsState,
  reducers: {
    /** A widget's uploads as they are now; with none pending or failed, the widget holds nothing. */
    uploadsReported(s, a: PayloadAction<{ screen: string; holder: string } & UploadReport>) {
      const { screen, holder, target, pending, failed } = a.payload;
      if (pending > 0 || failed > 0) (s[screen] ??= {})[holder] = { target, pending, failed };
      else if (s[screen]) {
        delete s[screen][holder];
        if (Object.keys(s[screen]).length === 0) delete s[screen];
      }
    },
  },
});

/** Whether one dotted path lies inside the other (`flow.draft` and `flow.draft.images`, either way). */
function overlaps(read: readonly string[], target: readonly string[]): boolean {
  const n = Math.min(read.length, target.length);
  for (let i = 0; i < n; i++) if (read[i] !== target[i]) return false;
  return n > 0;
}

/**
 * What holds back a read of `paths` (as segments) on `screen`: `pending` while an upload to a target
 * they read is on its way, else `failed` while one did not arrive, else undefined.
 */
export function uploadHold(
  uploads: UploadsState,
  screen: string,
  paths: readonly (readonly string[])[],
): UploadHold | undefined {
  const held = uploads[screen];
  if (!held || paths.length === 0) return undefined;
  let hold: UploadHold | undefined;
  for (const report of Object.values(held)) {
    const target = report.target.split('.').filter(Boolean);
    if (!paths.some((path) => overlaps(path, target))) continue;
    if (report.pending > 0) return 'pending';
    if (report.failed > 0) hold = 'failed';
  }
  return hold;
}
