/** The problems of the edited file: each at its line (a click puts the cursor there), in plain words, the JSON path after. */
export interface ListedProblem {
  line?: number;
  path: string;
  message: string;
}

const problemButton = {
  border: 0,
  background: 'none',
  padding: 0,
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
} as const;

export function ProblemsList({
  problems,
  onReveal,
}: {
  problems: readonly ListedProblem[];
  onReveal: (line: number) => void;
}) {
  return (
    <>
      <h2 style={{ fontSize: 14 }}>{problems.length ? `${problems.length} problem(s)` : 'No problems'}</h2>
      <ul aria-label="Problems" style={{ color: '#b42318', paddingLeft: 0, listStyle: 'none' }}>
        {problems.map((p, i) => {
          const where = (
            <>
              {p.line ? `line ${p.line}: ` : ''}
              {p.message}
              {p.path ? (
                <>
                  {' '}
                  <code style={{ color: '#666' }}>{p.path}</code>
                </>
              ) : null}
            </>
          );
          return (
            <li key={i}>
              {p.line ? (
                <button type="button" onClick={() => onReveal(p.line!)} style={problemButton}>
                  {where}
                </button>
              ) : (
                where
              )}
            </li>
          );
        })}
      </ul>
    </>
  );
}
