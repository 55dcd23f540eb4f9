/** A screen session on hand-made ports, for tests of actions without React. */
import { ScreenSession } from '../src/engine/session/screen-session';
import type { SessionPorts } from '../src/engine/session/ports';

/** A visit of screen `screen` (no body, no sources) with the given ports. */
export function testSession(screen: string, ports: SessionPorts): ScreenSession {
  return new ScreenSession(ports, { id: screen, body: [] });
}
