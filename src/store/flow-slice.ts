/** Flow state: cross-screen drafts, stored results, session flags. Kept in sessionStorage. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { setIn } from './paths';

export type FlowState = Record<string, unknown>;

export const flowSlice = createSlice({
  name: 'flow',
  initialState: {} as FlowState,
  reducers: {
    flowChanged(s, a: PayloadAction<{ path: string[]; value: unknown }>) {
      return setIn(s, a.payload.path, a.payload.value);
    },
    flowCleared(s, a: PayloadAction<{ path: string[] }>) {
      if (a.payload.path.length === 0) return {};
      return setIn(s, a.payload.path, undefined);
    },
  },
  selectors: {
    /** The flow state: what outlives a screen (drafts, stored results, flags). */
    selectFlow: (flow) => flow,
  },
});
