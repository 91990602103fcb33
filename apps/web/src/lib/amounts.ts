import { formatDecimal, localeOf } from '@aml/shared';
import { useTranslation } from 'react-i18next';

// Written the same on the server (links, e-mails) and here.
export { formatDecimal, localeOf };

/** Amounts in the user's language: useAmountFormat()(amount, currency). */
export function useAmountFormat() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage);
  return (amount: string, currency?: string, minDecimals = 0) => {
    const text = formatDecimal(amount, locale, minDecimals);
    return currency ? `${text} ${currency}` : text;
  };
}

/**
 * An amount as a person types it in their language, as exact text with a decimal point:
 * English "15,000.50" and Polish "15 000,50" (or "15.000,50") are both "15000.50". A comma is
 * a decimal mark in Polish; in English it groups thousands ("1,500" is 1500) unless it is the
 * only separator ("1500,5" is 1500.5). Text that is no amount is returned without spaces, for
 * the caller's check to refuse.
 */
export function parseAmount(text: string, language: string | undefined): string {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '');
  if (language === 'pl') {
    return compact.includes(',') ? compact.replace(/\./g, '').replace(',', '.') : compact;
  }
  if (/^\d{1,3}(,\d{3})+(\.\d*)?$/.test(compact)) return compact.replace(/,/g, '');
  if (!compact.includes('.') && compact.split(',').length === 2) return compact.replace(',', '.');
  return compact;
}
