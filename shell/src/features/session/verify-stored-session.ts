import {
  sessionCleared,
  sessionInitialised,
  toastShown,
  userUpdated,
  type AppStore,
} from '@sokoni/shared-ui';
import { i18n } from '@sokoni/shared-ui';
import { sessionApi } from './session-api';

function isNetworkFailure(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return status === 'FETCH_ERROR' || status === 'TIMEOUT_ERROR';
}

/**
 * Startup check: a stored token is confirmed with GET /user/profile before any guard decides.
 * When the server refuses it the user is logged out with 'Failed to verify authentication'; without a network
 * (offline) the stored session stays.
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
  } catch (error) {
    // No answer at all (offline, the network dropped) says nothing of the session: it is kept for this visit
    // (any call the server answers 401 still ends it) and checked again at the next start.
    if (isNetworkFailure(error)) {
      store.dispatch(sessionInitialised());
      return;
    }
    store.dispatch(sessionCleared());
    store.dispatch(toastShown({ type: 'error', message: i18n.t('shell:session.verifyFailed') }));
  }
}
