import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { TOAST_DURATIONS_MS } from '@sokoni/contracts';

export type ToastType = 'success' | 'error' | 'warning' | 'info';

export interface Toast {
  id: string;
  type: ToastType;
  message: string;
  /** Milliseconds before it closes itself; 0 keeps it until the user closes it. */
  duration: number;
}

export interface ToastInput {
  type: ToastType;
  message: string;
  duration?: number;
}

export const toastSlice = createSlice({
  name: 'toasts',
  initialState: [] as Toast[],
  reducers: {
    toastShown: {
      reducer(state, action: PayloadAction<Toast>) {
        state.push(action.payload);
      },
      prepare(input: ToastInput) {
        return {
          payload: {
            id: nanoid(),
            type: input.type,
            message: input.message,
            duration: input.duration ?? TOAST_DURATIONS_MS[input.type],
          },
        };
      },
    },
    toastDismissed(state, action: PayloadAction<string>) {
      return state.filter((toast) => toast.id !== action.payload);
    },
  },
});

export const { toastShown, toastDismissed } = toastSlice.actions;
