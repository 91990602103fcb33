import type { RuleSetDetail } from '@aml/shared';
import { Box, Chip, Grid, Paper, Stack, Typography } from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import {
  isEurAmount,
  isTitledRow,
  objectShapeOf,
  type FieldShape,
  type ObjectShape,
} from './config-shape';
import { RiskLevelChip } from './rule-set-chips';
import { isSummarised, RowSummary } from './row-summary';
import { useRuleSetLabels } from './use-labels';

type Lists = RuleSetDetail['lists'];

/** A configuration, read-only: labelled values, rows as a table, lists of codes as chips. */
export function ConfigView({ value, lists }: { value: Record<string, unknown>; lists?: Lists }) {
  const { t } = useTranslation('rule-sets');
  const fields = useMemo(() => objectShapeOf([value]), [value]);
  if (fields.length === 0) {
    return <Typography color="text.secondary">{t('form.nothing_to_configure')}</Typography>;
  }
  return <ObjectView fields={fields} value={value} lists={lists} />;
}

const isWide = (shape: FieldShape) =>
  shape.type === 'object_list' || shape.type === 'object' || shape.type === 'bilingual';

function ObjectView({
  fields,
  value,
  lists,
  columns = 2,
}: {
  fields: ObjectShape;
  value: Record<string, unknown>;
  lists?: Lists;
  /** Values side by side on wide screens. */
  columns?: 2 | 3;
}) {
  const labels = useRuleSetLabels();
  return (
    <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
      {fields.map(([key, shape]) => (
        <Grid
          key={key}
          size={
            isWide(shape) || (columns === 3 && shape.type === 'string_list')
              ? 12
              : columns === 3
                ? { xs: 12, sm: 6, md: 4 }
                : { xs: 12, md: 6 }
          }
        >
          <Typography component="dt" variant="body2" color="text.secondary">
            {labels.fieldLabel(key)}
          </Typography>
          <Box component="dd" sx={{ m: 0, mt: 0.5 }}>
            <ValueView fieldKey={key} shape={shape} value={value[key]} lists={lists} />
          </Box>
        </Grid>
      ))}
    </Grid>
  );
}

/** One value of a configuration, with its key, its shape and the team's lists it may name. */
type ValueProps = { fieldKey: string; shape: FieldShape; value: unknown; lists?: Lists };

function ValueView({ fieldKey, shape, value, lists }: ValueProps) {
  const { t } = useTranslation('rule-sets');
  const labels = useRuleSetLabels();
  if (shape.type === 'object_list') {
    const rows = (value as Record<string, unknown>[]) ?? [];
    if (rows.length === 0)
      return <Typography color="text.secondary">{t('form.no_rows')}</Typography>;
    return isTitledRow(shape.fields) ? (
      <TitledRowsView fields={shape.fields} rows={rows} lists={lists} />
    ) : (
      <RowsView fields={shape.fields} rows={rows} lists={lists} />
    );
  }
  if (shape.type === 'object') {
    return (
      <ObjectView
        fields={shape.fields}
        value={(value as Record<string, unknown>) ?? {}}
        lists={lists}
      />
    );
  }
  if (shape.type === 'bilingual') {
    const text = value as { en?: string; pl?: string } | null;
    return (
      <Stack spacing={0.5}>
        {(['en', 'pl'] as const).map((language) => (
          <Typography key={language} lang={language} sx={{ overflowWrap: 'anywhere' }}>
            <Typography component="span" variant="body2" color="text.secondary">
              {t(`form.languages.${language}`)}:{' '}
            </Typography>
            {text?.[language] || '—'}
          </Typography>
        ))}
      </Stack>
    );
  }
  if (shape.type === 'string_list') {
    const items = (value as string[] | null) ?? [];
    if (items.length === 0) {
      return (
        <Typography color="text.secondary">
          {shape.anyWhenEmpty ? t('form.any') : t('form.none')}
        </Typography>
      );
    }
    return (
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {items.map((item) => (
          <Chip
            key={item}
            size="small"
            variant="outlined"
            label={shape.options ? labels.optionLabel(shape.options, item, lists) : item}
          />
        ))}
      </Stack>
    );
  }
  return <ScalarView fieldKey={fieldKey} shape={shape} value={value} lists={lists} />;
}

function ScalarView({ fieldKey, shape, value, lists }: ValueProps) {
  const { t } = useTranslation('rule-sets');
  const labels = useRuleSetLabels();
  if (shape.type === 'risk' && typeof value === 'string') return <RiskLevelChip level={value} />;
  if (value === null || value === undefined || value === '') {
    const empty =
      labels.emptyChoice(fieldKey) ??
      (shape.type === 'select' || shape.type === 'risk' ? t('form.any') : '—');
    return <Typography color="text.secondary">{empty}</Typography>;
  }
  if (shape.type === 'boolean') return <Typography>{t(value ? 'form.yes' : 'form.no')}</Typography>;
  if (shape.type === 'amount' && typeof value === 'string' && isEurAmount(value)) {
    return <Typography>{labels.eurAmount(value)}</Typography>;
  }
  if (shape.type === 'select') {
    return <Typography>{labels.optionLabel(shape.options, String(value), lists)}</Typography>;
  }
  return <Typography>{String(value)}</Typography>;
}

/** The rows of a list of objects (none is said by ValueView), with the shape of their fields. */
type RowsProps = { fields: ObjectShape; rows: Record<string, unknown>[]; lists?: Lists };

function RowsView({ fields, rows, lists }: RowsProps) {
  const labels = useRuleSetLabels();
  return (
    <DataTable<{ row: Record<string, unknown>; index: number }>
      outlined={false}
      rows={rows.map((row, index) => ({ row, index }))}
      rowKey={({ index }) => String(index)}
      columns={fields.map(([key, shape]) => ({
        key,
        header: labels.fieldLabel(key),
        render: ({ row }) => (
          <ValueView fieldKey={key} shape={shape} value={row[key]} lists={lists} />
        ),
      }))}
    />
  );
}

/** Rows titled by their label (the limits of a threshold rule): one card each. */
function TitledRowsView({ fields, rows, lists }: RowsProps) {
  const { t } = useTranslation('rule-sets');
  const labels = useRuleSetLabels();
  // The label is the card's title, the summary line says the rest, other fields follow it.
  const rest = fields.filter((field) => !isSummarised(field, fields));
  return (
    <Stack spacing={1.5} component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {rows.map((row, index) => {
        const title =
          labels.textOf(row.label as { en: string; pl: string } | undefined) ||
          t('form.untitled_row', { n: index + 1 });
        return (
          <Paper key={index} component="li" variant="outlined" sx={{ p: 2 }} aria-label={title}>
            <Typography variant="h3" component="h3" sx={{ mb: 1, overflowWrap: 'anywhere' }}>
              {title}
            </Typography>
            <RowSummary fields={fields} value={row} lists={lists} />
            {rest.length > 0 && (
              <Box sx={{ mt: 2 }}>
                <ObjectView fields={rest} value={row} lists={lists} columns={3} />
              </Box>
            )}
          </Paper>
        );
      })}
    </Stack>
  );
}
