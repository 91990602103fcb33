import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** An earlier version is shown read-only; the banner says so and leads back. */
export function OldVersionBanner({
  shown,
  current,
  onCurrent,
}: {
  shown: number;
  current: number;
  onCurrent: () => void;
}) {
  const { t } = useTranslation('rule-sets');
  if (shown === current) return null;
  return (
    <Alert
      severity="info"
      sx={{ mb: 3 }}
      action={
        <Button color="inherit" size="small" onClick={onCurrent}>
          {t('detail.show_current')}
        </Button>
      }
    >
      {t('detail.old_version', { version: shown, current })}
    </Alert>
  );
}
