import EventBusy from '@mui/icons-material/EventBusy';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Says a record is past its due date with an icon and a word, so colour is never the only cue. */
export function OverdueMark() {
  const { t } = useTranslation('common');
  return (
    <Stack
      component="span"
      direction="row"
      spacing={0.5}
      sx={{ display: 'inline-flex', alignItems: 'center', color: 'error.main' }}
    >
      <EventBusy fontSize="small" aria-hidden />
      <Typography component="span" variant="body2" sx={{ fontWeight: 600 }}>
        {t('overdue')}
      </Typography>
    </Stack>
  );
}
