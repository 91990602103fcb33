import { RULE_RISKS, type RuleSetDetail } from '@aml/shared';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import ExpandMore from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Autocomplete,
  Box,
  Button,
  FormControlLabel,
  FormHelperText,
  Grid,
  IconButton,
  InputAdornment,
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
  useWatch,
  type Control,
  type FieldValues,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formatDecimal, localeOf, parseAmount } from '../../../lib/amounts';
import {
  emptyObjectOf,
  FIXED_OPTIONS,
  isEurAmount,
  isTitledRow,
  valueAt,
  type FieldShape,
  type ObjectShape,
  type OptionSet,
} from './config-shape';
import { RowSummary } from './row-summary';
import { BoundTextField } from './text-field';
import { useRuleSetLabels } from './use-labels';
import { bindField } from '../../../lib/forms';

/** A configuration's values, as the form holds them. */
export type ConfigValues = FieldValues;

type FieldProps = {
  control: Control<ConfigValues>;
  /** The dotted path of the field in the form ("bands.0.to_age"). */
  name: string;
  /** The configuration key ("to_age"): its help text and the meaning of an empty value. */
  fieldKey: string;
  label: string;
  shape: FieldShape;
  lists?: RuleSetDetail['lists'];
};

/** A field of one value, which may be left empty when `nullable` (null: no limit, any). */
type ValueFieldProps = FieldProps & { nullable: boolean };

/** How wide a field is on the 12-column grid: rows and lists of choices take a whole line. */
function sizeOf(shape: FieldShape, dense: boolean) {
  if (shape.type === 'object_list' || shape.type === 'object' || shape.type === 'bilingual') {
    return 12;
  }
  if (shape.type === 'string_list' && shape.options && !dense) return 12;
  return dense ? { xs: 12, sm: 6, md: 3 } : { xs: 12, md: 6 };
}

/** The fields of an object (a whole configuration, or one row of a list). */
export function ObjectFields({
  control,
  prefix,
  fields,
  lists,
  dense = false,
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
      {fields.map(([key, shape]) => (
        <Grid key={key} size={sizeOf(shape, dense)}>
          <ConfigField
            control={control}
            name={prefix ? `${prefix}.${key}` : key}
            fieldKey={key}
            label={labels.fieldLabel(key)}
            shape={shape}
            lists={lists}
          />
        </Grid>
      ))}
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
      return <SelectField {...props} options={RULE_RISKS} nullable={shape.nullable} />;
    case 'amount':
      return <AmountField {...props} nullable={shape.nullable} />;
    case 'select':
      return <SelectField {...props} set={shape.options} nullable={shape.nullable} />;
    case 'text':
      return <TextValueField {...props} nullable={shape.nullable} />;
    case 'bilingual':
      return <BilingualField {...props} />;
    case 'string_list':
      return <StringListField {...props} set={shape.options} anyWhenEmpty={shape.anyWhenEmpty} />;
    case 'object_list':
      return isTitledRow(shape.fields) ? (
        <TitledRowsField {...props} fields={shape.fields} />
      ) : (
        <ObjectListField {...props} fields={shape.fields} />
      );
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

function NumberField({ control, name, fieldKey, label, nullable }: ValueFieldProps) {
  const labels = useRuleSetLabels();
  const { t } = useTranslation('rule-sets');
  const hint =
    labels.fieldHelp(fieldKey) ??
    (nullable ? (labels.emptyChoice(fieldKey) ?? t('form.empty_open')) : ' ');
  return (
    <BoundTextField
      name={name}
      control={control}
      rules={{
        validate: (value) => nullable || (value !== null && value !== undefined) || 'required',
      }}
      type="number"
      label={label}
      size="small"
      parse={(text) => (text === '' ? null : Number(text))}
      helperText={hint}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}

function BooleanField({ control, name, fieldKey, label }: FieldProps) {
  const labels = useRuleSetLabels();
  const hint = labels.fieldHelp(fieldKey);
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
          {fieldState.error ? (
            <FormHelperText error>{labels.errorText(fieldState.error.message)}</FormHelperText>
          ) : (
            hint && <FormHelperText sx={{ mt: 0 }}>{hint}</FormHelperText>
          )}
        </>
      )}
    />
  );
}

function SelectField({
  control,
  name,
  fieldKey,
  label,
  lists,
  options,
  set,
  nullable,
}: ValueFieldProps & { options?: readonly string[]; set?: OptionSet }) {
  const labels = useRuleSetLabels();
  const { t } = useTranslation('rule-sets');
  const choices =
    options ?? (set === 'lists' ? (lists ?? []).map((list) => list.id) : FIXED_OPTIONS[set!]);
  const text = (value: string) =>
    options ? labels.riskLabel(value) : labels.optionLabel(set!, value, lists);
  const hint = labels.fieldHelp(fieldKey) ?? ' ';
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
            helperText={labels.errorText(fieldState.error?.message) ?? hint}
            // "Any" (null) is a choice of its own, shown rather than left blank.
            slotProps={
              nullable ? { select: { displayEmpty: true }, inputLabel: { shrink: true } } : {}
            }
          >
            {nullable && (
              <MenuItem value="">
                <em>{labels.emptyChoice(fieldKey) ?? t('form.any')}</em>
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

/** "15000" and "15000.5" as the API keeps thresholds: "15000.00", "15000.50". */
const withTwoDecimals = (amount: string) =>
  /^\d+(\.\d{0,2})?$/.test(amount)
    ? `${amount.split('.')[0]}.${(amount.split('.')[1] ?? '').padEnd(2, '0')}`
    : amount;

/**
 * An amount in euro (a threshold): typed as the reader writes it ("15 000,00" in Polish),
 * kept as the API's exact text ("15000.00"), checked for two decimals at most and above zero.
 */
function AmountField({ control, name, fieldKey, label, nullable }: ValueFieldProps) {
  const labels = useRuleSetLabels();
  const { t } = useTranslation('rule-sets');
  return (
    <Controller
      name={name}
      control={control}
      rules={{
        validate: (value: unknown) => {
          if (value === null || value === undefined || value === '') {
            return nullable || 'required';
          }
          return isEurAmount(value) || 'amount_invalid';
        },
      }}
      render={({ field, fieldState }) => (
        <AmountInput
          value={(field.value as string | null) ?? ''}
          language={labels.language}
          onChange={(text) => field.onChange(text === '' && nullable ? null : text)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          name={field.name}
          label={label}
          error={Boolean(fieldState.error)}
          helperText={
            labels.errorText(fieldState.error?.message) ??
            labels.fieldHelp(fieldKey) ??
            t('form.amount_hint')
          }
        />
      )}
    />
  );
}

function AmountInput(props: {
  value: string;
  language: 'en' | 'pl';
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: React.Ref<HTMLInputElement>;
  name: string;
  label: string;
  error: boolean;
  helperText: string;
}) {
  const { value, language } = props;
  const shown = (amount: string) =>
    isEurAmount(amount) ? formatDecimal(amount, localeOf(language), 2) : amount;
  // The text as typed; the form holds the amount read from it.
  const [text, setText] = useState(() => shown(value));
  const [held, setHeld] = useState(value);
  if (held !== value) {
    // Changed from outside (a reset): show the new amount.
    setHeld(value);
    setText(shown(value));
  }
  return (
    <TextField
      label={props.label}
      name={props.name}
      inputRef={props.inputRef}
      fullWidth
      size="small"
      value={text}
      onChange={(event) => {
        const amount = withTwoDecimals(parseAmount(event.target.value, language));
        setText(event.target.value);
        setHeld(amount);
        props.onChange(amount);
      }}
      onBlur={() => {
        setText(shown(value));
        props.onBlur();
      }}
      error={props.error}
      helperText={props.helperText}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: { endAdornment: <InputAdornment position="end">EUR</InputAdornment> },
      }}
    />
  );
}

function TextValueField({ control, name, fieldKey, label, nullable }: ValueFieldProps) {
  const labels = useRuleSetLabels();
  return (
    <BoundTextField
      name={name}
      control={control}
      label={label}
      size="small"
      parse={(text) => (nullable && text === '' ? null : text)}
      helperText={labels.fieldHelp(fieldKey) ?? ' '}
    />
  );
}

/** A text in both languages (a limit's label): the English and the Polish one, both needed. */
function BilingualField({ control, name, fieldKey, label }: FieldProps) {
  const { t } = useTranslation('rule-sets');
  const labels = useRuleSetLabels();
  const hint = labels.fieldHelp(fieldKey);
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Grid container spacing={2}>
        {(['en', 'pl'] as const).map((language) => (
          <Grid key={language} size={{ xs: 12, md: 6 }}>
            <Controller
              name={`${name}.${language}`}
              control={control}
              rules={{
                validate: (value) =>
                  (typeof value === 'string' && value.trim() !== '') || 'required',
              }}
              render={({ field, fieldState }) => (
                <TextField
                  {...bindField(field)}
                  value={field.value ?? ''}
                  label={t(`form.languages.${language}`)}
                  required
                  fullWidth
                  size="small"
                  error={Boolean(fieldState.error)}
                  helperText={labels.errorText(fieldState.error?.message) ?? hint ?? ' '}
                  slotProps={{ htmlInput: { lang: language, maxLength: 200 } }}
                />
              )}
            />
          </Grid>
        ))}
      </Grid>
    </Box>
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
  fieldKey,
  label,
  lists,
  set,
  anyWhenEmpty,
}: FieldProps & { set: OptionSet | null; anyWhenEmpty: boolean }) {
  const labels = useRuleSetLabels();
  const { t } = useTranslation('rule-sets');
  const choices =
    set === 'lists' ? (lists ?? []).map((list) => list.id) : set ? [...FIXED_OPTIONS[set]] : null;
  const hint =
    labels.fieldHelp(fieldKey) ??
    (anyWhenEmpty ? t('form.empty_any') : choices ? ' ' : t('form.comma_separated'));
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => {
        const value = (field.value as string[] | null) ?? [];
        const helperText = labels.errorText(listErrorCode(fieldState.error)) ?? hint;
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
              renderInput={({ InputLabelProps, ...params }) => (
                <TextField
                  {...params}
                  inputRef={field.ref}
                  label={label}
                  size="small"
                  // An empty filter is no filter: say so where the chips would be.
                  placeholder={anyWhenEmpty && value.length === 0 ? t('form.any') : undefined}
                  slotProps={{
                    inputLabel: { ...InputLabelProps, shrink: anyWhenEmpty || undefined },
                  }}
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

/** The error of a list or of one of its rows, as text. */
function useRowErrors(control: Control<ConfigValues>, name: string) {
  const labels = useRuleSetLabels();
  const { errors } = useFormState({ control, name });
  const node = (path: string) =>
    valueAt(errors, path) as { message?: string; root?: { message?: string } } | undefined;
  return {
    /** The error of the list or the row itself (not of its fields), as text. */
    textOf: (path: string) => labels.errorText(node(path)?.message ?? node(path)?.root?.message),
    /** Whether anything in the row is wrong, its fields included. */
    has: (path: string) => node(path) !== undefined,
  };
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
  const { fields, append, remove } = useFieldArray({ control, name });
  const errors = useRowErrors(control, name);
  const listError = errors.textOf(name);
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Stack spacing={1.5}>
        {fields.length === 0 && <Typography color="text.secondary">{t('form.no_rows')}</Typography>}
        {fields.map((row, index) => {
          const rowName = t('form.row', { label, n: index + 1 });
          const rowError = errors.textOf(`${name}.${index}`);
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

/** Marks a row just added, whose id is known only after the next render. */
const NEW_ROW = '__new__';

/**
 * Rows titled by their own label (the limits of the single-transaction rule): one card per
 * row, closed to its title and a one-line summary, opened to edit it. A row with an error
 * opens by itself, so no error hides in a closed card.
 */
function TitledRowsField({
  control,
  name,
  fieldKey,
  label,
  lists,
  fields: rowShape,
}: FieldProps & { fields: ObjectShape }) {
  const { t } = useTranslation('rule-sets');
  const labels = useRuleSetLabels();
  const { fields, append, remove } = useFieldArray({ control, name });
  const errors = useRowErrors(control, name);
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const listError = errors.textOf(name);
  const added = fields.at(-1)?.id;
  if (open.has(NEW_ROW) && added) {
    // The row just added stays open, ready to be filled in.
    setOpen(new Set([...open].filter((id) => id !== NEW_ROW)).add(added));
  }
  const toggle = (id: string, expanded: boolean) =>
    setOpen((current) => {
      const next = new Set(current);
      if (expanded) next.add(id);
      else next.delete(id);
      return next;
    });
  const hint = labels.fieldHelp(fieldKey);
  return (
    <Box component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1">
        {label}
      </Typography>
      {hint && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {hint}
        </Typography>
      )}
      <Stack spacing={1}>
        {fields.length === 0 && <Typography color="text.secondary">{t('form.no_rows')}</Typography>}
        {fields.map((row, index) => (
          <TitledRow
            key={row.id}
            control={control}
            name={`${name}.${index}`}
            rowName={t('form.row', { label, n: index + 1 })}
            n={index + 1}
            fields={rowShape}
            lists={lists}
            expanded={open.has(row.id) || errors.has(`${name}.${index}`)}
            onExpand={(expanded) => toggle(row.id, expanded)}
            onRemove={() => remove(index)}
          />
        ))}
        {listError && <FormHelperText error>{listError}</FormHelperText>}
        <Box>
          <Button
            startIcon={<Add />}
            onClick={() => {
              append(emptyObjectOf(rowShape));
              setOpen((current) => new Set([...current, NEW_ROW]));
            }}
          >
            {t('form.add_row', { label })}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

function TitledRow({
  control,
  name,
  rowName,
  n,
  fields,
  lists,
  expanded,
  onExpand,
  onRemove,
}: {
  control: Control<ConfigValues>;
  name: string;
  rowName: string;
  n: number;
  fields: ObjectShape;
  lists?: RuleSetDetail['lists'];
  expanded: boolean;
  onExpand: (expanded: boolean) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('rule-sets');
  const labels = useRuleSetLabels();
  const value = useWatch({ control, name }) as Record<string, unknown> | undefined;
  const errors = useRowErrors(control, name);
  const hasError = errors.has(name);
  const rowError = errors.textOf(name);
  const title =
    labels.textOf(value?.label as { en: string; pl: string } | undefined) ||
    t('form.untitled_row', { n });
  const summaryId = `${name.replaceAll('.', '-')}-summary`;
  return (
    <Accordion
      expanded={expanded}
      onChange={(_event, next) => onExpand(next)}
      disableGutters
      variant="outlined"
      role="group"
      aria-label={rowName}
      sx={{
        borderColor: hasError ? 'error.main' : 'divider',
        borderRadius: 1,
        '&::before': { display: 'none' },
      }}
    >
      <AccordionSummary
        expandIcon={<ExpandMore />}
        id={summaryId}
        aria-controls={`${summaryId}-details`}
        sx={{ '& .MuiAccordionSummary-content': { minWidth: 0 } }}
      >
        <Stack spacing={0.5} sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{title}</Typography>
          {value && <RowSummary fields={fields} value={value} lists={lists} />}
          {hasError && !expanded && (
            <Typography variant="body2" color="error">
              {t('form.row_has_errors')}
            </Typography>
          )}
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`${summaryId}-details`}>
        <ObjectFields control={control} prefix={name} fields={fields} lists={lists} />
        {rowError && <FormHelperText error>{rowError}</FormHelperText>}
        <Box sx={{ mt: 1 }}>
          <Button color="error" startIcon={<DeleteOutline />} onClick={onRemove}>
            {t('form.remove_row', { row: title })}
          </Button>
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
