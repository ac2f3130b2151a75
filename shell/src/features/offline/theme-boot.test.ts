import fs from 'node:fs';
import path from 'node:path';
import { SYSTEM_THEME_COOKIE } from '@sokoni/contracts';
import { darkTheme, lightTheme } from '@sokoni/shared-ui';

const script = fs.readFileSync(path.join(__dirname, '../../../public/theme-boot.js'), 'utf8');

/** Runs the script on a page the server drew in `drawn` (undefined: a page the browser draws). */
function boot(storage: Record<string, string>, systemDark = false, drawn?: 'light' | 'dark') {
  localStorage.clear();
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  document.documentElement.removeAttribute('data-theme');
  if (drawn) document.documentElement.setAttribute('data-theme', drawn);
  const matchMedia = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    ...matchMedia(query),
    matches: systemDark,
  })) as typeof window.matchMedia;
  new Function(script)();
  window.matchMedia = matchMedia;
  return document.documentElement;
}

describe('theme-boot.js (no flash before the app starts)', () => {
  it('uses the stored theme, with the token background', () => {
    const root = boot({ theme: 'dark' });
    expect(root.dataset.theme).toBe('dark');
    expect(root.style.backgroundColor).toBe('rgb(18, 17, 16)');
  });

  it('follows the system when nothing is stored', () => {
    expect(boot({}, true).dataset.theme).toBe('dark');
    expect(boot({}, false).dataset.theme).toBe('light');
  });

  it("prefers the signed-in user's preference", () => {
    const root = boot({ theme: 'light', token: 't', user: JSON.stringify({ preferred_theme: 'dark' }) });
    expect(root.dataset.theme).toBe('dark');
  });

  it('keeps its colours and its cookie equal to the theme tokens and the contract', () => {
    expect(script).toContain(`light: '${lightTheme.color.bg}'`);
    expect(script).toContain(`dark: '${darkTheme.color.bg}'`);
    expect(script).toContain(`'${SYSTEM_THEME_COOKIE}='`);
  });

  describe('on a page the server drew', () => {
    it('keeps the theme it was drawn in when the visitor chose none, whatever the system (no dark-on-dark text)', () => {
      const root = boot({}, true, 'light');
      expect(root.dataset.theme).toBe('light');
      expect(root.style.backgroundColor).toBe('rgb(250, 250, 249)');
      expect(root.style.colorScheme).toBe('light');
    });

    it('keeps it too when a stored choice differs: the app switches once it runs', () => {
      expect(boot({ theme: 'light' }, false, 'dark').dataset.theme).toBe('dark');
      expect(boot({ theme: 'dark' }, false, 'light').style.backgroundColor).toBe('rgb(250, 250, 249)');
    });

    it('paints the dark background under a page drawn dark', () => {
      expect(boot({}, true, 'dark').style.backgroundColor).toBe('rgb(18, 17, 16)');
    });
  });

  describe("keeps the system's theme in a cookie for the server", () => {
    const clearCookie = () => {
      document.cookie = `${SYSTEM_THEME_COOKIE}=; Path=/; Max-Age=0`;
    };
    beforeEach(clearCookie);
    afterAll(clearCookie);

    it('writes it, and follows the system when it changes', () => {
      boot({}, true);
      expect(document.cookie).toContain(`${SYSTEM_THEME_COOKIE}=dark`);
      boot({}, false, 'dark');
      expect(document.cookie).toContain(`${SYSTEM_THEME_COOKIE}=light`);
      expect(document.cookie).not.toContain(`${SYSTEM_THEME_COOKIE}=dark`);
    });

    it('leaves a cookie that already says it alone', () => {
      document.cookie = `${SYSTEM_THEME_COOKIE}=dark; Path=/`;
      const set = jest.spyOn(document, 'cookie', 'set');
      boot({}, true);
      expect(set).not.toHaveBeenCalled();
      set.mockRestore();
    });
  });
});
