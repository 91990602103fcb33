import { useTranslation } from 'react-i18next';

const UNITS = [
  ['gigabyte', 1024 ** 3],
  ['megabyte', 1024 ** 2],
  ['kilobyte', 1024],
] as const;

/** Sizes of files in the user's language: "1.5 MB", "1,5 MB"; under a kilobyte in bytes. */
export function useFileSize() {
  const { i18n } = useTranslation();
  const locale = i18n.resolvedLanguage === 'pl' ? 'pl-PL' : 'en-GB';
  return (bytes: number) => {
    const [unit, size] = UNITS.find(([, size]) => bytes >= size) ?? ['byte', 1];
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit,
      maximumFractionDigits: unit === 'byte' ? 0 : 1,
    }).format(bytes / size);
  };
}
