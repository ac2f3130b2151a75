/*
 * Starts the app's scripts (listed by the build in #sokoni-scripts). A page the server rendered is readable
 * as it is and its links work: its scripts are fetched once the page and its first photos have arrived (the
 * window's load) and been painted, so that on a 3G link they do not share it with the photos. A page drawn
 * in the browser (nothing in #root) starts them at once. The bff writes this file into the page and allows
 * it by its hash in the CSP (the file stays for pages served without the bff).
 */
(function () {
  // A photo that never arrives does not hold the app back longer than this.
  var LATEST_START_MS = 4000;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var sources = [];
    try {
      sources = JSON.parse(document.getElementById('sokoni-scripts').textContent || '[]');
    } catch (e) {
      sources = [];
    }
    for (var i = 0; i < sources.length; i++) {
      var script = document.createElement('script');
      script.src = sources[i];
      // In the listed order, as the build's deferred scripts ran.
      script.async = false;
      document.body.appendChild(script);
    }
  }
  /** After the next two frames: the one that paints the page's photos is done. */
  function afterPaint() {
    if (document.visibilityState === 'hidden') return start();
    var photo = document.querySelector('#root img[fetchpriority="high"]');
    var decoded = photo && photo.decode ? photo.decode() : Promise.resolve();
    function twoFrames() {
      requestAnimationFrame(function () {
        requestAnimationFrame(function () {
          setTimeout(start, 0);
        });
      });
    }
    decoded.then(twoFrames, twoFrames);
    // Frames stop when the tab is hidden meanwhile.
    setTimeout(start, 1000);
  }
  var root = document.getElementById('root');
  if (!root || !root.firstElementChild) start();
  else if (document.readyState === 'complete') afterPaint();
  else {
    window.addEventListener('load', afterPaint);
    setTimeout(start, LATEST_START_MS);
  }
})();
