import js from '@eslint/js';
import { defineConfig, globalIgnores } from 'eslint/config';
import compat from 'eslint-plugin-compat';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/*
 * Dependencies flow one way: engine <- widgets / actions <- app. The import rules below are built
 * per folder depth so that a relative path is checked against where it really lands, e.g. from
 * src/widgets/button/button.tsx `../input/input` is another widget while from
 * src/widgets/button/parts/label.tsx `../label-text` is still inside the button.
 */

const maxDepth = 6;
const up = (levels) => (levels === 0 ? '\\./' : `(?:\\.\\./){${levels}}`);
const oneOf = (names) => `(?:${names.join('|')})`;
/** Matches an import of `<src>/<name>` written relative (from `depth` folders below src) or via an alias. */
const srcImport = (names, depth) => `^(?:${up(depth)}|(?:@|~|src)/)${oneOf(names)}(?:/|$)`;
/** Matches an import of `<root>/<name>` from a file `depth` folders below src. */
const rootImport = (names, depth) => `^(?:${up(depth + 1)}|/)${oneOf(names)}(?:/|$)`;

const mocksMessage = 'Only src/app may load mocks/, and only through a dynamic import() behind the dev flag.';

/** Files exactly `depth` folders below `base` (depth 1: base/*.ts). */
const filesAtDepth = (base, depth) => [
  `${base}/${Array.from({ length: depth - 1 }, () => '*/').join('')}*.{ts,tsx}`,
];

/** One config object per depth, since a later `no-restricted-imports` replaces an earlier one. */
function importRules(base, baseDepth, buildPatterns, extra = {}) {
  return Array.from({ length: maxDepth }, (_, index) => {
    const depth = index + 1;
    return {
      files: filesAtDepth(base, depth),
      rules: {
        'no-restricted-imports': ['error', { ...extra, patterns: buildPatterns(baseDepth + depth - 1) }],
      },
    };
  });
}

const mocksPattern = (depth) => ({
  regex: rootImport(['mocks'], depth),
  message: mocksMessage,
});

const engineImports = importRules('src/engine', 1, (depth) => [
  {
    regex: srcImport(['widgets', 'actions', 'app', 'api'], depth),
    message:
      'src/engine knows nothing about widgets, actions, the app or the API: receive them through ports.',
  },
  {
    regex: `^(?:${up(depth)}|(?:@|~|src)/)generated/(?:widgets|actions)`,
    message: 'src/engine must not import the generated widget/action registries; the app injects them.',
  },
  {
    regex: rootImport(['screen-configs'], depth),
    message: 'src/engine knows nothing about concrete screens.',
  },
  mocksPattern(depth),
]);

const widgetImports = importRules(
  'src/widgets',
  1,
  (depth) => [
    ...(depth >= 2
      ? [
          {
            regex: `^${up(depth - 1)}(?!\\.)[^/]+`,
            message: 'A widget folder must not import another widget; share code through src/engine.',
          },
        ]
      : []),
    {
      regex: srcImport(['store', 'api', 'app', 'actions', 'bridge'], depth),
      message: 'Widgets use only the widget API in src/engine (plus React and antd-mobile).',
    },
    {
      // The engine's one door for widgets, the field styles the input widgets share, and the pure
      // arithmetic of dated cash flows (its own door, so the shell does not carry it for one widget).
      regex: `^(?:${up(depth)}|(?:@|~|src)/)engine(?:/(?!widget-api$|widget-field\\.css$|rate-of-return$)|$)`,
      message: 'Widgets use only the widget API in src/engine (plus React and antd-mobile).',
    },
    {
      regex: rootImport(['screen-configs'], depth),
      message: 'Widgets know nothing about concrete screens.',
    },
    mocksPattern(depth),
  ],
  {
    paths: [
      {
        name: 'react-redux',
        message: 'Widgets read and write state through the widget API in src/engine.',
      },
    ],
  },
);

const actionMessage =
  'Actions use only the action API in src/engine (src/engine/action-api) and the descriptor format in src/schema; the outside world comes in their context.';
const actionImports = importRules('src/actions', 1, (depth) => [
  ...(depth >= 2
    ? [
        {
          regex: `^${up(depth - 1)}(?!\\.)[^/]+`,
          message: 'An action folder must not import another action; share code through src/engine.',
        },
      ]
    : []),
  {
    regex: srcImport(
      ['store', 'api', 'app', 'widgets', 'bridge', 'generated', 'filters', 'formats', 'preview'],
      depth,
    ),
    message: actionMessage,
  },
  {
    // The engine's one door for actions, as src/engine/widget-api is the widgets' door.
    regex: `^(?:${up(depth)}|(?:@|~|src)/)engine(?:/(?!action-api$)|$)`,
    message: actionMessage,
  },
  {
    regex: rootImport(['screen-configs'], depth),
    message: 'Actions know nothing about concrete screens.',
  },
  mocksPattern(depth),
]);

/** Everything else under src/ (store, api, bridge, app, generated code excluded) may not import mocks statically. */
const otherSrcImports = ['store', 'api', 'bridge', 'app'].flatMap((folder) =>
  importRules(`src/${folder}`, 1, (depth) => [mocksPattern(depth)]),
);
const srcRootImports = [
  {
    files: ['src/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [mocksPattern(0)] }],
    },
  },
];

const noDangerousHtml = [
  {
    selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
    message: 'Render server and config text as text; dangerouslySetInnerHTML is not allowed.',
  },
  {
    selector: "Property[key.name='dangerouslySetInnerHTML'], Property[key.value='dangerouslySetInnerHTML']",
    message: 'Render server and config text as text; dangerouslySetInnerHTML is not allowed.',
  },
];

const noHtmlStrings = [
  {
    selector: 'AssignmentExpression[left.property.name=/^(innerHTML|outerHTML)$/]',
    message: 'Writing HTML strings into the DOM is not allowed; build elements or use textContent.',
  },
  {
    selector: "CallExpression[callee.property.name='insertAdjacentHTML']",
    message: 'Writing HTML strings into the DOM is not allowed; build elements or use textContent.',
  },
];

/*
 * antd-mobile's imperative methods draw through a render function that React 19 lacks: without
 * `unstableSetRender` they silently show nothing. The app does not install it (it would cost every
 * page about 4 kB of code); toasts, dialogs and pop-ups go through the engine's UI port instead.
 */
const noImperativeAntd = {
  selector:
    'CallExpression[callee.object.name=/^(Toast|Dialog|Modal|ImageViewer|ActionSheet|Picker|CascadePicker|DatePicker)$/][callee.property.name=/^(show|alert|confirm|clear|prompt)$/]',
  message:
    "antd-mobile's imperative methods show nothing on React 19 here: use the engine's UI port (toast, dialog) or the component itself.",
};

const dynamicMocksImport = {
  selector: 'ImportExpression[source.value=/(^|\\/)mocks(\\/|$)/]',
  message: mocksMessage,
};

export default defineConfig([
  globalIgnores([
    'dist/',
    'dist-mock/',
    'dist-*/',
    'src/generated/',
    'public/mockServiceWorker.js',
    'test-results/',
    'coverage/',
    'gallery/',
    // Measurement outputs (git-ignored), and whatever was written there to take them.
    'reports/',
  ]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
  },
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      'no-eval': 'error',
      'no-implied-eval': 'error',
      'no-new-func': 'error',
      'no-restricted-syntax': ['error', ...noDangerousHtml],
      '@typescript-eslint/no-unused-vars': [
        'error',
        {
          argsIgnorePattern: '^_',
          varsIgnorePattern: '^_',
          caughtErrors: 'none',
          ignoreRestSiblings: true,
        },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...noDangerousHtml,
        ...noHtmlStrings,
        noImperativeAntd,
        dynamicMocksImport,
      ],
    },
  },
  {
    // The renderer draws whatever component the widget registry returns for a node's type; those
    // are module-level components, so a lookup during render is not a component created in render.
    files: ['src/engine/**/*.tsx'],
    rules: { 'react-hooks/static-components': 'off' },
  },
  {
    files: ['src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', ...noDangerousHtml, ...noHtmlStrings],
    },
  },
  {
    // Web APIs against the oldest web view the app supports (package.json's `browserslist`). The
    // browser's code only: tests, scripts and the dev server's preview run elsewhere.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/preview/**', '**/*.test.{ts,tsx}'],
    plugins: { compat },
    rules: { 'compat/compat': 'error' },
  },
  ...srcRootImports,
  ...engineImports,
  ...widgetImports,
  ...actionImports,
  ...otherSrcImports,
  {
    files: ['**/*.test.{ts,tsx}', 'tests/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  {
    // A test may wire real collaborators (a store, a scenario, another widget) around what it tests.
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': 'off' },
  },
]);
