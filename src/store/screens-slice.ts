/** Per-screen state: the screen's own state values, the data its sources loaded, and its load status. */
import { createSlice, isDraft, original, type PayloadAction } from '@reduxjs/toolkit';
import { setIn } from './paths';

export type ScreenStatus = 'loading' | 'ready' | 'error';

export interface ScreenSlot {
  state: Record<string, unknown>;
  data: Record<string, unknown>;
  status: ScreenStatus;
  /** The message shown on the error screen. */
  message?: string;
}

export type ScreensState = Record<string, ScreenSlot>;

const empty = (): ScreenSlot => ({ state: {}, data: {}, status: 'loading' });

export const screensSlice = createSlice({
  name: 'screens',
  initialState: {} as ScreensState,
  reducers: {
    /** A screen opened: its state starts from the descriptor's defaults, keeping values that survived a reload. */
    entered(s, a: PayloadAction<{ screen: string; defaults: Record<string, unknown> }>) {
      const slot = (s[a.payload.screen] ??= empty());
      slot.state = { ...a.payload.defaults, ...slot.state };
      slot.status = 'loading';
      delete slot.message;
    },
    loaded(s, a: PayloadAction<{ screen: string; data: Record<string, unknown> }>) {
      const slot = (s[a.payload.screen] ??= empty());
      // Frozen as it comes in: the draft library then takes the server's data as it is, instead of
      // walking every item of a long list for drafts it cannot hold.
      const before = isDraft(slot) ? original(slot)?.data : slot.data;
      slot.data = Object.freeze({ ...before, ...a.payload.data });
      slot.status = 'ready';
      delete slot.message;
    },
    failed(s, a: PayloadAction<{ screen: string; message: string }>) {
      const slot = (s[a.payload.screen] ??= empty());
      slot.status = 'error';
      slot.message = a.payload.message;
    },
    stateChanged(s, a: PayloadAction<{ screen: string; path: string[]; value: unknown }>) {
      const slot = (s[a.payload.screen] ??= empty());
      slot.state = setIn(slot.state, a.payload.path, a.payload.value);
    },
    dataChanged(s, a: PayloadAction<{ screen: string; path: string[]; value: unknown }>) {
      const slot = (s[a.payload.screen] ??= empty());
      slot.data = setIn(slot.data, a.payload.path, a.payload.value);
    },
    stateReset(s, a: PayloadAction<{ screen: string; defaults: Record<string, unknown> }>) {
      const slot = (s[a.payload.screen] ??= empty());
      slot.state = { ...a.payload.defaults };
    },
  },
});
