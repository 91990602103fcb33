import {
  GIIF_CHANNELS,
  GIIF_TRANSACTION_KINDS,
  GiifReportDetailsInputSchema,
  giifTemplateOfKind,
  type GiifReportDetailsInput,
  type GiifTransactionKind,
} from '@aml/shared';
import { Grid, MenuItem } from '@mui/material';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { gridFields, optionItems } from '../../../components/form-text-field';
import { RecordForm } from '../../../components/record-form';
import { parseAmount } from '../../../lib/amounts';
import { resolverFor } from '../../../lib/forms';
import { GIIF_QUERIES, saveGiifDetails } from '../api/giif-api';

/** The form's values: text as typed, '' for nothing chosen. */
export type DetailsValues = {
  kind: string;
  channel: string;
  place: string;
  ordered_by_customer: '' | 'yes' | 'no';
  orderer_account: string;
  beneficiary_account: string;
  counter_amount: string;
  counter_currency: string;
};

const text = (value: string | null) => value ?? '';
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** Whether the kind is a currency purchase or sale, which has a counter amount. */
const isCurrencyKind = (kind: string) =>
  (GIIF_TRANSACTION_KINDS as readonly string[]).includes(kind) &&
  giifTemplateOfKind(kind as GiifTransactionKind) === 'currency';

export const valuesOf = (details: GiifReportDetailsInput): DetailsValues => ({
  kind: text(details.kind),
  channel: text(details.channel),
  place: text(details.place),
  ordered_by_customer:
    details.ordered_by_customer === null ? '' : details.ordered_by_customer ? 'yes' : 'no',
  orderer_account: text(details.orderer_account),
  beneficiary_account: text(details.beneficiary_account),
  counter_amount: text(details.counter_amount),
  counter_currency: text(details.counter_currency),
});

/** What PUT takes: nothing chosen is null; the counter amount only for a currency kind. */
export const inputOf = (values: DetailsValues, language: string | undefined) => {
  const currency = isCurrencyKind(values.kind);
  const counter = orNull(values.counter_amount);
  return {
    kind: (orNull(values.kind) as GiifReportDetailsInput['kind']) ?? null,
    channel: (orNull(values.channel) as GiifReportDetailsInput['channel']) ?? null,
    place: orNull(values.place),
    ordered_by_customer:
      values.ordered_by_customer === '' ? null : values.ordered_by_customer === 'yes',
    orderer_account: orNull(values.orderer_account),
    beneficiary_account: orNull(values.beneficiary_account),
    counter_amount: currency && counter ? parseAmount(counter, language) : null,
    counter_currency: currency ? (orNull(values.counter_currency)?.toUpperCase() ?? null) : null,
  };
};

/**
 * What the report needs that the transaction does not record: the kind (which decides the
 * template), how the order was given, where, whether the customer ordered it, the accounts
 * and, for a currency purchase or sale, what went the other way. Saved after the question.
 */
export function ReportDetailsForm({
  code,
  details,
  canEdit,
}: {
  code: string;
  details: GiifReportDetailsInput;
  canEdit: boolean;
}) {
  const { t, i18n } = useTranslation(['giif', 'common']);
  const language = i18n.resolvedLanguage;
  const form = useForm<DetailsValues>({
    defaultValues: valuesOf(details),
    resolver: resolverFor(GiifReportDetailsInputSchema, (values: DetailsValues) =>
      inputOf(values, language),
    ),
    mode: 'onTouched',
  });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const field = gridFields(form.control, (name) => t(`details.${name}`), {
    disabled: !canEdit,
  });
  const select = (name: 'kind' | 'channel', values: readonly string[], group: string) =>
    field(name, 6, {
      select: true,
      children: optionItems(values, (value) => t(`${group}.${value}`), t('report.not_set')),
    });
  return (
    <RecordForm
      form={form}
      save={(values) => saveGiifDetails(code, inputOf(values, language))}
      refresh={GIIF_QUERIES}
      confirm={{ kind: 'save' }}
      needsChange
      readOnly={!canEdit}
      savedNotice={t('common:data_updated')}
      label={t('report.details_title')}
      spacing={2}
    >
      <Grid container spacing={2}>
        {select('kind', GIIF_TRANSACTION_KINDS, 'kinds')}
        {select('channel', GIIF_CHANNELS, 'channels')}
        {field('place', 6)}
        {field('ordered_by_customer', 6, {
          select: true,
          children: [
            <MenuItem key="" value="">
              <em>{t('report.not_set')}</em>
            </MenuItem>,
            <MenuItem key="yes" value="yes">
              {t('report.yes')}
            </MenuItem>,
            <MenuItem key="no" value="no">
              {t('report.no')}
            </MenuItem>,
          ],
        })}
        {field('orderer_account', 6)}
        {field('beneficiary_account', 6)}
        {isCurrencyKind(kind) && (
          <>
            {field('counter_amount', 6, {
              helperText: t('report.counter_hint'),
              slotProps: { htmlInput: { inputMode: 'decimal' } },
            })}
            {field('counter_currency', 6, {
              slotProps: { htmlInput: { maxLength: 3, autoCapitalize: 'characters' } },
            })}
          </>
        )}
      </Grid>
    </RecordForm>
  );
}
