/*
 * The bar of a page that arrived cut short twice (`whole-page.js` loaded it again once, and it came cut again):
 * what arrived stays on screen, and a bar at the bottom says the page is incomplete and offers to load it again,
 * in the page's language. Chromium may show none of what came (when the connection's end reaches it before its
 * parser has read everything, it drops the rest): without the bar, a blank page with no way forward.
 * Asked for by `whole-page.js` only then, so that no page that arrives whole pays for it.
 */
(function () {
  if (document.getElementById('sokoni-incomplete')) return;
  var english = /^en/i.test(document.documentElement.lang);
  var bar = document.createElement('div');
  bar.id = 'sokoni-incomplete';
  bar.setAttribute('role', 'alert');
  bar.style.cssText =
    'position:fixed;left:0;right:0;bottom:0;z-index:2147483647;display:flex;flex-wrap:wrap;gap:8px 12px;' +
    'align-items:center;justify-content:center;padding:12px 16px;background:#1c1917;color:#fafaf9;' +
    'border-top:1px solid #57534e;font:16px/1.4 system-ui,sans-serif;text-align:center';
  var text = document.createElement('span');
  text.textContent = english
    ? 'This page did not arrive whole (the connection was cut).'
    : 'Cette page n’est pas arrivée en entier (la connexion a été coupée).';
  var again = document.createElement('button');
  again.type = 'button';
  again.textContent = english ? 'Load it again' : 'Recharger la page';
  again.style.cssText =
    'min-height:44px;padding:0 16px;border:0;border-radius:8px;background:#fafaf9;color:#1c1917;' +
    'font:inherit;font-weight:600;cursor:pointer';
  again.addEventListener('click', function () {
    location.reload();
  });
  bar.appendChild(text);
  bar.appendChild(again);
  (document.body || document.documentElement).appendChild(bar);
})();
