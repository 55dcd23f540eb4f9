/** es-check's Node API as scripts/floor calls it (the package ships no types). */
declare module 'es-check' {
  export function runChecks(configs: Record<string, unknown>[]): {
    success: boolean;
    errors: { file: string; err: Error }[];
  };
}
