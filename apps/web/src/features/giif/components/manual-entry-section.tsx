import { Alert, Box, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Section } from '../../../components/section';
import { errorText } from '../../../lib/api-client';
import { giifDataSheet } from '../api/giif-api';
import { GiifDownloadButton } from './download-button';

/**
 * Keying the report into the form on GIIF's website, for institutions that do not upload files
 * (giif-formats.md § 7 point 7): the transaction's data sheet, what is missing first, then its
 * fields in the order of the application's reconstruction of GIIF's template.
 */
export function ManualEntrySection({ code }: { code: string }) {
  const { t, i18n } = useTranslation('giif');
  const [failure, setFailure] = useState<string | null>(null);
  const lang = i18n.resolvedLanguage === 'pl' ? 'pl' : 'en';
  return (
    <Section title={t('report.manual_title')} description={t('report.manual_description')}>
      <Stack spacing={2}>
        <Typography variant="body2" color="text.secondary">
          {t('report.manual_order')}
        </Typography>
        {failure && (
          <Alert severity="error" onClose={() => setFailure(null)}>
            {failure}
          </Alert>
        )}
        <Box>
          <GiifDownloadButton
            download={() => giifDataSheet(code, lang)}
            filename={`GIIF-sheet-${code}-${lang}.pdf`}
            onFailed={(error) => setFailure(errorText(error))}
          >
            {t('report.manual_sheet')}
          </GiifDownloadButton>
        </Box>
      </Stack>
    </Section>
  );
}
