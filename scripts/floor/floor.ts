/**
 * `npm run floor`: the production build against the oldest web view the app supports (package.json's
 * `browserslist`, docs/deployment.md). Every script's syntax and built-ins (es-check at the version
 * the floor has, its features included), the old-web-view check at ES5 (it must run in any web view),
 * and every stylesheet's CSS features (stylelint, stylelint.config.mjs; antd-mobile's rules included).
 * The sources' web APIs are checked by ESLint (eslint-plugin-compat, `npm run lint`).
 *
 * Usage: tsx scripts/floor/floor.ts [--dist dist]   (after `npm run build`; exits 1 on a problem)
 */
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runChecks } from 'es-check';
import stylelint from 'stylelint';

const root = resolve(import.meta.dirname, '../..');

/** The classic script that tells an old web view to update (public/), run before the app's modules. */
export const WEBVIEW_CHECK = 'webview-check.js';

const files = (dir: string, ext: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith(ext))
        .map((f) => join(dir, f))
    : [];

/** es-check on `paths`: one line per file that uses what the target lacks. */
function scriptProblems(paths: string[], config: Record<string, unknown>): string[] {
  if (paths.length === 0) return [];
  const result = runChecks([{ files: paths, checkFeatures: true, ...config }]);
  return result.errors.map(({ file, err }) => `${relative(root, file)}: ${err.message}`);
}

/** Every problem of the build in `dist` against the floor, one line each (none: it holds). */
export async function checkFloor(dist: string): Promise<string[]> {
  const assets = join(dist, 'assets');
  const problems = [
    ...scriptProblems(files(assets, '.js'), {
      ecmaVersion: 'checkBrowser',
      module: true,
      browserslistPath: join(root, 'package.json'),
    }),
    ...scriptProblems(
      [join(dist, WEBVIEW_CHECK)].filter((f) => existsSync(f)),
      { ecmaVersion: 'es5', module: false },
    ),
  ];
  const stylesheets = files(assets, '.css');
  if (stylesheets.length > 0) {
    const { results } = await stylelint.lint({
      files: stylesheets,
      configFile: join(root, 'stylelint.config.mjs'),
      cwd: root,
    });
    for (const result of results)
      for (const warning of result.warnings)
        problems.push(
          `${relative(root, result.source ?? '')}:${warning.line}:${warning.column}: ${warning.text}`,
        );
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values: options } = parseArgs({ options: { dist: { type: 'string' } } });
  const dist = resolve(root, options.dist ?? process.env.DIST_DIR ?? 'dist');
  if (!existsSync(join(dist, 'index.html'))) {
    console.error(`floor: no build in ${dist}: run npm run build first`);
    process.exit(1);
  }
  const problems = await checkFloor(dist);
  if (problems.length) {
    console.error(`Not supported by the declared web view floor:\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Every script and stylesheet of the build runs on the declared web view floor.');
}
