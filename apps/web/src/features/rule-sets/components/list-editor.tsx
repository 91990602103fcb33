import type { RuleSetList, UpdateRuleSetList } from '@aml/shared';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import { Alert, Box, Button, Grid, IconButton, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { RecordForm } from '../../../components/record-form';
import { RULE_SET_QUERIES, ruleSetEntriesQuery, saveRuleSetList } from '../api/rule-sets-api';
import { CpiImport } from './cpi-import';
import { BoundTextField } from './text-field';
import { useRuleSetErrorText } from './use-error-text';
import { useRuleSetLabels } from './use-labels';
import { FormDateField } from '../../../components/form-date-field';

type EntryValues = { code: string; label: string; score: string };
type ListValues = { source: string; as_of: string; entries: EntryValues[] };

const CPI_LIST_ID = 'cpi_scores';

/** The list of Corruption Perceptions Index scores carries a score per country. */
const hasScores = (list: RuleSetList) =>
  list.id === CPI_LIST_ID || list.entries.some((entry) => entry.score !== undefined);

const toValues = (list: RuleSetList): ListValues => ({
  source: list.source,
  as_of: list.as_of,
  entries: list.entries.map((entry) => ({
    code: entry.code,
    label: entry.label ?? '',
    score: entry.score === undefined ? '' : String(entry.score),
  })),
});

function toInput(values: ListValues): UpdateRuleSetList {
  return {
    entries: values.entries.map((entry) => ({
      code: entry.code.trim(),
      ...(entry.label.trim() ? { label: entry.label.trim() } : {}),
      ...(entry.score.trim() ? { score: Number(entry.score.replace(',', '.')) } : {}),
    })),
    ...(values.source.trim() ? { source: values.source.trim() } : {}),
    ...(values.as_of ? { as_of: values.as_of } : {}),
  };
}

/** One list of a rule set: its entries, editable by admins on the current version. */
export function ListEntries({
  ruleSetCode,
  listId,
  version,
  canEdit,
  onSaved,
}: {
  ruleSetCode: string;
  listId: string;
  /** An earlier version, read-only; undefined for the current one. */
  version?: number;
  canEdit: boolean;
  onSaved: () => void;
}) {
  const list = useQuery(ruleSetEntriesQuery(ruleSetCode, listId, version));
  const errorText = useRuleSetErrorText();
  // Bumped by an import, so the editor starts again from the imported entries.
  const [edition, setEdition] = useState(0);
  if (list.isError) return <Alert severity="error">{errorText(list.error)}</Alert>;
  if (!list.data) return <Skeleton variant="rounded" height={160} aria-busy="true" />;
  if (!canEdit) return <EntriesTable list={list.data} />;
  return (
    <>
      {listId === CPI_LIST_ID && (
        <CpiImport ruleSetCode={ruleSetCode} onImported={() => setEdition((n) => n + 1)} />
      )}
      <ListEditor key={edition} ruleSetCode={ruleSetCode} list={list.data} onSaved={onSaved} />
    </>
  );
}

function EntriesTable({ list }: { list: RuleSetList }) {
  const { t } = useTranslation('rule-sets');
  const scores = hasScores(list);
  if (list.entries.length === 0) {
    return <Typography color="text.secondary">{t('lists.no_entries')}</Typography>;
  }
  return (
    <DataTable
      outlined={false}
      maxHeight={480}
      rows={list.entries}
      rowKey={(entry) => entry.code}
      columns={[
        { key: 'code', header: t('lists.code'), render: (entry) => entry.code },
        { key: 'label', header: t('lists.label'), render: (entry) => entry.label ?? '' },
        scores && { key: 'score', header: t('lists.score'), render: (entry) => entry.score ?? '' },
      ]}
    />
  );
}

export function ListEditor({
  ruleSetCode,
  list,
  onSaved,
}: {
  ruleSetCode: string;
  list: RuleSetList;
  onSaved: () => void;
}) {
  const { t } = useTranslation('rule-sets');
  const errorText = useRuleSetErrorText();
  const labels = useRuleSetLabels();
  const scores = hasScores(list);
  const form = useForm<ListValues>({ defaultValues: toValues(list), mode: 'onTouched' });
  const { control, formState, reset } = form;
  const entries = useFieldArray({ control, name: 'entries' });

  const required = (value: unknown) => String(value ?? '').trim() !== '' || 'required';
  const score = (value: unknown) => {
    const text = String(value ?? '').trim();
    if (!text) return true;
    const number = Number(text.replace(',', '.'));
    return (Number.isFinite(number) && number >= 0 && number <= 100) || 'score_range';
  };

  return (
    <RecordForm
      form={form}
      label={t('lists.editor', { name: list.name[labels.language] || list.id })}
      confirm={{ kind: 'save', title: t('lists.confirm_title') }}
      spacing={2}
      save={(values) => saveRuleSetList(ruleSetCode, list.id, toInput(values))}
      refresh={RULE_SET_QUERIES}
      describe={errorText}
      onSaved={onSaved}
      secondary={
        <>
          <Button
            startIcon={<Add />}
            onClick={() => entries.append({ code: '', label: '', score: '' })}
          >
            {t('lists.add_entry')}
          </Button>
          <Button disabled={!formState.isDirty} onClick={() => reset(toValues(list))}>
            {t('lists.discard')}
          </Button>
        </>
      }
    >
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <BoundTextField control={control} name="source" label={t('lists.source')} size="small" />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <FormDateField control={control} name="as_of" label={t('lists.as_of')} expect="past" />
        </Grid>
      </Grid>
      <Typography variant="subtitle1" component="h4">
        {t('lists.entries_count', { count: entries.fields.length })}
      </Typography>
      <Stack spacing={1} sx={{ maxHeight: 520, overflowY: 'auto', pt: 1 }}>
        {entries.fields.map((entry, index) => {
          const n = index + 1;
          return (
            <Stack
              key={entry.id}
              role="group"
              aria-label={t('lists.entry', { n })}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'flex-start' } }}
            >
              <Box sx={{ flex: '0 0 160px' }}>
                <BoundTextField
                  control={control}
                  name={`entries.${index}.code`}
                  label={t('lists.code')}
                  size="small"
                  required
                  rules={{ validate: required }}
                />
              </Box>
              <Box sx={{ flex: 1 }}>
                <BoundTextField
                  control={control}
                  name={`entries.${index}.label`}
                  label={t('lists.label_optional')}
                  size="small"
                />
              </Box>
              {scores && (
                <Box sx={{ flex: '0 0 120px' }}>
                  <BoundTextField
                    control={control}
                    name={`entries.${index}.score`}
                    label={t('lists.score')}
                    size="small"
                    slotProps={{ htmlInput: { inputMode: 'decimal' } }}
                    rules={{ validate: score }}
                  />
                </Box>
              )}
              <IconButton
                aria-label={t('lists.remove_entry', { n })}
                onClick={() => entries.remove(index)}
              >
                <DeleteOutline />
              </IconButton>
            </Stack>
          );
        })}
        {entries.fields.length === 0 && (
          <Typography color="text.secondary">{t('lists.no_entries')}</Typography>
        )}
      </Stack>
    </RecordForm>
  );
}
