/*
 * The oldest web view the app supports is Android System WebView 87 (package.json's `browserslist`,
 * docs/deployment.md). This classic script runs before the app's module scripts (a deferred script
 * runs in document order with them) in any web view however old, so it is written in ES5 (checked
 * by `npm run floor`). Where a web view lacks what the floor has, the page says to update the web
 * view instead of staying blank, and the document is marked so that the app, should its code still
 * run, draws nothing over the message.
 */
(function () {
  var w = window;
  var tooOld =
    !('noModule' in document.createElement('script')) || // module scripts: 61
    typeof w.WeakRef !== 'function' || // 84
    typeof Promise.any !== 'function' || // 85
    typeof String.prototype.replaceAll !== 'function' || // 85
    !(w.CSS && typeof w.CSS.supports === 'function' && w.CSS.supports('inset', '0')); // 87
  if (!tooOld) return;
  document.documentElement.setAttribute('data-webview', 'too-old');
  var root = document.getElementById('root');
  if (!root) return;
  var box = document.createElement('main');
  box.className = 'webview-update';
  box.setAttribute('role', 'alert');
  var title = document.createElement('h1');
  title.textContent = 'Please update Android System WebView';
  var text = document.createElement('p');
  text.textContent =
    'This page needs a newer Android System WebView than this phone has. Open Google Play, ' +
    'search for "Android System WebView", tap Update, then open this page again.';
  box.appendChild(title);
  box.appendChild(text);
  root.textContent = '';
  root.appendChild(box);
})();
