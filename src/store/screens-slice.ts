/** Per-screen state: the screen's own state values, the data its sources loaded, and its load status. */
import { createAction, createSlice, type PayloadAction, type UnknownAction } from '@reduxjs/toolkit';
import { setIn } from './paths';

export type ScreenStatus = 'loading' | 'ready' | 'error';

export interface ScreenSlot {
  state: Record<string, unknown>;
  data: Record<string, unknown>;
  status: ScreenStatus;
  /** The message shown on the error screen. */
  message?: string;
  /** Why it failed, where the error screen offers what helps: Retry once online, or logging in again. */
  reason?: ScreenFailureReason;
}

export type ScreenFailureReason = 'offline' | 'session-ended';

export type ScreensState = Record<string, ScreenSlot>;

const empty = (): ScreenSlot => ({ state: {}, data: {}, status: 'loading' });

export const screensSlice = createSlice({
  name: 'screens',
  initialState: {} as ScreensState,
  reducers: {
    failed(s, a: PayloadAction<{ screen: string; message: string; reason?: ScreenFailureReason }>) {
      const slot = (s[a.payload.screen] ??= empty());
      slot.status = 'error';
      slot.message = a.payload.message;
      if (a.payload.reason) slot.reason = a.payload.reason;
      else delete slot.reason;
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
  selectors: {
    /** Whether a screen's data is there ('loading' until it has entered). */
    selectScreenStatus: (screens, screen: string): ScreenStatus => screens[screen]?.status ?? 'loading',
    /** The message of a screen whose data could not be loaded. */
    selectScreenMessage: (screens, screen: string): string | undefined => screens[screen]?.message,
    /** Why a screen's data could not be loaded, where the borrower can act on it. */
    selectScreenFailureReason: (screens, screen: string): ScreenFailureReason | undefined =>
      screens[screen]?.reason,
  },
});

/** A screen opened: its state starts from the descriptor's defaults, keeping values that survived a reload. */
const entered = createAction<{ screen: string; defaults: Record<string, unknown> }>('screens/entered');
/** A screen's sources answered: their data, frozen as it comes in, and the screen is ready. */
const loaded = createAction<{ screen: string; data: Record<string, unknown> }>('screens/loaded');

/**
 * The screens reducer. Entering a screen and its data arriving, once per screen opened, are applied
 * by copying the one slot they change: no draft to make and finish on the way into every screen.
 * The server's data is frozen as it comes in and kept as it is, never walked.
 */
export function screensReducer(state: ScreensState | undefined, action: UnknownAction): ScreensState {
  const screens = state ?? screensSlice.getInitialState();
  if (entered.match(action)) {
    const { screen, defaults } = action.payload;
    const slot = screens[screen];
    return {
      ...screens,
      [screen]: { state: { ...defaults, ...slot?.state }, data: slot?.data ?? {}, status: 'loading' },
    };
  }
  if (loaded.match(action)) {
    const { screen, data } = action.payload;
    const slot = screens[screen] ?? empty();
    return {
      ...screens,
      [screen]: { state: slot.state, data: Object.freeze({ ...slot.data, ...data }), status: 'ready' },
    };
  }
  return screensSlice.reducer(state, action);
}

export const screensActions = { ...screensSlice.actions, entered, loaded };
