/*
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
 * reloaded once, never in a loop; without sessionStorage there is no reload at all.
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
      if (last === here) return;
      sessionStorage.setItem(KEY, here);
    } catch (e) {
      return;
    }
    location.reload();
  }
  if (document.readyState === 'loading') {
    timer = setInterval(check, 500);
    document.addEventListener('DOMContentLoaded', parsed);
  } else check(true);
})();
