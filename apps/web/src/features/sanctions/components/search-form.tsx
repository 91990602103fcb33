import { SanctionSearchSchema, SCREENING_TYPES, type SanctionSearch } from '@aml/shared';
import { Box, Button, CircularProgress, Grid, MenuItem, Paper, TextField } from '@mui/material';
import { Controller, useForm, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { bindField, resolverFor, validationText } from '../../../lib/forms';

type SearchValues = {
  name: string;
  type: SanctionSearch['type'];
  birth_date: string;
  country: string;
};

/** The form's values as the shared schema takes them: empty optional fields left out. */
export function toSearch(values: SearchValues): SanctionSearch {
  const birth = values.birth_date.trim();
  const country = values.country.trim().toUpperCase();
  return {
    name: values.name.trim(),
    type: values.type,
    ...(birth ? { birth_date: birth } : {}),
    ...(country ? { country } : {}),
  };
}

const resolver = resolverFor<SearchValues>(SanctionSearchSchema, toSearch);

/** The fields that narrow a search by name, with the length each takes. */
const OPTIONAL_FIELDS = [
  ['birth_date', 10],
  ['country', 2],
] as const;

/** The sanctions search's own texts for the schema's codes; the rest as the app says them. */
const ERROR_KEYS: Record<string, string> = {
  too_short: 'search.name_too_short',
  too_long: 'search.name_too_long',
  invalid_date: 'search.invalid_birth_date',
  invalid_country: 'search.invalid_country',
};

function SearchField({
  control,
  name,
  label,
  hint,
  ...props
}: {
  control: Control<SearchValues>;
  name: 'name' | 'birth_date' | 'country';
  label: string;
  hint: string;
  required?: boolean;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric';
  maxLength?: number;
}) {
  const { t } = useTranslation('sanctions');
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const code = fieldState.error?.message;
        return (
          <TextField
            {...bindField(field)}
            fullWidth
            required={props.required}
            autoComplete={props.autoComplete ?? 'off'}
            label={label}
            error={Boolean(fieldState.error)}
            helperText={
              code ? (ERROR_KEYS[code] ? t(ERROR_KEYS[code]) : validationText(code)) : hint
            }
            slotProps={{
              htmlInput: { inputMode: props.inputMode, maxLength: props.maxLength ?? 300 },
            }}
          />
        );
      }}
    />
  );
}

/**
 * A name to search on the sanctions lists, with the type, date of birth and country that
 * raise or lower a match's score. Used by the team's tool and by the public page.
 */
export function SanctionSearchForm({
  busy,
  onSearch,
}: {
  busy: boolean;
  onSearch: (search: SanctionSearch) => void;
}) {
  const { t } = useTranslation('sanctions');
  const { control, handleSubmit } = useForm<SearchValues>({
    resolver,
    defaultValues: { name: '', type: 'any', birth_date: '', country: '' },
    mode: 'onTouched',
  });
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Box
        component="form"
        noValidate
        role="search"
        aria-label={t('search.title')}
        onSubmit={handleSubmit((values) => onSearch(toSearch(values)))}
      >
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 8 }}>
            <SearchField
              control={control}
              name="name"
              required
              label={t('search.name')}
              hint={t('search.name_hint')}
            />
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Controller
              control={control}
              name="type"
              render={({ field }) => (
                <TextField {...bindField(field)} select fullWidth label={t('search.type')}>
                  {SCREENING_TYPES.map((type) => (
                    <MenuItem key={type} value={type}>
                      {t(`search.types.${type}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
          {OPTIONAL_FIELDS.map(([name, maxLength]) => (
            <Grid key={name} size={{ xs: 12, sm: 6, md: 4 }}>
              <SearchField
                control={control}
                name={name}
                label={t(`search.${name}`)}
                hint={t(`search.${name}_hint`)}
                maxLength={maxLength}
              />
            </Grid>
          ))}
          <Grid size={{ xs: 12, md: 4 }} sx={{ display: 'flex', alignItems: 'flex-start' }}>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={busy}
              startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
              sx={{ mt: { md: 0.5 }, width: { xs: '100%', md: 'auto' } }}
            >
              {busy ? t('search.searching') : t('search.submit')}
            </Button>
          </Grid>
        </Grid>
      </Box>
    </Paper>
  );
}
