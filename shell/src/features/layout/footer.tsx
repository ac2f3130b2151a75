import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { paths } from '@sokoni/shared-ui';
import { useSiteName } from '../settings/settings-api';

const StyledFooter = styled.footer`
  margin-top: ${({ theme }) => theme.space(12)};
  background: ${({ theme }) => theme.color.surfaceSunken};
  border-top: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

const StyledGrid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(8)} ${({ theme }) => theme.space(4)};

  @media (min-width: ${({ theme }) => theme.breakpoint.md}) {
    grid-template-columns: 2fr 1fr 1fr;
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.color.text};
    font-size: ${({ theme }) => theme.font.size.md};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.compactTarget};
    color: ${({ theme }) => theme.color.textMuted};
  }
  li a:hover {
    color: ${({ theme }) => theme.color.text};
  }
`;

const StyledBottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  max-width: ${({ theme }) => theme.layout.maxWidth};
  margin: 0 auto;
  padding: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.color.border};
`;

const QUICK_LINKS = [
  { labelKey: 'nav.home', to: paths.home.getHref() },
  { labelKey: 'nav.browse', to: paths.browse.getHref() },
  { labelKey: 'nav.postAd', to: paths.postAd.getHref() },
  { labelKey: 'nav.about', to: paths.about.getHref() },
  { labelKey: 'nav.contact', to: paths.contact.getHref() },
];

const LEGAL_LINKS = [
  { labelKey: 'footer.terms', to: paths.terms.getHref() },
  { labelKey: 'footer.privacy', to: paths.privacy.getHref() },
  { labelKey: 'footer.agreement', to: paths.agreement.getHref() },
];

/** Footer: description, quick links, legal links, copyright year, made-in-DRC line. */
export function Footer() {
  const { t } = useTranslation('shell');
  const siteName = useSiteName();
  return (
    <StyledFooter>
      <StyledGrid>
        <section>
          <h2>{siteName}</h2>
          <p>{t('footer.description')}</p>
        </section>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links">{t('footer.quickLinks')}</h2>
          <ul>
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-legal-links">
          <h2 id="footer-legal-links">{t('footer.legal')}</h2>
          <ul>
            {LEGAL_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to}>{t(link.labelKey)}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </StyledGrid>
      <StyledBottom>
        <span>{t('footer.copyright', { year: new Date().getFullYear(), siteName })}</span>
        <span>{t('footer.madeIn')}</span>
      </StyledBottom>
    </StyledFooter>
  );
}
