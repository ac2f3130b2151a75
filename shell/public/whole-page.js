/*
 * The page's early script: it loads a page cut short again (below), and keeps a button pressed before the app
 * runs (at the end of the file).
 *
 * Loads a page that arrived cut short again, once. The server sends each page whole (with its length), but when
 * the process sending it dies while its bytes are on the way, the balancer cannot send the request elsewhere
 * (part of the answer has left) and closes the connection: the browser keeps what it got, half a list without
 * the app. Chromium then leaves the document "loading" for good (no DOMContentLoaded, no load, no error the page
 * can see); other browsers end the parsing. Every page the shell makes ends with an empty `#sokoni-end`
 * element, and this script, asked for first in the <head> and run whenever it arrives (`async`: it never holds
 * the page back, and it costs the page's first round trip nothing), watches for it:
 * - the parsing ended without it: the page was cut, loaded again at once;
 * - the document is still loading without it, and has not grown for 8 s: the connection is gone (a slow 3G link
 *   brings several elements a second, and may stall a few seconds and recover).
 * The address reloaded is kept in sessionStorage until the page comes whole: a page that keeps arriving cut is
 * reloaded once, never in a loop; without sessionStorage there is no reload at all. When it arrives cut again,
 * the visitor keeps what came, with a bar at the bottom that says the page is incomplete and offers to load it
 * again (`cut-page-notice.js`): Chromium may even show none of what came (when the connection's end reaches it
 * before its parser has read everything, it drops the rest), and a blank page with no way forward looked broken.
 */
(function () {
  var KEY = 'sokoni-cut-page';
  var here = location.pathname + location.search;
  var elements = document.getElementsByTagName('*');
  var seen = -1;
  var grewAt = 0;
  var timer = null;
  function parsed() {
    check(true);
  }
  function check(ended) {
    var whole = document.getElementById('sokoni-end');
    if (!whole && !ended && document.readyState === 'loading') {
      if (elements.length !== seen) {
        seen = elements.length;
        grewAt = Date.now();
        return;
      }
      if (Date.now() - grewAt < 8000) return;
    }
    clearInterval(timer);
    document.removeEventListener('DOMContentLoaded', parsed);
    try {
      var last = sessionStorage.getItem(KEY);
      if (whole) {
        if (last === here) sessionStorage.removeItem(KEY);
        return;
      }
      if (last === here) return incomplete();
      sessionStorage.setItem(KEY, here);
    } catch (e) {
      return;
    }
    location.reload();
  }
  /** The bar of a page that arrived cut twice: a script of its own, so that a page's first visit never waits on it. */
  function incomplete() {
    var notice = document.createElement('script');
    notice.src = '/cut-page-notice.js';
    document.head.appendChild(notice);
  }
  if (document.readyState === 'loading') {
    timer = setInterval(check, 500);
    document.addEventListener('DOMContentLoaded', parsed);
  } else check(true);
})();

/*
 * The same script, asked for first, also keeps a press on a button made before the app has taken the page over:
 * on 3G its scripts arrive seconds after the page is drawn, and a tap on the menu or the filters meanwhile did
 * nothing, so the visitor thought it broken. A button marked `data-early-press="<name>"` that is pressed then
 * says so (`aria-busy`) and is pressed again, once, as soon as the app has taken the page over
 * (`<html data-interactive>`), where it is found again by its name. Only buttons whose press means the same
 * before and after are marked (opening a closed panel): the theme switch or a favourite's heart may find another
 * state once the app knows the visitor. Other elements are left alone: links and forms work without the app.
 */
(function () {
  var root = document.documentElement;
  var pressed = null;
  function press() {
    if (pressed === null || !root.hasAttribute('data-interactive')) return;
    var name = pressed;
    pressed = null;
    observer.disconnect();
    var marked = document.querySelectorAll('[data-early-press]');
    for (var i = 0; i < marked.length; i += 1) marked[i].removeAttribute('aria-busy');
    // After the commit that marked the page, so that the app's handlers are in place.
    setTimeout(function () {
      var button = document.querySelector('[data-early-press="' + name + '"]');
      if (button) button.click();
    }, 0);
  }
  var observer = new MutationObserver(press);
  document.addEventListener(
    'click',
    function (event) {
      if (root.hasAttribute('data-interactive')) return;
      var target = event.target;
      var button = target && target.closest ? target.closest('[data-early-press]') : null;
      if (!button) return;
      if (pressed === null)
        observer.observe(root, { attributes: true, attributeFilter: ['data-interactive'] });
      pressed = button.getAttribute('data-early-press');
      button.setAttribute('aria-busy', 'true');
    },
    true,
  );
})();
