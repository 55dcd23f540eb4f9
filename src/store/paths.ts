/** Immutable helpers to write a value at a path in plain JSON state. */
export function setIn<T extends Record<string, unknown>>(
  target: T,
  path: readonly string[],
  value: unknown,
): T {
  if (path.length === 0) return (value && typeof value === 'object' ? value : target) as T;
  const [head, ...rest] = path as [string, ...string[]];
  const current = (target as Record<string, unknown>)[head];
  const child =
    rest.length === 0
      ? value
      : setIn(
          (current && typeof current === 'object' ? current : {}) as Record<string, unknown>,
          rest,
          value,
        );
  if (Array.isArray(target)) {
    const copy = [...target];
    copy[Number(head)] = child;
    return copy as unknown as T;
  }
  return { ...target, [head]: child };
}
