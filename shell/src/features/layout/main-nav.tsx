import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { MAIN_LINKS, isMainLinkActive } from './menu-links';

/** The site's main links with the current one marked; each menu (the bar, the phone menu) gives `list` its look. */
export function MainNav({ list: List }: { list: ComponentType<{ children: ReactNode }> }) {
  const { t } = useTranslation('shell');
  const { pathname } = useLocation();
  return (
    <nav aria-label={t('nav.main')}>
      <List>
        {MAIN_LINKS.map((link) => (
          <li key={link.to}>
            <Link to={link.to} aria-current={isMainLinkActive(link.to, pathname) ? 'page' : undefined}>
              {t(link.labelKey)}
            </Link>
          </li>
        ))}
      </List>
    </nav>
  );
}
