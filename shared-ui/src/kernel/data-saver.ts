import { useEffect } from 'react';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { isDataSaverOn, type PreferencesState } from './preferences-slice';

/**
 * Photos the data saver holds back on the page being shown, by address (a photo shown twice counts once),
 * with the bytes it would have cost: the preferences menu tells the visitor what the page saved.
 */
export interface DataSaverState {
  withheld: Record<string, { bytes: number; count: number }>;
}

const initialState: DataSaverState = { withheld: {} };

export const dataSaverSlice = createSlice({
  name: 'dataSaver',
  initialState,
  reducers: {
    photoWithheld(state, action: PayloadAction<{ url: string; bytes: number }>) {
      const entry = state.withheld[action.payload.url];
      if (entry) entry.count += 1;
      else state.withheld[action.payload.url] = { bytes: action.payload.bytes, count: 1 };
    },
    photoReleased(state, action: PayloadAction<string>) {
      const entry = state.withheld[action.payload];
      if (!entry) return;
      entry.count -= 1;
      if (entry.count <= 0) delete state.withheld[action.payload];
    },
  },
});

export const { photoWithheld, photoReleased } = dataSaverSlice.actions;

/** Whether photos wait for a tap (the visitor's choice, else the browser's Save-Data). */
export function selectDataSaver(state: { preferences: PreferencesState }): boolean {
  return isDataSaverOn(state.preferences);
}

/** Bytes of the photos held back on the page now shown. */
export function selectBytesSaved(state: { dataSaver: DataSaverState }): number {
  let total = 0;
  for (const entry of Object.values(state.dataSaver.withheld)) total += entry.bytes;
  return total;
}

/** Whether photos wait for a tap (the visitor's choice, else the browser's Save-Data). */
export function useDataSaver(): boolean {
  return useSelector(selectDataSaver);
}

/** Bytes of the photos held back on the page now shown. */
export function useBytesSaved(): number {
  return useSelector(selectBytesSaved);
}

/**
 * Counts the photo at `url` as held back while the component shows its placeholder (null: nothing held
 * back), so the page's savings are known; it stops counting once the photo is shown or the page changes.
 */
export function useWithheldPhoto(url: string | null, bytes: number): void {
  const dispatch = useDispatch();
  useEffect(() => {
    if (!url) return undefined;
    dispatch(photoWithheld({ url, bytes }));
    return () => {
      dispatch(photoReleased(url));
    };
  }, [dispatch, url, bytes]);
}
