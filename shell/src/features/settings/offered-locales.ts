import { useEffect } from 'react';
import { offeredLocale, offeredLocales, type Locale } from '@sokoni/contracts';
import { localeChanged, pageOfferedLocales, useAppDispatch, useAppSelector } from '@sokoni/shared-ui';
import { useGetSiteSettingsQuery } from './settings-api';

/**
 * The languages the site is offered in (Admin → Languages): the page's mark, fresher than the settings a
 * browser may keep for five minutes, else the settings.
 */
export function useOfferedLocales(): Locale[] {
  const { data } = useGetSiteSettingsQuery();
  return pageOfferedLocales() ?? offeredLocales(data?.languages);
}

/** Shows the site in an offered language: a language the administrator deactivated gives way to the default. */
export function useOfferedLocaleOnly(): void {
  const dispatch = useAppDispatch();
  const locale = useAppSelector((state) => state.preferences.locale);
  const offered = useOfferedLocales();
  const shown = offeredLocale(locale, offered);
  useEffect(() => {
    if (shown !== locale) dispatch(localeChanged(shown));
  }, [dispatch, locale, shown]);
}
