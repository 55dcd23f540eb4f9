/* The web view floor's check, in ES5 for any web view: docs/deployment.md, "The web view floor". */
(function () {
  var w = window;
  var tooOld =
    !('noModule' in document.createElement('script')) ||
    typeof w.WeakRef !== 'function' ||
    typeof Promise.any !== 'function' ||
    typeof String.prototype.replaceAll !== 'function' ||
    !(w.CSS && typeof w.CSS.supports === 'function' && w.CSS.supports('inset', '0'));
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
