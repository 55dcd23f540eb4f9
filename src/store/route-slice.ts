/** Where the borrower is: the current path, hash route and query, and the session's common parameters. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface RouteState {
  path: string;
  hash: string;
  query: Record<string, string>;
  session: Record<string, string>;
}

export const routeSlice = createSlice({
  name: 'route',
  initialState: { path: '/', hash: '', query: {}, session: {} } as RouteState,
  reducers: {
    routeChanged(s, a: PayloadAction<{ path: string; hash: string; query: Record<string, string> }>) {
      s.path = a.payload.path;
      s.hash = a.payload.hash;
      s.query = a.payload.query;
    },
    sessionCaptured(s, a: PayloadAction<Record<string, string>>) {
      s.session = { ...s.session, ...a.payload };
    },
  },
  selectors: {
    selectRoutePath: (route) => route.path,
    /** The current address's query string, as parsed. */
    selectRouteQuery: (route) => route.query,
    /** The session's common parameters (product, order, device, session ids) as the app captured them. */
    selectSession: (route) => route.session,
  },
});
