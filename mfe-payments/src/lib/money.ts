import { useTranslation } from 'react-i18next';
import { formatCalendarDate, formatMoney, useListCurrenciesQuery } from '@sokoni/shared-ui';

/** Formats amounts with each currency's symbol and position from the site's currency list. */
export function useMoney() {
  const { i18n } = useTranslation();
  const { data } = useListCurrenciesQuery();
  return (amount: number, code: string) => {
    const currency = data?.data.find((c) => c.code === code);
    return formatMoney(
      amount,
      currency
        ? {
            symbol: currency.symbol,
            position: currency.symbol_position,
            decimal_places: currency.decimal_places,
          }
        : { symbol: code, code, position: 'after', decimal_places: 2 },
      i18n.language,
    );
  };
}

/** A date and time for the reader's language, in Kinshasa's time zone as the rest of the site shows it. */
export function useDateTime() {
  const { i18n } = useTranslation();
  return (iso: string) => formatCalendarDate(new Date(iso), i18n.language, 'full');
}
