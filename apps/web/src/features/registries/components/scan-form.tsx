import { parseRegistryIdentifier } from '@aml/shared';
import { Box, Button, CircularProgress, Stack, TextField, Tooltip } from '@mui/material';
import type { ReactNode } from 'react';
import {
  Controller,
  useForm,
  type FieldErrors,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bindField, validationText } from '../../../lib/forms';

export type ScanValues = { identifier: string };
export type ScanForm = UseFormReturn<ScanValues>;

/** A NIP, REGON or KRS number, recognised as the API recognises it (by its checksum). */
const resolver: Resolver<ScanValues> = (values) => {
  const typed = values.identifier.trim();
  const code = !typed ? 'required' : parseRegistryIdentifier(typed) ? null : 'identifier_invalid';
  const errors: FieldErrors<ScanValues> = code
    ? { identifier: { type: 'validate', message: code } }
    : {};
  return code ? { values: {}, errors } : { values, errors: {} };
};

export function useScanForm(): ScanForm {
  return useForm<ScanValues>({ resolver, defaultValues: { identifier: '' }, mode: 'onTouched' });
}

/**
 * The one field of a registries scan, and its button. `whyNot` disables the button with the
 * reason (a role that may read reports only); `notice` says what the scan will be able to ask.
 */
export function ScanFormFields({
  form,
  busy,
  whyNot,
  onScan,
  notice,
}: {
  form: ScanForm;
  busy: boolean;
  whyNot: string;
  onScan: (identifier: string) => void;
  notice?: ReactNode;
}) {
  const { t, i18n } = useTranslation('registries');
  // The scan's own words for its codes; the server's others as the app words them.
  const errorText = (code: string) =>
    i18n.exists(`registries:scan.errors.${code}`) ? t(`scan.errors.${code}`) : validationText(code);
  return (
    <Box
      component="form"
      noValidate
      aria-label={t('scan.title')}
      onSubmit={form.handleSubmit((values) => onScan(values.identifier.trim()))}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'flex-start' } }}
      >
        <Controller
          control={form.control}
          name="identifier"
          render={({ field, fieldState }) => {
            const code = fieldState.error?.message;
            return (
              <TextField
                {...bindField(field)}
                required
                autoComplete="off"
                label={t('scan.identifier')}
                error={Boolean(code)}
                helperText={code ? errorText(code) : t('scan.identifier_hint')}
                slotProps={{ htmlInput: { inputMode: 'text', maxLength: 32, spellCheck: false } }}
                sx={{ flex: { md: '0 1 420px' } }}
                fullWidth
              />
            );
          }}
        />
        <Tooltip title={whyNot}>
          <Box
            component="span"
            sx={{ display: 'flex', width: { xs: '100%', md: 'auto' }, mt: { md: 0.5 } }}
          >
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={busy || whyNot !== ''}
              startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
              sx={{ width: { xs: '100%', md: 'auto' }, whiteSpace: 'nowrap' }}
            >
              {busy ? t('scan.scanning') : t('scan.submit')}
            </Button>
          </Box>
        </Tooltip>
      </Stack>
      {notice}
    </Box>
  );
}
