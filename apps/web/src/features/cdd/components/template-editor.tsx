import {
  BUILT_IN_MEASURE_KEYS,
  DEFAULT_CDD_TEMPLATES,
  type CddKind,
  type CddTemplateItem,
} from '@aml/shared';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import EditOutlined from '@mui/icons-material/EditOutlined';
import {
  Box,
  Button,
  Chip,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useId, useState, type ReactNode } from 'react';
import {
  Controller,
  useFieldArray,
  useForm,
  useWatch,
  type Control,
  type FieldErrors,
  type Resolver,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { DialogForm, FormDialog } from '../../../components/record-form';
import { SwitchField } from './cdd-fields';
import type { SettingsValues } from './cdd-settings-tab';
import { useMeasureTitle } from './measure-title';

/** The legal basis the application gives each of its measures, from the default templates. */
const DEFAULT_BASIS = new Map(
  [...DEFAULT_CDD_TEMPLATES.standard, ...DEFAULT_CDD_TEMPLATES.enhanced].map((item) => [
    item.key,
    item.legal_basis,
  ]),
);

/** A team's own measure: not one of the application's (which are worded by key). */
const isCustom = (item: CddTemplateItem) => !BUILT_IN_MEASURE_KEYS.has(item.key);

/** A key for a team's own measure, unlike the template's others. */
function newKey(items: readonly CddTemplateItem[]) {
  const taken = new Set(items.map((item) => item.key));
  for (let n = items.length + 1; ; n += 1) {
    const key = `custom_${n}`;
    if (!taken.has(key)) return key;
  }
}

/**
 * The measures of one kind's template, in their order: moved up and down, marked mandatory or
 * for admins only, edited and deleted; a measure of the team's own is added with its title and
 * legal basis, and one of the application's taken out is put back. A template keeps one measure
 * at least.
 */
export function TemplateEditor({
  control,
  kind,
  readOnly,
}: {
  control: Control<SettingsValues>;
  kind: CddKind;
  readOnly: boolean;
}) {
  const { t } = useTranslation('cdd');
  const titleOf = useMeasureTitle();
  const name = `templates.${kind}` as const;
  const { fields, move, remove, append, update } = useFieldArray({ control, name });
  const items = useWatch({ control, name }) ?? [];
  const [editing, setEditing] = useState<{ index: number | null } | null>(null);
  const [removing, setRemoving] = useState<number | null>(null);
  const kindName = t(`kinds.${kind}`);

  return (
    <Stack spacing={1.5}>
      <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {fields.map((field, index) => {
          const item = items[index] ?? (field as unknown as CddTemplateItem);
          const title = titleOf(item);
          return (
            <TemplateRow
              key={field.id}
              number={index + 1}
              title={title}
              item={item}
              readOnly={readOnly}
              mandatory={
                <SwitchField
                  control={control}
                  name={`${name}.${index}.mandatory`}
                  label={t('settings.mandatory')}
                  disabled={readOnly}
                  size="small"
                />
              }
              adminOnly={
                <SwitchField
                  control={control}
                  name={`${name}.${index}.admin_only`}
                  label={t('settings.admin_only')}
                  disabled={readOnly}
                  size="small"
                />
              }
              actions={
                !readOnly && (
                  <>
                    <RowButton
                      label={t('settings.move_up', { title })}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    >
                      <ArrowUpward fontSize="small" />
                    </RowButton>
                    <RowButton
                      label={t('settings.move_down', { title })}
                      disabled={index === fields.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      <ArrowDownward fontSize="small" />
                    </RowButton>
                    <RowButton
                      label={t('settings.edit', { title })}
                      onClick={() => setEditing({ index })}
                    >
                      <EditOutlined fontSize="small" />
                    </RowButton>
                    <RowButton
                      label={
                        fields.length === 1
                          ? t('settings.last_measure')
                          : t('settings.delete', { title })
                      }
                      disabled={fields.length === 1}
                      onClick={() => setRemoving(index)}
                    >
                      <DeleteOutline fontSize="small" />
                    </RowButton>
                  </>
                )
              }
            />
          );
        })}
      </Stack>
      {!readOnly && (
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={() => setEditing({ index: null })}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('settings.add_measure')}
        </Button>
      )}
      <FormDialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={
          editing?.index === null
            ? t('settings.measure_dialog.add_title', { kind: kindName })
            : t('settings.measure_dialog.edit_title')
        }
      >
        {editing && (
          <MeasureForm
            items={items}
            item={editing.index === null ? null : (items[editing.index] ?? null)}
            onClose={() => setEditing(null)}
            onDone={(item) => {
              if (editing.index === null) append(item);
              else update(editing.index, item);
              setEditing(null);
            }}
          />
        )}
      </FormDialog>
      <ConfirmDialog
        open={removing !== null}
        title={t('settings.delete_title')}
        message={t('settings.delete_question', {
          title: removing === null || !items[removing] ? '' : titleOf(items[removing]!),
          kind: kindName,
        })}
        confirmLabel={t('settings.delete_confirm')}
        destructive
        onCancel={() => setRemoving(null)}
        onConfirm={() => {
          if (removing !== null) remove(removing);
          setRemoving(null);
        }}
      />
    </Stack>
  );
}

function RowButton({
  label,
  disabled = false,
  onClick,
  children,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  const button = (
    <IconButton size="small" aria-label={label} disabled={disabled} onClick={onClick}>
      {children}
    </IconButton>
  );
  // A disabled button takes no pointer: its wrapper shows the tooltip.
  return <Tooltip title={label}>{disabled ? <span>{button}</span> : button}</Tooltip>;
}

function TemplateRow({
  number,
  title,
  item,
  readOnly,
  mandatory,
  adminOnly,
  actions,
}: {
  number: number;
  title: string;
  item: CddTemplateItem;
  readOnly: boolean;
  mandatory: ReactNode;
  adminOnly: ReactNode;
  actions: ReactNode;
}) {
  const { t } = useTranslation('cdd');
  const titleId = useId();
  return (
    <Paper component="li" variant="outlined" aria-labelledby={titleId} sx={{ p: 1.5 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1}
        sx={{ alignItems: { md: 'center' } }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap' }}
          >
            <Typography id={titleId} sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
              {t('checklist.numbered', { number, title })}
            </Typography>
            {isCustom(item) && (
              <Chip size="small" variant="outlined" label={t('settings.custom')} />
            )}
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {item.legal_basis}
          </Typography>
        </Box>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ alignItems: 'center', flexWrap: 'wrap', flexShrink: 0 }}
        >
          {mandatory}
          {adminOnly}
          {!readOnly && <Box sx={{ display: 'flex' }}>{actions}</Box>}
        </Stack>
      </Stack>
    </Paper>
  );
}

/** The application's measure put back, or the team's own ('custom'). */
const CUSTOM = 'custom';

type MeasureValues = {
  measure: string;
  title: string;
  legal_basis: string;
  mandatory: boolean;
  admin_only: boolean;
};

const measureResolver: Resolver<MeasureValues> = (values) => {
  const errors: FieldErrors<MeasureValues> = {};
  if (values.measure === CUSTOM && !values.title.trim()) {
    errors.title = { type: 'required', message: 'required' };
  } else if (values.title.trim().length > 255) {
    errors.title = { type: 'too_long', message: 'too_long' };
  }
  if (!values.legal_basis.trim()) {
    errors.legal_basis = { type: 'required', message: 'required' };
  } else if (values.legal_basis.trim().length > 255) {
    errors.legal_basis = { type: 'too_long', message: 'too_long' };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

/**
 * Adds a measure to a template (one of the application's it lacks, or the team's own with its
 * title), or edits one: the title of the team's own, the legal basis of any.
 */
function MeasureForm({
  items,
  item,
  onClose,
  onDone,
}: {
  items: readonly CddTemplateItem[];
  /** The measure edited; null to add one. */
  item: CddTemplateItem | null;
  onClose: () => void;
  onDone: (item: CddTemplateItem) => void;
}) {
  const { t } = useTranslation('cdd');
  const missing = [...BUILT_IN_MEASURE_KEYS].filter(
    (key) => !items.some((existing) => existing.key === key),
  );
  const form = useForm<MeasureValues>({
    resolver: measureResolver,
    defaultValues: {
      measure: item ? (isCustom(item) ? CUSTOM : item.key) : CUSTOM,
      title: item?.title ?? '',
      legal_basis: item?.legal_basis ?? '',
      mandatory: item?.mandatory ?? true,
      admin_only: item?.admin_only ?? false,
    },
    mode: 'onTouched',
  });
  const measure = useWatch({ control: form.control, name: 'measure' });
  const custom = measure === CUSTOM;

  return (
    <DialogForm
      onSubmit={(event) => {
        // The dialog is drawn outside the settings form, but React passes its events up to it:
        // this form's submit is not the settings' save.
        event.stopPropagation();
        void form.handleSubmit((values) =>
          onDone({
            key: item?.key ?? (custom ? newKey(items) : values.measure),
            title: custom ? values.title.trim() : null,
            legal_basis: values.legal_basis.trim(),
            mandatory: values.mandatory,
            admin_only: values.admin_only,
          }),
        )(event);
      }}
      onCancel={onClose}
      busy={false}
      submitLabel={item ? t('settings.measure_dialog.apply') : t('settings.measure_dialog.add')}
    >
      {!item && missing.length > 0 && (
        <Controller
          control={form.control}
          name="measure"
          render={({ field }) => (
            <TextField
              select
              fullWidth
              label={t('settings.measure_dialog.measure')}
              value={field.value}
              onChange={(event) => {
                field.onChange(event.target.value);
                // The application's legal basis of the measure put back, to start from.
                const basis = DEFAULT_BASIS.get(event.target.value);
                if (basis) form.setValue('legal_basis', basis);
              }}
            >
              <MenuItem value={CUSTOM}>{t('settings.measure_dialog.own')}</MenuItem>
              {missing.map((key) => (
                <MenuItem key={key} value={key}>
                  {t(`measures.${key}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      )}
      {custom ? (
        <FormTextField
          control={form.control}
          name="title"
          label={t('settings.measure_dialog.title')}
          required
          slotProps={{ htmlInput: { maxLength: 255 } }}
        />
      ) : (
        item && (
          <TextField
            label={t('settings.measure_dialog.title')}
            value={t(`measures.${item.key}`)}
            disabled
            fullWidth
            helperText={t('settings.measure_dialog.built_in_title')}
          />
        )
      )}
      <FormTextField
        control={form.control}
        name="legal_basis"
        label={t('settings.measure_dialog.legal_basis')}
        required
        helperText={t('settings.measure_dialog.legal_basis_hint')}
        slotProps={{ htmlInput: { maxLength: 255 } }}
      />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <SwitchField control={form.control} name="mandatory" label={t('settings.mandatory')} />
        <SwitchField control={form.control} name="admin_only" label={t('settings.admin_only')} />
      </Stack>
    </DialogForm>
  );
}
