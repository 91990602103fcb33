import type { RegistryAnswer, RegistryAnswerStatus, RegistryName } from '@aml/shared';
import { Box, Chip, Typography, type ChipProps } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/dates';

const STATUS_COLOURS: Record<RegistryAnswerStatus, ChipProps['color']> = {
  found: 'success',
  not_found: 'default',
  not_configured: 'default',
  not_applicable: 'default',
  unavailable: 'warning',
  rate_limited: 'warning',
};

/** Where a value comes from and of when: "KRS, 27 Nov 2026". */
export function useSourceText() {
  const { t } = useTranslation('registries');
  const date = useDateFormat();
  return (registry: RegistryName, asOf: string | null) =>
    asOf
      ? t('autofill.source', { registry: t(`autofill.registries.${registry}`), date: date(asOf) })
      : t(`autofill.registries.${registry}`);
}

/** Whether some registry that keeps companies could not be asked or did not answer. */
export const someRegistryMissing = (answers: RegistryAnswer[]) =>
  answers.some(
    (answer) =>
      answer.registry !== 'vies' &&
      (answer.status === 'not_configured' ||
        answer.status === 'unavailable' ||
        answer.status === 'rate_limited'),
  );

/**
 * What each registry answered, one line each: its name, the answer in words on a chip (never
 * colour alone) and the date of an answer found; a registry not configured or not answering
 * says so, so that the officer knows what to fill in by hand.
 */
export function RegistryAnswers({
  answers,
  headingId,
}: {
  answers: RegistryAnswer[];
  /** The id of the heading that names the list. */
  headingId?: string;
}) {
  const { t } = useTranslation('registries');
  const date = useDateFormat();
  return (
    <Box
      component="ul"
      aria-labelledby={headingId}
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}
    >
      {answers.map((answer) => (
        <Box
          component="li"
          key={answer.registry}
          sx={{
            display: 'grid',
            gridTemplateColumns: '9.5em minmax(0, 1fr)',
            columnGap: 1,
            alignItems: 'center',
          }}
        >
          <Typography variant="body2" sx={{ fontWeight: 500 }}>
            {t(`autofill.registries.${answer.registry}`)}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Chip
              size="small"
              variant={answer.status === 'found' ? 'filled' : 'outlined'}
              color={STATUS_COLOURS[answer.status]}
              label={t(`autofill.statuses.${answer.status}`)}
              // A long answer wraps on a phone rather than being cut off.
              sx={{ height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
            />
            {answer.status === 'found' && answer.as_of && (
              <Typography variant="body2" color="text.secondary">
                {date(answer.as_of)}
              </Typography>
            )}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
