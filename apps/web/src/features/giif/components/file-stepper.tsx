import type { GiifFile, GiifFileState } from '@aml/shared';
import {
  Paper,
  Step,
  StepLabel,
  Stepper,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/dates';

/** The way of a file, in order; the last step is loaded or rejected, whichever happened. */
const STEPS = ['draft', 'validated', 'exported', 'signed', 'submitted', 'loaded'] as const;

/** When the file reached each state (a draft: when it was built). */
const reachedAt = (file: GiifFile, state: GiifFileState): string | null =>
  ({
    draft: file.created_at,
    validated: file.validated_at,
    exported: file.exported_at,
    signed: file.signed_at,
    submitted: file.submitted_at,
    loaded: file.loaded_at,
    rejected: file.rejected_at,
  })[state];

/**
 * The states of a file from its draft to GIIF's answer, each with when it was reached: done,
 * the current one, or still ahead; a rejected file ends on "Rejected", marked as an error.
 * Across the page on a wide screen, down it on a phone.
 */
export function FileStepper({ file }: { file: GiifFile }) {
  const { t } = useTranslation('giif');
  const formatDate = useDateFormat();
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const rejected = file.state === 'rejected';
  const steps: GiifFileState[] = rejected ? [...STEPS.slice(0, -1), 'rejected'] : [...STEPS];
  const current = steps.indexOf(file.state);
  const ended = file.state === 'loaded' || file.state === 'rejected';
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Stepper
        // The step to take next; the state reached is done.
        activeStep={ended ? current : current + 1}
        orientation={phone ? 'vertical' : 'horizontal'}
        alternativeLabel={!phone}
        // Beside the steps a connector would sit in the list between its items: none there.
        {...(phone ? { connector: null } : {})}
        aria-label={t('file.steps_label')}
        component="ol"
        sx={{ p: 0, m: 0, listStyle: 'none' }}
      >
        {steps.map((state, index) => {
          const at = reachedAt(file, state);
          // A file may skip a step (submitted straight from exported): passed all the same.
          const done = index <= current && state !== 'rejected';
          return (
            <Step
              key={state}
              component="li"
              completed={done}
              aria-current={index === current ? 'step' : undefined}
            >
              <StepLabel
                error={state === 'rejected'}
                optional={
                  at && index <= current ? (
                    <Typography variant="caption" color="text.secondary">
                      {formatDate(at, true)}
                    </Typography>
                  ) : undefined
                }
              >
                {t(`states.${state}`)}
              </StepLabel>
            </Step>
          );
        })}
      </Stepper>
    </Paper>
  );
}
