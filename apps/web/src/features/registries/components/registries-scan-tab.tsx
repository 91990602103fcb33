import { hasPermission, type RegistryName } from '@aml/shared';
import { Alert, AlertTitle, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/api-client';
import { applyFieldErrors } from '../../../lib/forms';
import { currentTeamOf, useCurrentUser } from '../../../lib/session';
import { registriesStatusQuery } from '../api/registries-api';
import { useRegistryName } from './labels';
import { ReportList } from './report-list';
import { ScanFormFields, useScanForm } from './scan-form';
import { ScanProgress } from './scan-progress';
import { ScannedReport } from './scanned-report';
import { useScan } from './use-scan';

/** The registries this installation does not ask, named in a sentence under the form. */
function NotConfiguredNote({ missing }: { missing: RegistryName[] }) {
  const { t, i18n } = useTranslation('registries');
  const registryName = useRegistryName();
  const names = new Intl.ListFormat(i18n.resolvedLanguage === 'pl' ? 'pl-PL' : 'en-GB', {
    type: 'conjunction',
  }).format(missing.map(registryName));
  return (
    <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
      {t('scan.some_not_configured', { registries: names })}
    </Typography>
  );
}

/**
 * /dashboard/tools?tab=registries-skan: one NIP, REGON or KRS scanned across every configured
 * registry (issue 31). The registries' answers show one by one as they come, then the report
 * (red flags first) under the form; the stored reports are listed below.
 */
export function RegistriesScanTab() {
  const { t } = useTranslation('registries');
  const user = useCurrentUser();
  const mayScan = hasPermission(currentTeamOf(user.data)?.role, 'records.edit_own');
  const form = useScanForm();
  const [failure, setFailure] = useState<string | null>(null);
  const scan = useScan({
    onFailed: (error) => {
      // A number the server refuses is said under the field, the rest above the form.
      if (!applyFieldErrors(error, form)) setFailure(errorText(error));
    },
  });
  const status = useQuery(registriesStatusQuery());
  const registries = status.data?.registries ?? [];
  const missing = registries.filter((registry) => !registry.configured).map((r) => r.registry);
  // With none configured a scan still runs: its report says that no registry was asked.
  const noneConfigured = registries.length > 0 && missing.length === registries.length;
  const state = scan.state;

  return (
    <Stack spacing={3}>
      {noneConfigured && (
        <Alert severity="warning">
          <AlertTitle>{t('scan.none_configured_title')}</AlertTitle>
          {t('scan.none_configured')}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
        <Typography variant="h2">{t('scan.title')}</Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          {t('scan.description')}
        </Typography>
        <ScanFormFields
          form={form}
          busy={scan.busy}
          whyNot={mayScan ? '' : t('scan.not_allowed')}
          onScan={(identifier) => {
            setFailure(null);
            scan.start(identifier);
          }}
          notice={!noneConfigured && missing.length > 0 && <NotConfiguredNote missing={missing} />}
        />
      </Paper>
      {failure && (
        <Alert severity="error" onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {state && !state.report && (state.running || state.started) && <ScanProgress scan={state} />}
      {state?.report && <ScannedReport key={state.report.code} report={state.report} />}
      <ReportList />
    </Stack>
  );
}
