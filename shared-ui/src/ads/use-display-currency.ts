import { useAppSelector } from '../kernel/store';

/** The currency the visitor chose for converted prices (stored preference, USD by default). */
export function useDisplayCurrency(): string {
  return useAppSelector((state) => state.preferences.currency);
}
