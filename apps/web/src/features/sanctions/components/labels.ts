import { useTranslation } from 'react-i18next';

/** The user-facing name of a list source ("UN Security Council"); an unknown source as is. */
export function useListName() {
  const { t } = useTranslation('sanctions');
  return (source: string) => t(`lists.${source}`, { defaultValue: source });
}

/** Shares of one (scores, similarities) as whole percentages in the user's language. */
export function usePercent() {
  const { i18n } = useTranslation();
  const format = new Intl.NumberFormat(i18n.resolvedLanguage === 'pl' ? 'pl-PL' : 'en-GB', {
    style: 'percent',
    maximumFractionDigits: 0,
  });
  return (share: number) => format.format(share);
}

/** A change of the score in percentage points, always signed: "+5", "−10" (true minus). */
export function signedPoints(effect: number): string {
  const points = Math.round(effect * 100);
  if (points === 0) return '±0';
  return points > 0 ? `+${points}` : `−${Math.abs(points)}`;
}

/** A score at or above this share is shown as a strong match. */
export const STRONG_MATCH = 0.9;
