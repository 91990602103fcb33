import { ALL_RISK_LEVELS, RISK_LEVELS } from '@aml/shared';
import { useTranslation } from 'react-i18next';
import { SelectFilter, optionsOf } from '../list-page';

/** The risk level a list of parties or transactions is narrowed to (in its FilterBar). */
export function RiskLevelFilter() {
  const { t } = useTranslation('parties');
  return (
    <SelectFilter
      name="risk_level"
      label={t('filters.risk_level')}
      all={t('filters.all_levels')}
      allValue={ALL_RISK_LEVELS}
      options={optionsOf(RISK_LEVELS, (level) => t(`risk_levels.${level}`))}
      minWidth={170}
    />
  );
}
