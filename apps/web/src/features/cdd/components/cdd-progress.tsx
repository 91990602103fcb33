import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * How many measures are settled (done or not applicable) of all: "5/7" beside a bar, read out
 * as "5 of 7 measures settled". `wide` draws the bar of the execution's page.
 */
export function CddProgress({
  settled,
  total,
  wide = false,
}: {
  settled: number;
  total: number;
  wide?: boolean;
}) {
  const { t } = useTranslation('cdd');
  const label = t('progress_label', { settled, total });
  const value = total === 0 ? 0 : (settled / total) * 100;
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center', height: wide ? undefined : '100%', width: '100%' }}
    >
      <Box sx={{ flex: 1, minWidth: wide ? 120 : 48 }}>
        <LinearProgress
          variant="determinate"
          value={value}
          color={settled === total && total > 0 ? 'success' : 'primary'}
          aria-label={label}
          sx={{ height: wide ? 10 : 6, borderRadius: 5 }}
        />
      </Box>
      <Typography
        variant={wide ? 'body1' : 'body2'}
        component="span"
        aria-hidden
        sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
      >
        {t('progress', { settled, total })}
      </Typography>
    </Stack>
  );
}
