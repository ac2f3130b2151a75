import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteName } from '../features/settings/settings-api';

/** "<page name> | <site name>" (spec §2), re-written when the language or the site name changes. */
export function usePageTitle(titleKey: string): void {
  const { t, i18n } = useTranslation();
  const siteName = useSiteName();
  const pageName = t(titleKey);
  useEffect(() => {
    document.title = `${pageName} | ${siteName}`;
  }, [pageName, siteName, i18n.language]);
}
