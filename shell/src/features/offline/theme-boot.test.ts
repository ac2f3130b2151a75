import fs from 'node:fs';
import path from 'node:path';
import { darkTheme, lightTheme } from '@sokoni/shared-ui';

const script = fs.readFileSync(path.join(__dirname, '../../../public/theme-boot.js'), 'utf8');

function boot(storage: Record<string, string>, systemDark = false) {
  localStorage.clear();
  for (const [key, value] of Object.entries(storage)) localStorage.setItem(key, value);
  document.documentElement.removeAttribute('data-theme');
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

  it('keeps its colours equal to the theme tokens', () => {
    expect(script).toContain(`light: '${lightTheme.color.bg}'`);
    expect(script).toContain(`dark: '${darkTheme.color.bg}'`);
  });
});
