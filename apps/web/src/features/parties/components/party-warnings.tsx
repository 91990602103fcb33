import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslation } from 'react-i18next';

export type PartyWarning = { path: string; code: string };

/**
 * What the server found worth a second look in saved data (a PESEL that disagrees with the
 * birth date, a date in the future): shown until dismissed, never blocking.
 */
export function PartyWarnings({
  warnings,
  onClose,
}: {
  warnings: PartyWarning[];
  onClose: () => void;
}) {
  const { t } = useTranslation('parties');
  if (warnings.length === 0) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} onClose={onClose}>
      <AlertTitle>{t('warnings.title')}</AlertTitle>
      <Box component="ul" sx={{ m: 0, pl: 2 }}>
        {warnings.map((warning) => (
          <li key={`${warning.path}:${warning.code}`}>{t(`warnings.${warning.code}`)}</li>
        ))}
      </Box>
    </Alert>
  );
}
