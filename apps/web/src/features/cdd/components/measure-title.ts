import { useTranslation } from 'react-i18next';

/**
 * A measure's title in the reader's language: the application's measures are worded by their
 * key (their title is null), a team's own by the title it gave them.
 */
export function useMeasureTitle() {
  const { t } = useTranslation('cdd');
  return (measure: { key: string; title: string | null }) =>
    measure.title ?? t(`measures.${measure.key}`, { defaultValue: measure.key });
}
