import { AD_STATUSES } from '@sokoni/contracts';
import { contrastRatio } from './contrast';
import { themes, type Theme, type ThemeMode } from './tokens';

const AA = 4.5;
/** Non-text contrast (WCAG 1.4.11): borders of controls, focus rings, icons. */
const UI = 3;

function textPairs(theme: Theme): Array<[string, string, string]> {
  const c = theme.color;
  const pairs: Array<[string, string, string]> = [
    ['text / bg', c.text, c.bg],
    ['text / surface', c.text, c.surface],
    ['text / surfaceRaised', c.text, c.surfaceRaised],
    ['text / surfaceSunken', c.text, c.surfaceSunken],
    ['textMuted / bg', c.textMuted, c.bg],
    ['textMuted / surface', c.textMuted, c.surface],
    ['textMuted / surfaceRaised', c.textMuted, c.surfaceRaised],
    ['text / placeholder (neutral badge)', c.text, c.placeholder],
    ['onPrimary / primary', c.onPrimary, c.primary],
    ['onPrimary / primaryHover', c.onPrimary, c.primaryHover],
    ['onAccent / accent', c.onAccent, c.accent],
    ['onDanger / danger', c.onDanger, c.danger],
    ['onDanger / dangerHover', c.onDanger, c.dangerHover],
    ['primary (links) / bg', c.primary, c.bg],
    ['primary (links) / surface', c.primary, c.surface],
    ['danger / surface', c.danger, c.surface],
    ['danger / bg', c.danger, c.bg],
    ['danger / dangerBg', c.danger, c.dangerBg],
    ['success / successBg', c.success, c.successBg],
    ['warning / warningBg', c.warning, c.warningBg],
    ['info / infoBg', c.info, c.infoBg],
  ];
  for (const status of AD_STATUSES) {
    pairs.push([`status ${status} fg / bg`, c.status[status].fg, c.status[status].bg]);
  }
  for (const [boost, colors] of Object.entries(c.boost)) {
    pairs.push([`boost ${boost} badge`, colors.badgeFg, colors.badgeBg]);
  }
  return pairs;
}

function uiPairs(theme: Theme): Array<[string, string, string]> {
  const c = theme.color;
  return [
    ['focus / bg', c.focus, c.bg],
    ['focus / surface', c.focus, c.surface],
    ['borderStrong (input border) / surface', c.borderStrong, c.surface],
    ['borderStrong (input border) / surfaceRaised', c.borderStrong, c.surfaceRaised],
    ['borderStrong (input border) / bg', c.borderStrong, c.bg],
    ['success icon / surfaceRaised', c.success, c.surfaceRaised],
    ['warning icon / surfaceRaised', c.warning, c.surfaceRaised],
    ['info icon / surfaceRaised', c.info, c.surfaceRaised],
    ['danger icon / surfaceRaised', c.danger, c.surfaceRaised],
  ];
}

describe.each(Object.keys(themes) as ThemeMode[])('%s theme contrast', (mode) => {
  const theme = themes[mode];

  it.each(textPairs(theme))('%s reaches AA for text (%s on %s)', (_name, fg, bg) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(AA);
  });

  it.each(uiPairs(theme))('%s reaches 3:1 for controls and icons (%s on %s)', (_name, fg, bg) => {
    expect(contrastRatio(fg, bg)).toBeGreaterThanOrEqual(UI);
  });
});

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });
});
