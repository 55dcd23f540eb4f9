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

/**
 * The closest known name, when it is close enough to be a likely typo, or else the one known name
 * that the name is the start of, or that starts it (`validate` for `validate-form`, `equals` for `eq`).
 */
export function suggest(name: string, known: Iterable<string>): string | undefined {
  let best: string | undefined;
  let bestScore = Infinity;
  const names = [...known];
  const lower = name.toLowerCase();
  // Of two names as close, the one sharing the longer start (`ne`, not `eq`, for `neq`).
  const shared = (k: string) => {
    let n = 0;
    while (n < k.length && k[n]!.toLowerCase() === lower[n]) n += 1;
    return n;
  };
  for (const k of names) {
    const d = distance(name, k);
    if (d < bestScore || (d === bestScore && best !== undefined && shared(k) > shared(best))) {
      best = k;
      bestScore = d;
    }
  }
  if (best !== undefined && bestScore <= Math.max(2, Math.floor(name.length / 3))) return best;
  const started = names.filter((k) => {
    const l = k.toLowerCase();
    return l.length >= 2 && lower.length >= 2 && (l.startsWith(lower) || lower.startsWith(l));
  });
  return started.length === 1 ? started[0] : undefined;
}

/** " (did you mean 'x'?)" or "". */
export function didYouMean(name: string, known: Iterable<string>): string {
  const s = suggest(name, known);
  return s ? ` (did you mean '${s}'?)` : '';
}
