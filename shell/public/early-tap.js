/*
 * A tap on an ad card before the app has taken over the page (on 3G its scripts arrive seconds after the list is
 * drawn) loads the ad page from the server, which takes a second or two on such a link. Meanwhile the ad shows at
 * once from what its card holds (the photo already downloaded, title, price, place), until the ad page replaces
 * it. Once the app runs, its links open ads in place and this does nothing. The bff writes this file into the
 * page and allows it by its hash in the CSP.
 */
(function () {
  var texts = {
    fr: { loading: 'Chargement de l’annonce…' },
    en: { loading: 'Loading the ad…' },
  };

  function close() {
    var preview = document.getElementById('early-tap');
    if (preview) preview.parentNode.removeChild(preview);
  }

  function part(card, name) {
    var element = card.querySelector('[data-early-tap="' + name + '"]');
    return element ? element.cloneNode(true) : null;
  }

  /** The card's own colours (those its price and place were drawn in), else the page's. */
  function colours(card, link) {
    var background = getComputedStyle(card).backgroundColor;
    if (/^(transparent|rgba\(0, 0, 0, 0\))$/.test(background)) {
      background = getComputedStyle(document.body).backgroundColor;
    }
    return { background: background, text: getComputedStyle(link).color };
  }

  function show(card, link) {
    var palette = colours(card, link);
    var preview = document.createElement('div');
    preview.id = 'early-tap';
    preview.style.cssText =
      'position:fixed;inset:0;z-index:1000;overflow:hidden;padding:16px;background:' +
      palette.background +
      ';color:' +
      palette.text;
    var inner = document.createElement('div');
    inner.style.cssText = 'max-width:560px;margin:0 auto;display:grid;gap:12px';
    var photo = card.querySelector('img');
    if (photo && (photo.currentSrc || photo.src)) {
      var image = document.createElement('img');
      image.src = photo.currentSrc || photo.src;
      image.alt = '';
      image.style.cssText =
        'display:block;width:100%;aspect-ratio:4/3;object-fit:cover;border-radius:8px;background:rgba(127,127,127,.15)';
      inner.appendChild(image);
    }
    var title = document.createElement('h1');
    title.textContent = link.textContent;
    title.style.cssText = 'margin:0;font-size:1.25rem;line-height:1.3;overflow-wrap:anywhere';
    inner.appendChild(title);
    var price = part(card, 'price');
    if (price) inner.appendChild(price);
    var place = part(card, 'place');
    if (place) {
      var places = document.createElement('ul');
      places.style.cssText = 'margin:0;padding:0;list-style:none';
      places.appendChild(place);
      inner.appendChild(places);
    }
    var status = document.createElement('p');
    status.setAttribute('role', 'status');
    status.textContent = texts[document.documentElement.lang === 'en' ? 'en' : 'fr'].loading;
    status.style.cssText = 'margin:0;opacity:.75';
    inner.appendChild(status);
    preview.appendChild(inner);
    document.body.appendChild(preview);
  }

  document.addEventListener('click', function (event) {
    if (document.documentElement.hasAttribute('data-interactive')) return;
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    var target = event.target;
    var link = target && target.closest ? target.closest('[data-testid="ad-card"] a[href^="/ads/"]') : null;
    if (!link || link.target === '_blank') return;
    close();
    // The link goes on to load the ad page; the list stays on screen, under the preview, until it arrives.
    show(link.closest('[data-testid="ad-card"]'), link);
  });

  // Back to the list from the ad page, restored as it was left: without the preview.
  window.addEventListener('pageshow', function (event) {
    if (event.persisted) close();
  });
})();
