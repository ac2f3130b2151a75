import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteName } from '../features/settings/settings-api';

/**
 * "<page name> | <site name>", re-written when the language or the site name changes. `pageName` is the
 * name a page took from its data (usePageName), else the route's translated name.
 */
export function usePageTitle(titleKey: string, pageName?: string | null): void {
  const { t, i18n } = useTranslation();
  const siteName = useSiteName();
  const name = pageName || t(titleKey);
  useEffect(() => {
    document.title = `${name} | ${siteName}`;
  }, [name, siteName, i18n.language]);
}
