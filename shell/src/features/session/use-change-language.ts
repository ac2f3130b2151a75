import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@sokoni/contracts';
import {
  localeChanged,
  toApiError,
  toastShown,
  useAppDispatch,
  useAppSelector,
  userUpdated,
} from '@sokoni/shared-ui';
import { useUpdateLanguageMutation } from './session-api';

/** Stores the locale (key `locale`) and, when signed in, saves it as the user's preference on the server. */
export function useChangeLanguage(): (locale: Locale) => void {
  const dispatch = useAppDispatch();
  const signedIn = useAppSelector((s) => Boolean(s.session.user));
  const [updateLanguage] = useUpdateLanguageMutation();
  const { t } = useTranslation('shell');
  return useCallback(
    (locale: Locale) => {
      dispatch(localeChanged(locale));
      if (!signedIn) return;
      updateLanguage(locale)
        .unwrap()
        .then((user) => {
          if (user && typeof user.id === 'number') dispatch(userUpdated(user));
        })
        .catch((error: unknown) => {
          dispatch(
            toastShown({ type: 'error', message: toApiError(error, t('language.updateFailed')).message }),
          );
        });
    },
    [dispatch, signedIn, updateLanguage, t],
  );
}
