import { useAppSelector } from '@sokoni/shared-ui';

/** The currency the visitor chose for converted prices (stored preference, USD by default). */
export function useDisplayCurrency(): string {
  return useAppSelector((state) => state.preferences.currency);
}
