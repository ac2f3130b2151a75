import { createGlobalStyle } from 'styled-components';
import { darkTheme, lightTheme } from './tokens';

/**
 * The page's base styles, written for both themes at once (the dark ones under `html[data-theme='dark']`, the
 * attribute the theme script, the bff and `AppProviders` keep on `<html>`). Being static, they are taken over from the
 * server's style sheet as they are: a style that read the theme was removed and written again while the page
 * hydrated, which made the browser restyle the whole page.
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${lightTheme.font.family};
    font-size: ${lightTheme.font.size.md};
    line-height: ${lightTheme.font.lineHeight};
    color: ${lightTheme.color.text};
    background: ${lightTheme.color.bg};
  }
  a { color: ${lightTheme.color.primary}; }
  img { max-width: 100%; display: block; }
  button, input, select, textarea { font: inherit; color: inherit; }
  :focus-visible { outline: 3px solid ${lightTheme.color.focus}; outline-offset: 2px; }
  /* :where() keeps these as weak as the rules above: a component's own colours still win. */
  :where(html[data-theme='dark']) body { color: ${darkTheme.color.text}; background: ${darkTheme.color.bg}; }
  :where(html[data-theme='dark']) a { color: ${darkTheme.color.primary}; }
  :where(html[data-theme='dark']) :focus-visible { outline-color: ${darkTheme.color.focus}; }
  .visually-hidden {
    position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0, 0, 0, 0); white-space: nowrap; border: 0;
  }
  @media (prefers-reduced-motion: reduce) {
    *, *::before, *::after { animation-duration: 0.01ms !important; transition-duration: 0.01ms !important; }
  }
`;
