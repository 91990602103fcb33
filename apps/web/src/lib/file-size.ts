import { localeOf } from '@aml/shared';
import { useTranslation } from 'react-i18next';

const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte', 'terabyte'] as const;

/** Sizes of files in the user's language ("1.5 MB", "1,5 MB"), in steps of 1024. */
export function useFileSize() {
  const { i18n } = useTranslation();
  const locale = localeOf(i18n.resolvedLanguage);
  return (bytes: number) => {
    let value = bytes;
    let unit = 0;
    while (value >= 1024 && unit < UNITS.length - 1) {
      value /= 1024;
      unit += 1;
    }
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: UNITS[unit],
      // Bytes in words ("512 bytes", "512 bajtów"); larger units as their symbols.
      unitDisplay: unit === 0 ? 'long' : 'short',
      maximumFractionDigits: unit === 0 ? 0 : 1,
    }).format(value);
  };
}
