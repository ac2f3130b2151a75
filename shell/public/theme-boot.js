/*
 * Runs before the first paint so the page never flashes the wrong theme: the bff writes it into the page's
 * <head> and allows it by its hash in the CSP (the file stays for pages served without the bff). Same rule as the
 * app (docs/statuses.md#session-and-preferences): the signed-in user's preference, else the stored choice, else
 * the system's. A page the server drew (its <html> carries the `data-theme` it was drawn in) keeps that theme until
 * the app runs: its components' colours are in it, and a background of the other theme under them would leave
 * text dark on dark. The system's theme is kept in the `system_theme` cookie (SYSTEM_THEME_COOKIE of contracts)
 * for the server to draw the next pages in it. Background colours are the `bg` tokens of
 * shared-ui/src/theme/tokens.ts (a test keeps them and the cookie's name equal).
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
  var system = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  try {
    if (document.cookie.indexOf('system_theme=' + system) < 0)
      document.cookie =
        'system_theme=' + system + '; Path=/; Max-Age=31536000; SameSite=Lax' +
        (location.protocol === 'https:' ? '; Secure' : '');
  } catch (e) {
    /* cookies disabled: the server draws pages light, the app switches */
  }
  var root = document.documentElement;
  var drawn = root.getAttribute('data-theme');
  if (drawn === 'dark' || drawn === 'light') mode = drawn;
  if (!mode) mode = system;
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
