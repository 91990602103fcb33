import type { RuleSetDetail } from '@aml/shared';
import {
  Box,
  Chip,
  Grid,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { objectShapeOf, type FieldShape, type ObjectShape } from './config-shape';
import { RiskLevelChip } from './rule-set-chips';
import { useRuleSetLabels } from './use-labels';

/** A configuration, read-only: labelled values, rows as a table, lists of codes as chips. */
export function ConfigView({
  value,
  lists,
}: {
  value: Record<string, unknown>;
  lists?: RuleSetDetail['lists'];
}) {
  const { t } = useTranslation('rule-sets');
  const fields = useMemo(() => objectShapeOf([value]), [value]);
  if (fields.length === 0) {
    return <Typography color="text.secondary">{t('form.nothing_to_configure')}</Typography>;
  }
  return <ObjectView fields={fields} value={value} lists={lists} />;
}

function ObjectView({
  fields,
  value,
  lists,
}: {
  fields: ObjectShape;
  value: Record<string, unknown>;
  lists?: RuleSetDetail['lists'];
}) {
  const labels = useRuleSetLabels();
  return (
    <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
      {fields.map(([key, shape]) => {
        const wide = shape.type === 'object_list' || shape.type === 'object';
        return (
          <Grid key={key} size={wide ? 12 : { xs: 12, md: 6 }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {labels.fieldLabel(key)}
            </Typography>
            <Box component="dd" sx={{ m: 0, mt: 0.5 }}>
              <ValueView shape={shape} value={value[key]} lists={lists} />
            </Box>
          </Grid>
        );
      })}
    </Grid>
  );
}

function ValueView({
  shape,
  value,
  lists,
}: {
  shape: FieldShape;
  value: unknown;
  lists?: RuleSetDetail['lists'];
}) {
  const { t } = useTranslation('rule-sets');
  const labels = useRuleSetLabels();
  if (shape.type === 'object_list') {
    return (
      <RowsView
        fields={shape.fields}
        rows={(value as Record<string, unknown>[]) ?? []}
        lists={lists}
      />
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
  if (shape.type === 'string_list') {
    const items = (value as string[] | null) ?? [];
    if (items.length === 0) return <Typography color="text.secondary">{t('form.none')}</Typography>;
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
  return <ScalarView shape={shape} value={value} lists={lists} />;
}

function ScalarView({
  shape,
  value,
  lists,
}: {
  shape: FieldShape;
  value: unknown;
  lists?: RuleSetDetail['lists'];
}) {
  const { t } = useTranslation('rule-sets');
  const labels = useRuleSetLabels();
  if (shape.type === 'risk' && typeof value === 'string') return <RiskLevelChip level={value} />;
  if (value === null || value === undefined || value === '') {
    return (
      <Typography color="text.secondary">
        {shape.type === 'select' ? t('form.any') : '—'}
      </Typography>
    );
  }
  if (shape.type === 'boolean') return <Typography>{t(value ? 'form.yes' : 'form.no')}</Typography>;
  if (shape.type === 'select') {
    return <Typography>{labels.optionLabel(shape.options, String(value), lists)}</Typography>;
  }
  return <Typography>{String(value)}</Typography>;
}

function RowsView({
  fields,
  rows,
  lists,
}: {
  fields: ObjectShape;
  rows: Record<string, unknown>[];
  lists?: RuleSetDetail['lists'];
}) {
  const { t } = useTranslation('rule-sets');
  const labels = useRuleSetLabels();
  if (rows.length === 0) return <Typography color="text.secondary">{t('form.no_rows')}</Typography>;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {fields.map(([key]) => (
              <TableCell key={key}>{labels.fieldLabel(key)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={index}>
              {fields.map(([key, shape]) => (
                <TableCell key={key}>
                  <ValueView shape={shape} value={row[key]} lists={lists} />
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
