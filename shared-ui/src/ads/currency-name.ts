import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

export interface CurrencyLike {
  code: string;
  name: string;
}

/**
 * A currency's name in the page language: the shared translation for its ISO code (`common:currencies.<code>`,
 * "Franc congolais" / "Congolese Franc") when there is one, else the name the api sent (a currency an
 * administrator added that the dictionaries do not know yet).
 */
export function useCurrencyName(): (currency: CurrencyLike) => string {
  const { t } = useTranslation('common');
  return useCallback(
    (currency: CurrencyLike) => t(`currencies.${currency.code}`, { defaultValue: currency.name }),
    [t],
  );
}
