import type { AuthResponse } from '@sokoni/contracts';
import { baseApi } from './base-api';
import { localeChanged } from './preferences-slice';
import { sessionStarted } from './session-slice';
import type { AppDispatch } from './store';

/** What a list fetched while signed out lacks (favourite flags, own ads): fetched again once signed in. */
const PERSONAL_TAGS = [
  'Ad',
  'MyAds',
  'Favorite',
  'Statistics',
  'Conversation',
  'Message',
  'Transaction',
] as const;

/**
 * Opens the session a sign-in answered (login, sign-up, restore, social login, the QA bar): the account's
 * language, its token and user, and the lists fetched while signed out fetched again.
 */
export function startSignedInSession(dispatch: AppDispatch, auth: AuthResponse): void {
  dispatch(localeChanged(auth.user.preferred_language));
  dispatch(sessionStarted({ token: auth.token, user: auth.user }));
  dispatch(baseApi.util.invalidateTags([...PERSONAL_TAGS]));
}
