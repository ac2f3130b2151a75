import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { baseApi, paths, sessionCleared, toastShown, useAppDispatch } from '@sokoni/shared-ui';
import { useLogoutMutation } from './session-api';

/** Logout: the server is told, but local state is cleared even when that call fails; then Home. */
export function useLogout(): { logout: () => Promise<void>; loggingOut: boolean } {
  const [callLogout, { isLoading }] = useLogoutMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const { t } = useTranslation('shell');
  const here = `${location.pathname}${location.search}${location.hash}`;
  const logout = useCallback(async () => {
    try {
      await callLogout().unwrap();
    } catch {
      // The token may already be invalid server-side; the user still ends up logged out here.
    }
    // Telling the guards where the user signed out keeps a protected page from sending them to Login.
    dispatch(sessionCleared({ signedOutFrom: here }));
    dispatch(baseApi.util.resetApiState());
    navigate(paths.home.getHref());
    dispatch(toastShown({ type: 'info', message: t('session.loggedOut') }));
  }, [callLogout, dispatch, navigate, t, here]);
  return { logout, loggingOut: isLoading };
}
