import { Alert, Button, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiCall, errorText } from '../../../lib/api-client';

/** Exports the current team's audit trail for an inspection (CSV or JSON). */
export function AuditExport() {
  const { t } = useTranslation('teams');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function download(format: 'csv' | 'json') {
    setBusy(true);
    setFailure(null);
    try {
      const result = await apiCall<unknown>('/audit-events', {
        query: { format, from: from || undefined, to: to || undefined },
      });
      const text = format === 'csv' ? String(result) : JSON.stringify(result, null, 2);
      const blob = new Blob([text], { type: format === 'csv' ? 'text/csv' : 'application/json' });
      const link = document.createElement('a');
      link.href = URL.createObjectURL(blob);
      link.download = `audit-trail.${format}`;
      link.click();
      URL.revokeObjectURL(link.href);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: 3 }} component="section" aria-labelledby="audit-title">
      <Typography id="audit-title" variant="h2" gutterBottom>
        {t('audit_title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('audit_description')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          type="date"
          label={t('from')}
          value={from}
          onChange={(e) => setFrom(e.target.value)}
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <TextField
          type="date"
          label={t('to')}
          value={to}
          onChange={(e) => setTo(e.target.value)}
          size="small"
          slotProps={{ inputLabel: { shrink: true } }}
        />
        <Button variant="outlined" onClick={() => download('csv')} disabled={busy}>
          {t('export_csv')}
        </Button>
        <Button variant="outlined" onClick={() => download('json')} disabled={busy}>
          {t('export_json')}
        </Button>
      </Stack>
      {failure && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {failure}
        </Alert>
      )}
    </Paper>
  );
}
