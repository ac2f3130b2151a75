/*
 * Loads a page that arrived cut short again, once. The server sends each page whole (with its length), but when
 * the process sending it dies while its bytes are on the way, the balancer cannot send the request elsewhere
 * (part of the answer has left) and closes the connection: the browser keeps what it got, half a list without
 * the app. Chromium then leaves the document "loading" for good (no DOMContentLoaded, no load, no error the page
 * can see); other browsers end the parsing. Every page the shell makes ends with an empty `#sokoni-end`
 * element, and this script, written into the <head> by the bff (allowed by its hash in the CSP), watches for it:
 * - the parsing ended without it (DOMContentLoaded): the page was cut, loaded again at once;
 * - the document is still loading without it, and has not grown for STALLED_MS: the connection is gone (a slow
 *   3G link brings several elements a second; a stall that long is better ended by loading the page again).
 * A reload within a minute of the previous one for the same address is not repeated (kept in sessionStorage),
 * so a page that keeps arriving cut stays as it is instead of reloading in a loop; without sessionStorage there
 * is no reload at all.
 */
(function () {
  var KEY = 'sokoni-cut-page';
  var AGAIN_AFTER_MS = 60000;
  var STALLED_MS = 8000;
  var EVERY_MS = 500;
  var here = location.pathname + location.search;
  var done = false;
  var elements = document.getElementsByTagName('*');
  var seen = -1;
  var grewAt = Date.now();
  var timer = null;

  function whole() {
    return !!document.getElementById('sokoni-end');
  }
  function stop() {
    done = true;
    if (timer !== null) clearInterval(timer);
  }
  function lastReload() {
    var last = JSON.parse(sessionStorage.getItem(KEY) || 'null');
    return last && last.url === here ? last : null;
  }
  function settle() {
    stop();
    try {
      if (lastReload()) sessionStorage.removeItem(KEY);
    } catch (e) {
      /* nothing to forget */
    }
  }
  function cut() {
    stop();
    try {
      var last = lastReload();
      if (last && Date.now() - last.at < AGAIN_AFTER_MS) return;
      sessionStorage.setItem(KEY, JSON.stringify({ url: here, at: Date.now() }));
    } catch (e) {
      return;
    }
    location.reload();
  }
  function parsed() {
    if (done) return;
    if (whole()) settle();
    else cut();
  }
  function watch() {
    if (done) return;
    if (whole()) return settle();
    if (document.readyState !== 'loading') return cut();
    var count = elements.length;
    if (count !== seen) {
      seen = count;
      grewAt = Date.now();
    } else if (Date.now() - grewAt >= STALLED_MS) cut();
  }
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', parsed);
    timer = setInterval(watch, EVERY_MS);
  } else parsed();
})();
