import type { Autofill, RegistryName } from '@aml/shared';
import ManageSearch from '@mui/icons-material/ManageSearch';
import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/use-action';
import { registriesStatusQuery } from '../api/registries-api';
import { FORM_REGISTRIES } from './autofill-api';
import { AutofillReviewDialog, type AutofillReviewProps } from './autofill-review-dialog';
import type { FillValues } from './fill-values';

type Props = Omit<AutofillReviewProps, 'autofill' | 'onApply' | 'onClose'> & {
  /** Asks the registries; null while the identifier typed does not check out. */
  lookup: (() => Promise<Autofill>) | null;
  /** Why there is nothing to look up yet (shown under the button while it is disabled). */
  whyNot: string;
  /** The registries the lookup asks: with none of them configured, there is nothing to ask. */
  registries?: readonly RegistryName[];
  /** Puts the values the officer chose into the form. */
  onApply: (values: Partial<FillValues>) => void;
};

/**
 * "Fill from registries" beside a form's identifiers: asks the registries on demand (it spends
 * the installation's quota), shows what they found for review, and fills in what the officer
 * chose. The form stays usable by hand whatever the registries answer.
 */
export function RegistryFill({
  lookup,
  whyNot,
  registries = FORM_REGISTRIES,
  onApply,
  ...review
}: Props) {
  const { t } = useTranslation('registries');
  const hintId = useId();
  const status = useQuery(registriesStatusQuery());
  const [found, setFound] = useState<Autofill | null>(null);
  const [filled, setFilled] = useState<number | null>(null);
  const ask = useAction(() => lookup!(), {
    onDone: (autofill) => {
      setFilled(null);
      setFound(autofill);
    },
  });
  // Unknown until the status answers (or when it fails): the registries are then asked anyway.
  const noneConfigured =
    status.data?.registries.every(
      (entry) => !registries.includes(entry.registry) || !entry.configured,
    ) ?? false;
  const hint = noneConfigured ? t('autofill.none_configured') : lookup ? null : whyNot;

  return (
    <Box>
      <Button
        variant="outlined"
        onClick={() => ask.run()}
        disabled={!lookup || noneConfigured || ask.busy}
        aria-describedby={hint ? hintId : undefined}
        startIcon={
          ask.busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : <ManageSearch />
        }
      >
        {ask.busy ? t('autofill.asking') : t('autofill.button')}
      </Button>
      {hint && (
        <Typography
          id={hintId}
          variant="caption"
          component="p"
          color="text.secondary"
          sx={{ mt: 0.5 }}
        >
          {hint}
        </Typography>
      )}
      {ask.failure && (
        <Alert severity="error" onClose={ask.dismiss} sx={{ mt: 1 }}>
          {ask.failure}
        </Alert>
      )}
      <Box role="status">
        {filled !== null && (
          <Alert severity="success" onClose={() => setFilled(null)} sx={{ mt: 1 }}>
            {t('autofill.filled', { count: filled })}
          </Alert>
        )}
      </Box>
      {found && (
        <AutofillReviewDialog
          {...review}
          autofill={found}
          onClose={() => setFound(null)}
          onApply={(values) => {
            onApply(values);
            setFound(null);
            setFilled(Object.keys(values).length);
          }}
        />
      )}
    </Box>
  );
}
