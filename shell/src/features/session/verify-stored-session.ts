import {
  sessionCleared,
  sessionInitialised,
  toastShown,
  userUpdated,
  type AppStore,
} from '@sokoni/shared-ui';
import { i18n } from '@sokoni/shared-ui';
import { sessionApi } from './session-api';

/**
 * Startup check: a stored token is confirmed with GET /user/profile before any guard decides.
 * On failure the user is logged out with 'Failed to verify authentication'.
 */
export async function verifyStoredSession(store: AppStore): Promise<void> {
  const { token, initialised } = store.getState().session;
  if (!token || initialised) {
    if (!initialised) store.dispatch(sessionInitialised());
    return;
  }
  const request = store.dispatch(
    sessionApi.endpoints.getSessionUser.initiate(undefined, { subscribe: false, forceRefetch: true }),
  );
  try {
    const user = await request.unwrap();
    store.dispatch(userUpdated(user));
    store.dispatch(sessionInitialised());
  } catch {
    store.dispatch(sessionCleared());
    store.dispatch(toastShown({ type: 'error', message: i18n.t('shell:session.verifyFailed') }));
  }
}
