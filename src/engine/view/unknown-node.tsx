/**
 * Stands in for a node whose widget cannot be drawn: its type is one the widget registry does not know
 * (a descriptor taken as checked, a newer release than the app), or its code is not there. It reports
 * the node once, after it is drawn (drawing itself has no side effect, however often React draws it),
 * and shows the node's fallback, or nothing.
 */
import { useEffect, type ReactNode } from 'react';
import type { ReporterPort } from '../ports';

export interface UnknownNodeProps {
  /** The widget type that cannot be drawn. */
  type: string;
  /** The node's JSON path in its file, for the report. */
  path: string;
  screen: string;
  reporter: ReporterPort;
  /** The node's fallback, drawn in its place (nothing when it has none). */
  children?: ReactNode;
}

export function UnknownNode({ type, path, screen, reporter, children }: UnknownNodeProps) {
  useEffect(() => {
    reporter.warn({ code: 'widget-not-loaded', message: `widget '${type}' is not available`, path, screen });
  }, [reporter, type, path, screen]);
  return children ?? null;
}
