/*
 * Keeps the first tap on a page drawn before the app's code ran (a page the server or the build drew:
 * `#root[data-server]`), so that a tap right after the first paint is not lost. The build writes it
 * inside every page's head (scripts/build/route-pages.ts; the CSP allows it by its hash), so it is
 * there before the page is painted; in development the page asks for it as a file. It holds the
 * tapped element, and stops the browser from acting on the tap itself (a form's button would submit
 * it); the app gives the tap to the screen once React has taken the page over (src/app/main.tsx),
 * and React hydrates what it needs to handle it first. A link needs no app: the browser follows it.
 * One tap only, so that a button tapped twice before the app ran (a payment) acts once.
 */
(function () {
  // The app closes it as it takes the page over; had it done so already, this keeps nothing.
  if (window.keptTaps) return;
  var kept = { taps: [], closed: false };
  window.keptTaps = kept;
  document.addEventListener(
    'click',
    function (event) {
      if (kept.closed) return;
      var root = document.getElementById('root');
      var target = event.target;
      if (!root || !root.hasAttribute('data-server') || !target || !target.closest) return;
      if (!root.contains(target) || target.closest('a[href]')) return;
      event.preventDefault();
      event.stopPropagation();
      if (kept.taps.length === 0) kept.taps.push(target);
    },
    true,
  );
})();
