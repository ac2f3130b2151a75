/**
 * Theme tokens: the only place colours, spacing, radii and type sizes are written.
 * Brand colours come from the DRC flag: sky blue for actions, yellow for accents, red for errors only.
 * Every text/background pair passes WCAG AA (4.5:1) and control borders 3:1; contrast.test.ts checks both themes.
 */
export type ThemeMode = 'light' | 'dark';

const space = (n: number) => `${n * 4}px`;

const shared = {
  space,
  radius: { sm: '6px', md: '8px', pill: '999px' },
  font: {
    family:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial, sans-serif",
    size: { xs: '12px', sm: '14px', md: '16px', lg: '20px', xl: '24px', xxl: '32px' },
    weight: { regular: 400, semibold: 600, bold: 700 },
    lineHeight: 1.5,
  },
  breakpoint: { sm: '480px', md: '768px', lg: '1024px', xl: '1280px' },
  layout: {
    maxWidth: '1200px',
    narrowWidth: '640px',
    navHeight: '56px',
    dialogWidth: { sm: '420px', md: '560px', lg: '800px' },
    toastWidth: '380px',
  },
  tapTarget: '44px',
  /** Compact controls (small buttons, chips) still keep a 32 px box; pair them with spacing so taps don't collide. */
  compactTarget: '32px',
  borderWidth: { thin: '1px', thick: '2px', focus: '3px' },
  iconSize: { sm: '16px', md: '20px', lg: '24px', xl: '48px' },
  zIndex: { nav: 100, menu: 200, banner: 300, dialog: 400, toast: 500 },
  motion: { fast: '120ms', normal: '200ms' },
};

export const lightTheme = {
  ...shared,
  mode: 'light' as ThemeMode,
  color: {
    primary: '#0062a8',
    primaryHover: '#004f88',
    onPrimary: '#ffffff',
    accent: '#f7d618',
    onAccent: '#1f1a00',
    danger: '#c8102e',
    dangerHover: '#a00d25',
    dangerBg: '#fdecee',
    onDanger: '#ffffff',
    success: '#1b7a3a',
    successBg: '#e6f4ea',
    warning: '#8a6100',
    warningBg: '#fff6d6',
    info: '#0062a8',
    infoBg: '#e6f1fa',
    text: '#1c1917',
    textMuted: '#57534e',
    border: '#d6d3d1',
    borderStrong: '#8a847e',
    bg: '#fafaf9',
    surface: '#ffffff',
    surfaceRaised: '#ffffff',
    surfaceSunken: '#f5f5f4',
    placeholder: '#e7e5e4',
    /** Tint laid over any surface on hover/press, so ghost controls work on bg, surface and raised alike. */
    hover: 'rgba(28, 25, 23, 0.07)',
    focus: '#0062a8',
    overlay: 'rgba(28, 25, 23, 0.55)',
    status: {
      active: { fg: '#14532d', bg: '#dcfce7' },
      pending: { fg: '#713f12', bg: '#fef3c7' },
      inactive: { fg: '#991b1b', bg: '#fee2e2' },
      expired: { fg: '#991b1b', bg: '#fee2e2' },
      rejected: { fg: '#991b1b', bg: '#fee2e2' },
      sold: { fg: '#44403c', bg: '#e7e5e4' },
      archived: { fg: '#44403c', bg: '#e7e5e4' },
      deleted: { fg: '#44403c', bg: '#e7e5e4' },
    },
    boost: {
      standard: { ring: '#0062a8', badgeBg: '#0062a8', badgeFg: '#ffffff' },
      premium: { ring: '#f7d618', badgeBg: '#f7d618', badgeFg: '#1f1a00' },
      exclusive: { ring: '#7c2d92', badgeBg: '#7c2d92', badgeFg: '#ffffff' },
    },
  },
  shadow: {
    card: '0 1px 2px rgba(28, 25, 23, 0.08), 0 1px 3px rgba(28, 25, 23, 0.06)',
    menu: '0 8px 24px rgba(28, 25, 23, 0.18)',
  },
};

export type Theme = typeof lightTheme;

export const darkTheme: Theme = {
  ...shared,
  mode: 'dark',
  color: {
    primary: '#5cb8ff',
    primaryHover: '#8ccdff',
    onPrimary: '#06223a',
    accent: '#f7d618',
    onAccent: '#1f1a00',
    danger: '#ff8a8a',
    dangerHover: '#ffb0b0',
    dangerBg: '#3b1518',
    onDanger: '#2a0a0c',
    success: '#6fdc8c',
    successBg: '#12301c',
    warning: '#f5c84c',
    warningBg: '#33290a',
    info: '#5cb8ff',
    infoBg: '#0f2a40',
    text: '#f5f5f4',
    textMuted: '#b8b2ad',
    border: '#3f3a36',
    borderStrong: '#7a736d',
    bg: '#121110',
    surface: '#1c1a18',
    surfaceRaised: '#262320',
    surfaceSunken: '#171514',
    placeholder: '#2e2a27',
    hover: 'rgba(245, 245, 244, 0.09)',
    focus: '#8ccdff',
    overlay: 'rgba(0, 0, 0, 0.7)',
    status: {
      active: { fg: '#86efac', bg: '#14361f' },
      pending: { fg: '#fde68a', bg: '#3a2e08' },
      inactive: { fg: '#fca5a5', bg: '#3f1416' },
      expired: { fg: '#fca5a5', bg: '#3f1416' },
      rejected: { fg: '#fca5a5', bg: '#3f1416' },
      sold: { fg: '#d6d3d1', bg: '#34302c' },
      archived: { fg: '#d6d3d1', bg: '#34302c' },
      deleted: { fg: '#d6d3d1', bg: '#34302c' },
    },
    boost: {
      standard: { ring: '#5cb8ff', badgeBg: '#5cb8ff', badgeFg: '#06223a' },
      premium: { ring: '#f7d618', badgeBg: '#f7d618', badgeFg: '#1f1a00' },
      exclusive: { ring: '#d08be0', badgeBg: '#d08be0', badgeFg: '#2a0a33' },
    },
  },
  shadow: {
    card: '0 1px 2px rgba(0, 0, 0, 0.5)',
    menu: '0 8px 24px rgba(0, 0, 0, 0.6)',
  },
};

export const themes: Record<ThemeMode, Theme> = { light: lightTheme, dark: darkTheme };
