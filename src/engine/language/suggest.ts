/** "Did you mean" for misspelt names. */
function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = row[j]!;
      row[j] = Math.min(
        row[j]! + 1,
        row[j - 1]! + 1,
        prev + (a[i - 1]!.toLowerCase() === b[j - 1]!.toLowerCase() ? 0 : 1),
      );
      prev = tmp;
    }
  }
  return row[b.length]!;
}

/** The closest known name, when it is close enough to be a likely typo. */
export function suggest(name: string, known: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  for (const k of known) {
    const d = distance(name, k);
    if (d < bestScore) {
      best = k;
      bestScore = d;
    }
  }
  return best !== undefined && bestScore <= Math.max(2, Math.floor(name.length / 3)) ? best : undefined;
}

/** " (did you mean 'x'?)" or "". */
export function didYouMean(name: string, known: Iterable<string>): string {
  const s = suggest(name, known);
  return s ? ` (did you mean '${s}'?)` : '';
}
