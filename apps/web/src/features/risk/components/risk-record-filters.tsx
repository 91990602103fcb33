import { RISK_LEVELS, RULE_SUBJECTS } from '@aml/shared';
import { Button, Chip, MenuItem, Paper, Stack, TextField } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { SearchField } from '../../../components/record-grid';
import { useListFilters } from '../../../lib/use-list-filters';
import {
  hasRiskRecordFilters,
  riskRecordQueryFrom,
  type RiskRecordFilter,
} from './risk-record-list-query';

/** The filter bar of the risk assessment records; every filter lives in the URL. */
export function RiskRecordFilters() {
  const { t } = useTranslation(['risk', 'parties']);
  const { params, setFilter, clearFilters } = useListFilters<RiskRecordFilter>();
  const query = riskRecordQueryFrom(params);
  const overridden = query.overridden === undefined ? '' : String(query.overridden);

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap', alignItems: { md: 'center' } }}
      >
        {/* Keyed by the URL's text, so clearing the filters clears the field too. */}
        <SearchField
          key={params.get('text') ?? ''}
          label={t('list.filters.text')}
          placeholder={t('list.filters.text_placeholder')}
          value={params.get('text') ?? ''}
          onSearch={(text) => setFilter('text', text)}
        />
        {query.party_code && (
          <Chip
            label={t('list.filters.party', { code: query.party_code })}
            onDelete={() => setFilter('party_code', '')}
          />
        )}
        {query.transaction_code && (
          <Chip
            label={t('list.filters.transaction', { code: query.transaction_code })}
            onDelete={() => setFilter('transaction_code', '')}
          />
        )}
        <TextField
          select
          size="small"
          label={t('list.filters.subject')}
          value={query.subject ?? ''}
          onChange={(event) => setFilter('subject', event.target.value)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('list.filters.all_subjects')}</MenuItem>
          {RULE_SUBJECTS.map((subject) => (
            <MenuItem key={subject} value={subject}>
              {t(`list.filters.subjects.${subject}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('list.filters.level')}
          value={query.level ?? ''}
          onChange={(event) => setFilter('level', event.target.value)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('list.filters.all_levels')}</MenuItem>
          {RISK_LEVELS.map((level) => (
            <MenuItem key={level} value={level}>
              {t(`parties:risk_levels.${level}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('list.filters.overridden')}
          value={overridden}
          onChange={(event) => setFilter('overridden', event.target.value)}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="">{t('list.filters.computed_or_overridden')}</MenuItem>
          <MenuItem value="false">{t('list.filters.computed')}</MenuItem>
          <MenuItem value="true">{t('list.filters.overridden_only')}</MenuItem>
        </TextField>
        {(['created_from', 'created_to'] as const).map((name) => (
          <TextField
            key={name}
            size="small"
            type="date"
            label={t(`list.filters.${name}`)}
            value={query[name] ?? ''}
            onChange={(event) => setFilter(name, event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
        {hasRiskRecordFilters(params) && (
          <Button onClick={clearFilters}>{t('list.filters.clear')}</Button>
        )}
      </Stack>
    </Paper>
  );
}
