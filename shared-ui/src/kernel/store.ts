import { combineReducers, configureStore, createListenerMiddleware, isAnyOf, type TypedStartListening } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';
import { useDispatch, useSelector } from 'react-redux';
import { baseApi } from './base-api';
import { persistSession, sessionCleared, sessionRejected, sessionSlice, sessionStarted, userUpdated } from './session-slice';
import {
  cookieConsentChosen,
  currencyChanged,
  dataSaverChanged,
  localeChanged,
  persistPreferences,
  preferencesSlice,
  themeChanged,
} from './preferences-slice';
import { toastSlice } from './toast-slice';
import { dataSaverSlice } from './data-saver';

export const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  session: sessionSlice.reducer,
  preferences: preferencesSlice.reducer,
  toasts: toastSlice.reducer,
  dataSaver: dataSaverSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export const listenerMiddleware = createListenerMiddleware();

/** Cross-remote UI state lives in the one store; these listeners keep browser storage in step with it. */
listenerMiddleware.startListening({
  matcher: isAnyOf(sessionStarted, userUpdated, sessionCleared, sessionRejected),
  effect: (_action, api) => persistSession((api.getState() as RootState).session),
});
listenerMiddleware.startListening({
  matcher: isAnyOf(localeChanged, themeChanged, currencyChanged, cookieConsentChosen, dataSaverChanged),
  effect: (_action, api) => persistPreferences((api.getState() as RootState).preferences),
});

export function makeStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) => getDefault().prepend(listenerMiddleware.middleware).concat(baseApi.middleware),
  });
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
export type AppStartListening = TypedStartListening<RootState, AppDispatch>;

/** For the shell's own effects (toasts on errors, navigation on a rejected session, ...). */
export const startAppListening = listenerMiddleware.startListening as AppStartListening;

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();

