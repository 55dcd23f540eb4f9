/**
 * The id of a page's served state (a `<script type="application/json">`, never run): on its own, so
 * that the build's scripts, which run outside the app, write the same element the app reads
 * (first-screen.ts).
 */
export const SERVED_STATE_ID = 'served-state';
