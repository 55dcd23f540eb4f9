/**
 * The workbench's list of a file's problems: each with its line (or the line a JSON parser's message
 * names) and JSON path, and, where it has a line, a button that takes the editor's cursor there.
 */
import type { Problem } from '../engine/load/validate';

/** A problem as the workbench lists it: where the editor may show it too. */
export type ListedProblem = Problem & { line?: number };

/** The line a JSON parser's message names ("… (line 5 column 3)"), for a problem without a path. */
const lineInMessage = (message: string) => {
  const line = /\(line (\d+) column \d+\)/.exec(message)?.[1];
  return line ? Number(line) : undefined;
};

/** The problems with the line each is on, where one is known. */
export const withLines = (problems: readonly ListedProblem[]): ListedProblem[] =>
  problems.map((p) => ({ ...p, line: p.line ?? lineInMessage(p.message) }));

const problemButton = {
  border: 0,
  background: 'none',
  padding: 0,
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
} as const;

export function ProblemList({
  problems,
  reveal,
}: {
  problems: readonly ListedProblem[];
  /** Takes the editor's cursor to a line. */
  reveal(line: number): void;
}) {
  return (
    <ul aria-label="Problems" style={{ color: '#b42318', paddingLeft: 0, listStyle: 'none' }}>
      {problems.map((p, i) => {
        const where = (
          <>
            {p.line ? `line ${p.line}, ` : ''}
            <code>{p.path || '/'}</code>: {p.message}
          </>
        );
        return (
          <li key={i}>
            {p.line ? (
              <button type="button" onClick={() => reveal(p.line!)} style={problemButton}>
                {where}
              </button>
            ) : (
              where
            )}
          </li>
        );
      })}
    </ul>
  );
}
