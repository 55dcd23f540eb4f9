/**
 * CSS against the oldest web view the app supports (package.json's `browserslist`): `npm run lint`
 * checks the app's own stylesheets, `npm run floor` every stylesheet of the build (antd-mobile's
 * included). A feature caniuse marks as partly supported is allowed: the marks are for forms the app
 * does not rely on (sticky table cells, `display: contents` in screen readers, unprefixed masks where
 * the prefixed one is given too, the two-value `overflow`).
 */
import browserslist from 'browserslist';

/** From package.json, wherever the checked file is (a build may be written outside the project). */
const browsers = browserslist.loadConfig({ path: import.meta.dirname });

export default {
  plugins: ['stylelint-no-unsupported-browser-features'],
  rules: {
    'plugin/no-unsupported-browser-features': [
      true,
      { severity: 'error', ignorePartialSupport: true, browsers },
    ],
  },
};
