import { RULE_RISKS, type RuleSetDetail } from '@aml/shared';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import {
  Autocomplete,
  Box,
  Button,
  FormControlLabel,
  FormHelperText,
  Grid,
  IconButton,
  MenuItem,
  Stack,
  Switch,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import {
  Controller,
  useFieldArray,
  useFormState,
  type Control,
  type FieldValues,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  emptyObjectOf,
  FIXED_OPTIONS,
  valueAt,
  type FieldShape,
  type ObjectShape,
  type OptionSet,
} from './config-shape';
import { useRuleSetLabels } from './use-labels';

/** A configuration's values, as the form holds them. */
export type ConfigValues = FieldValues;

type FieldProps = {
  control: Control<ConfigValues>;
  /** The dotted path of the field in the form ("bands.0.to_age"). */
  name: string;
  label: string;
  shape: FieldShape;
  lists?: RuleSetDetail['lists'];
};

/** The fields of an object (a whole configuration, or one row of a list). */
export function ObjectFields({
  control,
  prefix,
  fields,
  lists,
  dense,
}: {
  control: Control<ConfigValues>;
  prefix: string;
  fields: ObjectShape;
  lists?: RuleSetDetail['lists'];
  /** Inside a row: scalar fields side by side. */
  dense?: boolean;
}) {
  const labels = useRuleSetLabels();
  return (
    <Grid container spacing={2}>
      {fields.map(([key, shape]) => {
        const wide = shape.type === 'object_list' || shape.type === 'object';
        const name = prefix ? `${prefix}.${key}` : key;
        return (
          <Grid key={key} size={wide ? 12 : dense ? { xs: 12, sm: 6, md: 3 } : { xs: 12, md: 6 }}>
            <ConfigField
              control={control}
              name={name}
              label={labels.fieldLabel(key)}
              shape={shape}
              lists={lists}
            />
          </Grid>
        );
      })}
    </Grid>
  );
}

/** One field of a configuration, drawn by the shape of its value. */
export function ConfigField(props: FieldProps) {
  const { shape } = props;
  switch (shape.type) {
    case 'number':
      return <NumberField {...props} nullable={shape.nullable} />;
    case 'boolean':
      return <BooleanField {...props} />;
    case 'risk':
      return <SelectField {...props} options={RULE_RISKS} nullable={false} />;
    case 'select':
      return <SelectField {...props} set={shape.options} nullable={shape.nullable} />;
    case 'text':
      return <TextValueField {...props} nullable={shape.nullable} />;
    case 'string_list':
      return <StringListField {...props} set={shape.options} />;
    case 'object_list':
      return <ObjectListField {...props} fields={shape.fields} />;
    case 'object':
      return (
        <Box component="fieldset" sx={{ border: 0, m: 0, p: 0 }}>
          <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
            {props.label}
          </Typography>
          <ObjectFields
            control={props.control}
            prefix={props.name}
            fields={shape.fields}
            lists={props.lists}
          />
        </Box>
      );
  }
}

function NumberField({ control, name, label, nullable }: FieldProps & { nullable: boolean }) {
  const labels = useRuleSetLabels();
  const { t } = useTranslation('rule-sets');
  return (
    <Controller
      name={name}
      control={control}
      rules={{
        validate: (value) => nullable || (value !== null && value !== undefined) || 'required',
      }}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          type="number"
          label={label}
          fullWidth
          size="small"
          value={field.value ?? ''}
          onChange={(event) =>
            field.onChange(event.target.value === '' ? null : Number(event.target.value))
          }
          error={Boolean(fieldState.error)}
          helperText={
            labels.errorText(fieldState.error?.message) ?? (nullable ? t('form.empty_open') : ' ')
          }
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      )}
    />
  );
}

function BooleanField({ control, name, label }: FieldProps) {
  const labels = useRuleSetLabels();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <>
          <FormControlLabel
            control={
              <Switch
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                inputRef={field.ref}
              />
            }
            label={label}
          />
          {fieldState.error && (
            <FormHelperText error>{labels.errorText(fieldState.error.message)}</FormHelperText>
          )}
        </>
      )}
    />
  );
}

function SelectField({
  control,
  name,
  label,
  lists,
  options,
  set,
  nullable,
}: FieldProps & { options?: readonly string[]; set?: OptionSet; nullable: boolean }) {
  const labels = useRuleSetLabels();
  const { t } = useTranslation('rule-sets');
  const choices =
    options ?? (set === 'lists' ? (lists ?? []).map((list) => list.id) : FIXED_OPTIONS[set!]);
  const text = (value: string) =>
    options ? labels.riskLabel(value) : labels.optionLabel(set!, value, lists);
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const value = (field.value as string | null) ?? '';
        // A stored value the choices do not hold stays shown rather than silently dropped.
        const all = value && !choices.includes(value) ? [...choices, value] : choices;
        return (
          <TextField
            select
            label={label}
            fullWidth
            size="small"
            name={field.name}
            inputRef={field.ref}
            onBlur={field.onBlur}
            value={value}
            onChange={(event) =>
              field.onChange(event.target.value === '' ? null : event.target.value)
            }
            error={Boolean(fieldState.error)}
            helperText={labels.errorText(fieldState.error?.message) ?? ' '}
            // "Any" (null) is a choice of its own, shown rather than left blank.
            slotProps={
              nullable ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : {}
            }
          >
            {nullable && (
              <MenuItem value="">
                <em>{t('form.any')}</em>
              </MenuItem>
            )}
            {all.map((choice) => (
              <MenuItem key={choice} value={choice}>
                {text(choice)}
              </MenuItem>
            ))}
          </TextField>
        );
      }}
    />
  );
}

function TextValueField({ control, name, label, nullable }: FieldProps & { nullable: boolean }) {
  const labels = useRuleSetLabels();
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          label={label}
          fullWidth
          size="small"
          value={field.value ?? ''}
          onChange={(event) =>
            field.onChange(nullable && event.target.value === '' ? null : event.target.value)
          }
          error={Boolean(fieldState.error)}
          helperText={labels.errorText(fieldState.error?.message) ?? ' '}
        />
      )}
    />
  );
}

const splitList = (text: string) =>
  text
    .split(/[,;\n]/)
    .map((item) => item.trim())
    .filter(Boolean);

/** A list of codes: chosen among known values, or typed separated by commas. */
function StringListField({
  control,
  name,
  label,
  lists,
  set,
}: FieldProps & { set: OptionSet | null }) {
  const labels = useRuleSetLabels();
  const { t } = useTranslation('rule-sets');
  const choices =
    set === 'lists' ? (lists ?? []).map((list) => list.id) : set ? [...FIXED_OPTIONS[set]] : null;
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const value = (field.value as string[] | null) ?? [];
        const helperText =
          labels.errorText(listErrorCode(fieldState.error)) ??
          (choices ? ' ' : t('form.comma_separated'));
        if (choices && choices.length > 0) {
          return (
            <Autocomplete
              multiple
              filterSelectedOptions
              options={choices}
              value={value}
              onChange={(_event, next) => field.onChange(next)}
              onBlur={field.onBlur}
              getOptionLabel={(option) => labels.optionLabel(set!, option, lists)}
              renderInput={(params) => (
                <TextField
                  {...params}
                  inputRef={field.ref}
                  label={label}
                  size="small"
                  error={Boolean(fieldState.error)}
                  helperText={helperText}
                />
              )}
            />
          );
        }
        return (
          <CommaSeparatedField
            label={label}
            value={value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={Boolean(fieldState.error)}
            helperText={helperText}
          />
        );
      }}
    />
  );
}

/** An error of the list, or of one of its items (codes.2). */
function listErrorCode(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if ('message' in error && typeof error.message === 'string') return error.message;
  const first = Object.values(error).find((item) => item && typeof item === 'object');
  return listErrorCode(first);
}

function CommaSeparatedField(props: {
  label: string;
  value: string[];
  onChange: (value: string[]) => void;
  onBlur: () => void;
  error: boolean;
  helperText: string;
}) {
  // The text as typed, so "64.19.Z, " does not lose its comma while the list is read from it.
  const [text, setText] = useState(props.value.join(', '));
  return (
    <TextField
      label={props.label}
      fullWidth
      size="small"
      multiline
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        props.onChange(splitList(event.target.value));
      }}
      onBlur={() => {
        setText(props.value.join(', '));
        props.onBlur();
      }}
      error={props.error}
      helperText={props.helperText}
    />
  );
}

/** Rows of objects (age bands, CPI bands, lists with levels) with add and remove. */
function ObjectListField({
  control,
  name,
  label,
  lists,
  fields: rowShape,
}: FieldProps & { fields: ObjectShape }) {
  const { t } = useTranslation('rule-sets');
  const labels = useRuleSetLabels();
  const { fields, append, remove } = useFieldArray({ control, name });
  const { errors } = useFormState({ control, name });
  const errorOf = (path: string) => {
    const node = valueAt(errors, path) as { message?: string; root?: { message?: string } };
    return labels.errorText(node?.message ?? node?.root?.message);
  };
  const listError = errorOf(name);
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack spacing={1.5}>
        {fields.length === 0 && <Typography color="text.secondary">{t('form.no_rows')}</Typography>}
        {fields.map((row, index) => {
          const rowName = t('form.row', { label, n: index + 1 });
          const rowError = errorOf(`${name}.${index}`);
          return (
            <Box
              key={row.id}
              role="group"
              aria-label={rowName}
              sx={{
                p: 2,
                pr: 1,
                border: 1,
                borderColor: rowError ? 'error.main' : 'divider',
                borderRadius: 1,
              }}
            >
              <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <ObjectFields
                    control={control}
                    prefix={`${name}.${index}`}
                    fields={rowShape}
                    lists={lists}
                    dense
                  />
                </Box>
                <Tooltip title={t('form.remove_row', { row: rowName })}>
                  <IconButton
                    aria-label={t('form.remove_row', { row: rowName })}
                    onClick={() => remove(index)}
                  >
                    <DeleteOutline />
                  </IconButton>
                </Tooltip>
              </Stack>
              {rowError && <FormHelperText error>{rowError}</FormHelperText>}
            </Box>
          );
        })}
        {listError && <FormHelperText error>{listError}</FormHelperText>}
        <Box>
          <Button startIcon={<Add />} onClick={() => append(emptyObjectOf(rowShape))}>
            {t('form.add_row', { label })}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}
