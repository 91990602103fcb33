import { Alert, Button, MenuItem, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/section';
import { useAction } from '../../../components/use-action';
import { apiCall } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';
import { DateInput } from '../../../components/date-input';

/** Kinds of record a team's audit events concern, for the filter. */
const AUDITED_ENTITIES = [
  'team',
  'team_member',
  'team_invitation',
  'obligated_institution',
  'notification_settings',
] as const;

/** Exports the current team's audit trail for an inspection (CSV or JSON). */
export function AuditExport() {
  const { t } = useTranslation('teams');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [entityType, setEntityType] = useState('');
  const [actor, setActor] = useState('');
  const download = useAction(async (format: 'csv' | 'json') => {
    const result = await apiCall<unknown>('/audit-events', {
      query: {
        format,
        from: from || undefined,
        to: to || undefined,
        entity_type: entityType || undefined,
        actor: actor.trim() || undefined,
      },
    });
    const text = format === 'csv' ? String(result) : JSON.stringify(result, null, 2);
    const type = format === 'csv' ? 'text/csv' : 'application/json';
    saveFile(new Blob([text], { type }), `audit-trail.${format}`);
  });

  return (
    <Section title={t('audit_title')} description={t('audit_description')}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        useFlexGap
        sx={{ flexWrap: 'wrap' }}
      >
        <DateInput label={t('from')} value={from} onChange={setFrom} size="small" />
        <DateInput label={t('to')} value={to} onChange={setTo} size="small" />
        <TextField
          select
          label={t('entity')}
          value={entityType}
          onChange={(e) => setEntityType(e.target.value)}
          size="small"
          sx={{ minWidth: 180 }}
          slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        >
          <MenuItem value="">{t('all_entities')}</MenuItem>
          {AUDITED_ENTITIES.map((entity) => (
            <MenuItem key={entity} value={entity}>
              {t(`entities.${entity}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          label={t('actor')}
          type="email"
          value={actor}
          onChange={(e) => setActor(e.target.value)}
          size="small"
        />
        <Button variant="outlined" onClick={() => download.run('csv')} disabled={download.busy}>
          {t('export_csv')}
        </Button>
        <Button variant="outlined" onClick={() => download.run('json')} disabled={download.busy}>
          {t('export_json')}
        </Button>
      </Stack>
      {download.failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {download.failure}
        </Alert>
      )}
    </Section>
  );
}
