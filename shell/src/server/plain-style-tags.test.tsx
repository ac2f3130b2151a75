import { renderToString } from 'react-dom/server';
import styled, { createGlobalStyle, keyframes, ServerStyleSheet } from 'styled-components';
import { plainStyleTags } from './plain-style-tags';

const spin = keyframes`to { transform: rotate(360deg); }`;
const Global = createGlobalStyle`body { margin: 0; }`;
const Box = styled.div`
  color: red;
  animation: ${spin} 1s linear infinite;
  @media (min-width: 600px) {
    color: blue;
  }
`;
const Label = styled.span`
  font-weight: bold;
`;

describe('plainStyleTags', () => {
  it("keeps every rule of the server's styles and drops styled-components' markers", () => {
    const sheet = new ServerStyleSheet();
    try {
      renderToString(
        sheet.collectStyles(
          <>
            <Global />
            <Box>
              <Label>Sokoni</Label>
            </Box>
          </>,
        ),
      );
      const tags = sheet.getStyleTags();
      expect(tags).toContain('data-styled.g');
      const plain = plainStyleTags(tags);

      expect(plain).toMatch(/^<style>[^<]*<\/style>$/);
      expect(plain).not.toContain('data-styled');
      expect(plain).not.toContain('/*!sc*/');
      const rules = (css: string) =>
        css
          .replace(/<\/?style[^>]*>/g, '')
          .split('/*!sc*/\n')
          .filter((part) => part.trim() && !part.trim().startsWith('data-styled.'))
          .join('');
      expect(plain.replace(/<\/?style>/g, '')).toBe(rules(tags));
      expect(plain).toContain('body{margin:0;}');
      expect(plain).toContain('@keyframes');
      expect(plain).toContain('@media (min-width: 600px){');
    } finally {
      sheet.seal();
    }
  });
});
