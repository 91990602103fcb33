import {
  GIIF_JUSTIFICATION_MAX_LENGTH,
  GIIF_NOTIFICATION_KINDS,
  GIIF_NOTIFICATION_LEGAL_BASIS,
  type GiifNotificationKind,
} from '@aml/shared';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {
  Alert,
  Button,
  Grid,
  IconButton,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import {
  useController,
  useFieldArray,
  useFormState,
  useWatch,
  type Control,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { gridDateFields } from '../../../components/form-date-field';
import { FormTextField, gridFields, optionItems } from '../../../components/form-text-field';
import { Section } from '../../../components/section';
import { bindField, validationText } from '../../../lib/forms';
import { SubjectsField } from './subjects-field';
import type { NotificationFormValues } from './notification-form-values';

type Props = { control: Control<NotificationFormValues> };

/** A justification's error: its length is the notification's own, not the usual 255. */
const justificationError = (t: (key: string) => string) => (code: string | undefined) =>
  code === 'too_long' ? t('form.justification_too_long') : validationText(code);

/** The assets the notification concerns and where they are held, one row each. */
function AssetsField({ control }: Props) {
  const { t } = useTranslation('giif-notifications');
  const { fields, append, remove } = useFieldArray({ control, name: 'assets' });
  const { errors } = useFormState({ control, name: 'assets' });
  return (
    <Stack spacing={2}>
      {fields.length === 0 && <Typography color="text.secondary">{t('form.no_assets')}</Typography>}
      {fields.map((field, index) => (
        <Grid container spacing={2} key={field.id} sx={{ alignItems: 'flex-start' }}>
          <Grid size={{ xs: 12, md: 7 }}>
            <FormTextField
              control={control}
              name={`assets.${index}.description`}
              label={t('form.asset_description')}
              required
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
          </Grid>
          <Grid size={{ xs: 10, md: 4 }}>
            <FormTextField
              control={control}
              name={`assets.${index}.held_at`}
              label={t('form.asset_held_at')}
              slotProps={{ htmlInput: { maxLength: 500 } }}
            />
          </Grid>
          <Grid size={{ xs: 2, md: 1 }}>
            <Tooltip title={t('form.remove_asset')}>
              <IconButton
                aria-label={t('form.remove_asset_named', { number: index + 1 })}
                onClick={() => remove(index)}
              >
                <DeleteOutline />
              </IconButton>
            </Tooltip>
          </Grid>
        </Grid>
      ))}
      {errors.assets && <Alert severity="error">{t('form.assets_invalid')}</Alert>}
      <Button
        startIcon={<AddIcon />}
        onClick={() => append({ description: '', held_at: '' })}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('form.add_asset')}
      </Button>
    </Stack>
  );
}

/**
 * The kind of notification. A legal basis still the previous kind's default (or empty) follows
 * the kind chosen; one the officer wrote stays.
 */
function KindField({ control }: Props) {
  const { t } = useTranslation('giif-notifications');
  const kind = useController({ control, name: 'kind' });
  const basis = useController({ control, name: 'legal_basis' });
  const choose = (next: GiifNotificationKind) => {
    const previous = kind.field.value;
    const current = basis.field.value;
    if (current === '' || (previous && current === GIIF_NOTIFICATION_LEGAL_BASIS[previous])) {
      basis.field.onChange(GIIF_NOTIFICATION_LEGAL_BASIS[next]);
    }
    kind.field.onChange(next);
  };
  return (
    <TextField
      {...bindField(kind.field)}
      select
      required
      fullWidth
      label={t('fields.kind')}
      value={kind.field.value}
      onChange={(event) => choose(event.target.value as GiifNotificationKind)}
      error={Boolean(kind.fieldState.error)}
      helperText={validationText(kind.fieldState.error?.message)}
      // A kind is long ("… before it is carried out (art. 86)"): on a phone it wraps whole.
      sx={{ '& .MuiInputBase-root .MuiSelect-select': { whiteSpace: 'normal' } }}
    >
      {optionItems(GIIF_NOTIFICATION_KINDS, (k) => t(`kinds_long.${k}`))}
    </TextField>
  );
}

/**
 * The notification's form: its kind and legal basis (the kind's default until the officer
 * words it otherwise), when the suspicion was confirmed (art. 74's clock runs from it), the
 * justification, what it concerns and the assets.
 */
export function NotificationFormFields({ control }: Props) {
  const { t } = useTranslation('giif-notifications');
  const kind = useWatch({ control, name: 'kind' });
  const justification = useWatch({ control, name: 'justification' });
  const field = gridFields(control, (name) => t(`fields.${name}`));
  const dateField = gridDateFields(control, (name) => t(`fields.${name}`));

  return (
    <>
      <Section grid title={t('sections.notification')} description={t('form.kind_help')}>
        <Grid size={{ xs: 12, md: 6 }}>
          <KindField control={control} />
        </Grid>
        {dateField('suspicion_confirmed_at', 6, {
          withTime: true,
          required: kind === 'art74',
          expect: 'past',
          helperText: t('form.confirmed_help'),
        })}
        {field('legal_basis', 12, {
          multiline: true,
          minRows: 2,
          helperText: t('form.legal_basis_help'),
          slotProps: { htmlInput: { maxLength: 1000 } },
        })}
      </Section>
      <Section grid title={t('sections.justification')} description={t('form.justification_help')}>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="justification"
            label={t('fields.justification')}
            required
            multiline
            minRows={8}
            errorText={justificationError(t)}
            helperText={t('form.characters', {
              used: justification.length,
              max: GIIF_JUSTIFICATION_MAX_LENGTH,
            })}
            slotProps={{ htmlInput: { maxLength: GIIF_JUSTIFICATION_MAX_LENGTH } }}
          />
        </Grid>
      </Section>
      <Section title={t('sections.subjects')} description={t('form.subjects_help')}>
        <SubjectsField control={control} />
      </Section>
      <Section title={t('sections.assets')} description={t('form.assets_help')}>
        <AssetsField control={control} />
      </Section>
    </>
  );
}
