import { DOCUMENT_TYPES } from '@aml/shared';
import { Checkbox, FormControlLabel, Grid } from '@mui/material';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { gridDateFields } from '../../../components/form-date-field';
import { gridFields, optionItems } from '../../../components/form-text-field';

/** A yes-or-no field of a party's forms, as a checkbox on the grid. */
export function CheckboxField<T extends FieldValues>({
  control,
  name,
  label,
  disabled,
  breakpoint = 'md',
}: {
  control: Control<T>;
  name: Path<T>;
  label: string;
  disabled?: boolean;
  breakpoint?: 'sm' | 'md';
}) {
  return (
    <Grid size={{ xs: 12, [breakpoint]: 6 }}>
      <Controller
        control={control}
        name={name}
        render={({ field: { value, onChange, ref, ...rest } }) => (
          <FormControlLabel
            control={
              <Checkbox
                {...rest}
                inputRef={ref}
                checked={Boolean(value)}
                onChange={(event) => onChange(event.target.checked)}
                disabled={disabled}
              />
            }
            label={label}
          />
        )}
      />
    </Grid>
  );
}

/**
 * The identity document of a party or of one of its people (`<prefix>.type`, `.number`,
 * `.expiry_date`, `.without_expiration`, as `DocumentValues`): its type, number and expiry.
 */
export function DocumentFields<T extends FieldValues>({
  control,
  prefix = 'document',
  disabled,
  breakpoint = 'md',
}: {
  control: Control<T>;
  prefix?: string;
  disabled?: boolean;
  breakpoint?: 'sm' | 'md';
}) {
  const { t } = useTranslation('parties');
  const path = (field: string) => `${prefix}.${field}` as Path<T>;
  const field = gridFields(control, () => '', { disabled, breakpoint });
  const dateField = gridDateFields(control, () => '', { disabled, breakpoint });
  return (
    <>
      {field(path('type'), 6, {
        label: t('fields.document.type'),
        select: true,
        children: optionItems(
          DOCUMENT_TYPES,
          (value) => t(`document_types.${value}`),
          t('not_given'),
        ),
      })}
      {field(path('number'), 6, { label: t('fields.document.number') })}
      {dateField(path('expiry_date'), 6, {
        label: t('fields.document.expiry_date'),
        expect: 'future',
      })}
      <CheckboxField
        control={control}
        name={path('without_expiration')}
        label={t('fields.document.without_expiration')}
        disabled={disabled}
        breakpoint={breakpoint}
      />
    </>
  );
}
