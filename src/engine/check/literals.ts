/**
 * The literal-values pass: what a config writes out in full and the phone would refuse or fail on. A
 * URL (a prop marked `x-url`) passes the app's one http(s) gate, the start of a bound one included; a
 * regular expression (`x-regex`: a rule's pattern) compiles as the engine compiles it.
 */
import type { CheckProblem, LinkGate } from './catalogues';
import type { MarkedString } from './language';

const BINDING = '{{';
/** What stands in for a binding when the literal start of a bound URL is put to the gate. */
const BOUND_PART = 'x';

/** The last step of a JSON path, unescaped: the prop's name. */
const propOf = (path: string) => (path.split('/').pop() ?? '').replace(/~1/g, '/').replace(/~0/g, '~');

/** The fix for what the engine says of a regular expression that does not compile. */
const PATTERN_FIXES: Readonly<Record<string, string>> = {
  'unterminated group': 'close each ( with )',
  'unterminated character class': 'close the [ with ]',
  "unmatched ')'": 'remove the ) or open it with (',
  'nothing to repeat': 'put \\ before a *, + or ? meant as itself',
  '\\ at end of pattern': 'remove the \\ at the end',
  'numbers out of order in {} quantifier': 'write the smaller number first, as in {2,5}',
};

/** Why `pattern` does not compile, in the engine's words, or undefined when it does. */
export function patternProblem(pattern: string): string | undefined {
  try {
    new RegExp(pattern);
    return undefined;
  } catch (error) {
    // "Invalid regular expression: /[0-9/: Unterminated character class" → "unterminated character class".
    const said = (error as Error).message.split(': ').pop() ?? '';
    return said.charAt(0).toLowerCase() + said.slice(1);
  }
}

/** A URL as the gate sees it: whole when it binds nothing, else its literal start (empty when it starts bound). */
function literalUrl(url: string): string {
  const at = url.indexOf(BINDING);
  if (at < 0) return url;
  return at === 0 ? '' : `${url.slice(0, at)}${BOUND_PART}`;
}

/** The marked strings of a node, action or source (and its rules) the phone would refuse or fail on. */
export function literalProblems(
  marked: readonly MarkedString[],
  links: LinkGate | undefined,
): CheckProblem[] {
  const out: CheckProblem[] = [];
  for (const { text, path, mark } of marked) {
    const prop = propOf(path);
    if (mark === 'url') {
      const literal = literalUrl(text);
      const refusal = links && literal ? links.refusal(literal, text) : undefined;
      if (refusal)
        out.push({
          level: 'error',
          path,
          message: `has "${prop}": ${JSON.stringify(text)}, which the app's http(s) link gate refuses, so it does not open on the phone: ${refusal}`,
        });
      continue;
    }
    if (text.includes(BINDING)) continue;
    const problem = patternProblem(text);
    if (problem === undefined) continue;
    const rule = /\/rules\/\d+\/[^/]+$/.test(path);
    out.push({
      level: 'error',
      path,
      message: `has "${prop}": ${JSON.stringify(text)}, which is not a regular expression (${problem}): ${
        rule ? 'no answer passes the rule, so the borrower can never go on' : 'the phone cannot use it'
      }; ${PATTERN_FIXES[problem] ?? 'fix the pattern'}`,
    });
  }
  return out;
}
