/*
 * Runs before the app, in ES5 for any web view (docs/deployment.md, "The web view floor"): chooses
 * the visit's language as the app does, then either says to update a web view older than the app's
 * floor, or asks for a route page's priority picture drawn in that language
 * (scripts/build/route-pages.ts).
 */
(function () {
  var w = window;
  var tooOld =
    !('noModule' in document.createElement('script')) ||
    typeof w.WeakRef !== 'function' ||
    typeof Promise.any !== 'function' ||
    typeof String.prototype.replaceAll !== 'function' ||
    !(w.CSS && typeof w.CSS.supports === 'function' && w.CSS.supports('inset', '0'));
  var root = document.getElementById('root');
  if (!root) return;
  var words = {
    en: {
      title: 'Please update Android System WebView',
      text:
        'This page needs a newer Android System WebView than this phone has. Open Google Play, ' +
        'search for "Android System WebView", tap Update, then open this page again.',
    },
    fil: {
      title: 'Paki-update ang Android System WebView',
      text:
        'Kailangan ng page na ito ng mas bagong Android System WebView kaysa sa nasa phone na ito. ' +
        'Buksan ang Google Play, hanapin ang "Android System WebView", i-tap ang Update, at buksan ' +
        'ulit ang page na ito.',
    },
  };
  var known = function (tag) {
    var primary = String(tag || '')
      .toLowerCase()
      .split(/[-_]/)[0];
    if (primary === 'tl') primary = 'fil';
    return Object.prototype.hasOwnProperty.call(words, primary) ? primary : undefined;
  };
  // A `lang` whose percent-escapes are malformed (`%E0%A4%A`, a lone `%`) names no language: it
  // never throws, whatever bytes the address holds (the app reads it the same way).
  var decoded = function (text) {
    try {
      return decodeURIComponent(text.replace(/\+/g, ' '));
    } catch (e) {
      return undefined;
    }
  };
  var asked = /[?&]lang=([^&#]*)/.exec(location.search);
  var lang = asked ? known(decoded(asked[1])) : undefined;
  // The language kept for the visit (src/api/session.ts keeps the common parameters there).
  try {
    if (!lang) lang = known(JSON.parse(sessionStorage.getItem('loan.session') || '{}').lang);
  } catch (e) {
    // no storage, or not JSON: the phone's languages decide
  }
  var phone = navigator.languages || [navigator.language];
  for (var i = 0; !lang && i < phone.length; i++) lang = known(phone[i]);
  lang = lang || 'en';
  if (!tooOld) {
    // A priority picture drawn in each language (scripts/build/route-pages.ts): asked for in this one.
    var pictures = document.querySelectorAll('link[data-language-href]');
    for (var p = 0; p < pictures.length; p++)
      pictures[p].setAttribute(
        'href',
        pictures[p].getAttribute('data-language-href').replace('{lang}', lang),
      );
    return;
  }
  document.documentElement.setAttribute('data-webview', 'too-old');
  var box = document.createElement('main');
  box.className = 'webview-update';
  box.setAttribute('role', 'alert');
  var chosen = words[lang];
  document.documentElement.setAttribute('lang', lang);
  var title = document.createElement('h1');
  title.textContent = chosen.title;
  var text = document.createElement('p');
  text.textContent = chosen.text;
  box.appendChild(title);
  box.appendChild(text);
  root.textContent = '';
  root.removeAttribute('data-server');
  root.appendChild(box);
})();
