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
  // The visit's language as the app chooses it (src/app/language/choose.ts): the `lang` parameter,
  // else the phone's first language the app has ("tl" is Filipino on older phones), else English.
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
  var asked = /[?&]lang=([^&#]*)/.exec(location.search);
  var lang = asked ? known(decodeURIComponent(asked[1])) : undefined;
  var phone = navigator.languages || [navigator.language];
  for (var i = 0; !lang && i < phone.length; i++) lang = known(phone[i]);
  var chosen = words[lang || 'en'];
  document.documentElement.setAttribute('lang', lang || 'en');
  var title = document.createElement('h1');
  title.textContent = chosen.title;
  var text = document.createElement('p');
  text.textContent = chosen.text;
  box.appendChild(title);
  box.appendChild(text);
  root.textContent = '';
  root.appendChild(box);
})();
