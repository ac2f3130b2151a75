/*
 * Runs before the first paint so the page never flashes the wrong theme: the bff writes it into the page's
 * <head> and allows it by its hash in the CSP (the file stays for pages served without the bff). Same rule as the
 * app (docs/statuses.md#session-and-preferences): the signed-in user's preference, else the stored choice, else
 * the system's. Background colours are the `bg` tokens of shared-ui/src/theme/tokens.ts
 * (a test keeps them equal).
 */
(function () {
  var BACKGROUND = { light: '#fafaf9', dark: '#121110' };
  var mode = null;
  try {
    var user = JSON.parse(localStorage.getItem('user') || 'null');
    if (
      localStorage.getItem('token') &&
      user &&
      (user.preferred_theme === 'dark' || user.preferred_theme === 'light')
    ) {
      mode = user.preferred_theme;
    }
    if (!mode) {
      var stored = localStorage.getItem('theme');
      if (stored === 'dark' || stored === 'light') mode = stored;
    }
  } catch (e) {
    mode = null;
  }
  if (!mode)
    mode = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  var root = document.documentElement;
  root.setAttribute('data-theme', mode);
  root.style.colorScheme = mode;
  root.style.backgroundColor = BACKGROUND[mode];
  try {
    var locale = localStorage.getItem('locale');
    if (locale === 'fr' || locale === 'en') root.setAttribute('lang', locale);
  } catch (e) {
    /* storage unavailable: keep the default language */
  }
})();
