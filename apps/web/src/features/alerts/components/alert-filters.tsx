import { ALERT_SEVERITIES, ALERT_SOURCES, ALERT_STATUSES } from '@aml/shared';
import { Button, MenuItem, Paper, Stack, TextField } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AssigneeFilter } from '../../../components/member-picker';
import { SearchField } from '../../../components/record-grid';
import { alertQueryFrom, hasAlertFilters, type AlertFilter } from './alert-list-query';

/** The value of the status field that stands for every alert still waiting for a decision. */
const OPEN = 'open';

/** A select filter whose empty choice means "all". */
function SelectFilter({
  label,
  all,
  value,
  onChange,
  children,
}: {
  label: string;
  all: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 180 }}
    >
      <MenuItem value="">{all}</MenuItem>
      {children}
    </TextField>
  );
}

/** The filter bar of the alerts list; every filter lives in the URL. */
export function AlertFilters() {
  const { t } = useTranslation('alerts');
  const [params, setParams] = useSearchParams();
  const query = alertQueryFrom(params);
  const setFilters = (values: Partial<Record<AlertFilter, string>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(values)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        next.delete('page'); // a new search starts on its first page
        return next;
      },
      { replace: true },
    );
  const setFilter = (name: AlertFilter, value: string) => setFilters({ [name]: value });

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        {/* Keyed by the URL's text, so clearing the filters clears the field too. */}
        <SearchField
          key={params.get('text') ?? ''}
          label={t('filters.text')}
          placeholder={t('filters.text_placeholder')}
          value={params.get('text') ?? ''}
          onSearch={(text) => setFilter('text', text)}
        />
        <SelectFilter
          label={t('filters.status')}
          all={t('filters.all_statuses')}
          value={query.status ?? (query.open ? OPEN : '')}
          onChange={(value) =>
            setFilters(value === OPEN ? { open: 'true', status: '' } : { open: '', status: value })
          }
        >
          <MenuItem value={OPEN}>{t('filters.open')}</MenuItem>
          {ALERT_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {t(`statuses.${status}`)}
            </MenuItem>
          ))}
        </SelectFilter>
        <SelectFilter
          label={t('filters.severity')}
          all={t('filters.all_severities')}
          value={query.severity ?? ''}
          onChange={(value) => setFilter('severity', value)}
        >
          {ALERT_SEVERITIES.map((severity) => (
            <MenuItem key={severity} value={severity}>
              {t(`severities.${severity}`)}
            </MenuItem>
          ))}
        </SelectFilter>
        <SelectFilter
          label={t('filters.source')}
          all={t('filters.all_sources')}
          value={query.source ?? ''}
          onChange={(value) => setFilter('source', value)}
        >
          {ALERT_SOURCES.map((source) => (
            <MenuItem key={source} value={source}>
              {t(`sources.${source}`)}
            </MenuItem>
          ))}
        </SelectFilter>
        <AssigneeFilter
          value={query.assignee ?? ''}
          onChange={(value) => setFilter('assignee', value)}
          unassigned
        />
        {(['created_from', 'created_to'] as const).map((name) => (
          <TextField
            key={name}
            size="small"
            type="date"
            label={t(`filters.${name}`)}
            value={query[name] ?? ''}
            onChange={(event) => setFilter(name, event.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
          />
        ))}
        {hasAlertFilters(params) && (
          <Button onClick={() => setParams({}, { replace: true })}>{t('filters.clear')}</Button>
        )}
      </Stack>
    </Paper>
  );
}
