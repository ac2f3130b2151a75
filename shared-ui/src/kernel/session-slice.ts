import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { STORAGE_KEYS, type User } from '@sokoni/contracts';
import { readJson, readStorage, writeStorage } from './storage';

export interface SessionState {
  token: string | null;
  user: User | null;
  /** True once the startup profile check has run (or there was no token): guards wait for it. */
  initialised: boolean;
  /**
   * The page (path + query) the user was on when they signed out on purpose (logout, account deletion).
   * A guarded page left that way sends them Home rather than to Login (signing out returns Home).
   */
  signedOutFrom?: string | null;
}

export interface SessionClearedPayload {
  /** Set for a deliberate sign-out: the full path of the page the user was on. */
  signedOutFrom?: string;
}

export function loadSessionState(): SessionState {
  const token = readStorage(STORAGE_KEYS.token);
  const user = token ? readJson<User>(STORAGE_KEYS.user) : null;
  return { token, user, initialised: !token };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: loadSessionState,
  reducers: {
    sessionStarted(state, action: PayloadAction<{ token: string; user: User }>) {
      state.token = action.payload.token;
      state.user = action.payload.user;
      state.initialised = true;
      state.signedOutFrom = null;
    },
    /**
     * A fresher copy of the signed-in user. An answer that arrives after a sign-out (a language or theme saved
     * just before, a profile check in flight) or that belongs to another account is dropped: it must not put
     * a signed-out user back on screen.
     */
    userUpdated(state, action: PayloadAction<User>) {
      if (state.token === null) return;
      if (state.user && state.user.id !== action.payload.id) return;
      state.user = action.payload;
    },
    sessionInitialised(state) {
      state.initialised = true;
    },
    /** Logout or a failed startup check. */
    sessionCleared(state, action: PayloadAction<SessionClearedPayload | undefined>) {
      state.token = null;
      state.user = null;
      state.initialised = true;
      state.signedOutFrom = action.payload?.signedOutFrom ?? null;
    },
    /** The server answered 401 on a protected path: the shell clears the session and sends the user to /login. */
    sessionRejected(state) {
      state.token = null;
      state.user = null;
      state.initialised = true;
      state.signedOutFrom = null;
    },
  },
});

export const { sessionStarted, userUpdated, sessionInitialised, sessionCleared, sessionRejected } =
  sessionSlice.actions;

/** Keeps token and user in storage in step with the slice. */
export function persistSession(state: SessionState): void {
  writeStorage(STORAGE_KEYS.token, state.token);
  writeStorage(STORAGE_KEYS.user, state.user ? JSON.stringify(state.user) : null);
}
