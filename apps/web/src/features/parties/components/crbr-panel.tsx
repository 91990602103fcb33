import type { CrbrComparison, Party, RegistryPerson } from '@aml/shared';
import Download from '@mui/icons-material/Download';
import { Alert, Box, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import {
  attachmentKeys,
  attachmentsQuery,
  downloadAttachment,
} from '../../../components/attachments/attachments-api';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { useCountryName } from '../../../components/country-field';
import { DataTable } from '../../../components/data-table';
import { Section } from '../../../components/section';
import { useAction } from '../../../components/use-action';
import { ValueChip, type ChipColours } from '../../../components/value-chip';
import { WrapRow } from '../../../components/wrap-row';
import { errorText } from '../../../lib/api-client';
import { useDateFormat, useDayFormat } from '../../../lib/dates';
import { saveFile } from '../../../lib/save-file';
import { checkPartyCrbr, crbrNoticePdf, partyCrbrQuery } from '../../registries';
import { PARTY_QUERIES } from '../api/parties-api';

type Row = CrbrComparison['rows'][number];
type State = Row['state'];

const STATE_COLOURS: ChipColours<State> = {
  match: 'success',
  differs: 'warning',
  only_in_crbr: 'warning',
  only_recorded: 'warning',
};

/** The words of what CRBR and the record say of a person, field by field. */
function usePersonFacts() {
  const { t, i18n } = useTranslation('registries');
  const country = useCountryName();
  const day = useDayFormat();
  const percent = (value: string) =>
    new Intl.NumberFormat(i18n.resolvedLanguage === 'pl' ? 'pl-PL' : 'en-GB', {
      style: 'percent',
      maximumFractionDigits: 2,
    }).format(Number(value) / 100);
  /** One field's value as it reads, "none" when not given. */
  const value = (field: string, person: Partial<RegistryPerson> | Party | undefined) => {
    const given = (person as Record<string, unknown> | undefined)?.[field];
    if (given === undefined || given === null || given === '') return t('crbr.none');
    if (Array.isArray(given)) {
      return given.length > 0
        ? given.map((code: string) => country(code)).join(', ')
        : t('crbr.none');
    }
    if (field === 'birth_date') return day(String(given));
    if (field === 'share') return percent(String(given));
    return String(given);
  };
  /** What CRBR says of a person, in one line: PESEL or birth date, citizenship, control. */
  const summary = (person: RegistryPerson) =>
    [
      person.pesel
        ? `${t('crbr.fields.pesel')} ${person.pesel}`
        : person.birth_date && `${t('crbr.fields.birth_date')} ${day(person.birth_date)}`,
      person.citizenships?.length && person.citizenships.map(country).join(', '),
      person.share && t('crbr.share', { value: percent(person.share) }),
      person.votes && t('crbr.votes', { value: percent(person.votes) }),
      person.other_control,
    ]
      .filter(Boolean)
      .join(' · ');
  return { value, summary };
}

/**
 * The CRBR check of a company's beneficial owners (art. 61a): asks CRBR on demand (the extract
 * is kept as the party's attachment), then shows each owner as matching, differing (which
 * fields, with both values), only in CRBR (with Add, pre-filled from CRBR) or only recorded;
 * a discrepancy comes with its notice to send and the task raised for it.
 */
export function CrbrPanel({
  code,
  editable,
  recorded,
  onAdd,
}: {
  code: string;
  editable: boolean;
  /** The beneficial owners recorded now. */
  recorded: Party[];
  /** Opens the form of a new beneficial owner, filled from CRBR's entry. */
  onAdd: (person: RegistryPerson) => void;
}) {
  const { t } = useTranslation('registries');
  const date = useDateFormat();
  const facts = usePersonFacts();
  const crbr = useQuery(partyCrbrQuery(code));
  const [confirming, setConfirming] = useState(false);
  const check = useAction(() => checkPartyCrbr(code), {
    // The extract is a new attachment, the discrepancy a new task (the drawer's count).
    refresh: [...PARTY_QUERIES, attachmentKeys.of('party', code)],
    onDone: () => setConfirming(false),
    onFailed: () => setConfirming(false),
  });
  const notice = useAction(async () =>
    saveFile(await crbrNoticePdf(code), `crbr-notice-${code}.pdf`),
  );
  const comparison = crbr.data;
  const extractCode = comparison?.attachment_code ?? null;
  const attachments = useQuery({
    ...attachmentsQuery('party', code),
    enabled: Boolean(extractCode),
  });
  const extract = attachments.data?.items.find((item) => item.code === extractCode);
  const checked = Boolean(comparison?.checked_at);
  const rows = checked ? (comparison?.rows ?? []) : [];
  const discrepancies = rows.filter((row) => row.state !== 'match').length;
  const recordedByCode = new Map(recorded.map((person) => [person.code, person]));

  const details = (row: Row) => {
    if (row.state === 'differs') {
      const own = recordedByCode.get(row.recorded_code ?? '');
      return (
        <Box component="ul" sx={{ m: 0, pl: 2 }}>
          {row.differences.map((field) => (
            <li key={field}>
              {t('crbr.difference', {
                field: t(`crbr.fields.${field}`, { defaultValue: field }),
                recorded: facts.value(field, own),
                crbr: facts.value(field, row.crbr ?? undefined),
              })}
            </li>
          ))}
        </Box>
      );
    }
    if (row.state === 'only_recorded') return t('crbr.not_in_crbr');
    return row.crbr ? facts.summary(row.crbr) : null;
  };

  return (
    <Section title={t('crbr.title')} description={t('crbr.description')}>
      <Stack spacing={2}>
        {crbr.isError && <Alert severity="error">{errorText(crbr.error)}</Alert>}
        {check.failure && (
          <Alert severity="error" onClose={check.dismiss}>
            {check.failure}
          </Alert>
        )}
        {crbr.isPending ? (
          <Skeleton variant="rounded" height={48} />
        ) : (
          <WrapRow sx={{ justifyContent: 'space-between', rowGap: 1 }}>
            <Typography color="text.secondary" sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              {comparison?.checked_at
                ? t(comparison.request_id ? 'crbr.checked' : 'crbr.checked_no_id', {
                    date: date(comparison.checked_at, true),
                    request_id: comparison.request_id,
                  })
                : t('crbr.never')}
            </Typography>
            <WrapRow>
              {extract && (
                <Button
                  startIcon={<Download />}
                  onClick={() => void downloadAttachment(extract)}
                  aria-label={t('crbr.extract_named', { name: extract.name })}
                >
                  {t('crbr.extract')}
                </Button>
              )}
              {editable && (
                <Button
                  variant={checked ? 'outlined' : 'contained'}
                  onClick={() => setConfirming(true)}
                  disabled={check.busy}
                >
                  {check.busy
                    ? t('crbr.checking')
                    : checked
                      ? t('crbr.check_again')
                      : t('crbr.check')}
                </Button>
              )}
            </WrapRow>
          </WrapRow>
        )}
        {checked && comparison?.status === 'not_found' && (
          <Alert severity="warning">{t('crbr.not_found')}</Alert>
        )}
        {checked &&
          (discrepancies > 0 ? (
            <Alert
              severity="warning"

              sx={{ '& .MuiAlert-message': { width: 1 } }}
            >
              <Typography variant="body2" sx={{ mb: 1 }}>
                {t('crbr.discrepancy', { count: discrepancies })}
              </Typography>
              <WrapRow>
                <Button
                  size="small"
                  variant="outlined"
                  color="inherit"
                  startIcon={<Download />}
                  onClick={() => notice.run()}
                  disabled={notice.busy}
                >
                  {t('crbr.notice')}
                </Button>
                {comparison?.task_code && (
                  <Button
                    size="small"
                    color="inherit"
                    component={RouterLink}
                    to={`/dashboard/tasks/${comparison.task_code}`}
                  >
                    {t('crbr.task')}
                  </Button>
                )}
              </WrapRow>
              {notice.failure && (
                <Typography variant="body2" role="alert" sx={{ mt: 1 }}>
                  {notice.failure}
                </Typography>
              )}
            </Alert>
          ) : (
            rows.length > 0 && <Alert severity="success">{t('crbr.all_match')}</Alert>
          ))}
        {rows.length > 0 && (
          <DataTable
            label={t('crbr.table')}
            minWidth={640}
            rows={rows}
            rowKey={(row) => `${row.state}:${row.recorded_code ?? ''}:${row.name}`}
            columns={[
              {
                key: 'name',
                header: t('crbr.columns.name'),
                rowHeader: true,
                render: (row) => row.name || row.crbr?.company_name || t('crbr.none'),
              },
              {
                key: 'state',
                header: t('crbr.columns.state'),
                sx: { whiteSpace: 'nowrap' },
                render: (row) => (
                  <ValueChip
                    value={row.state}
                    colours={STATE_COLOURS}
                    text="registries:crbr.states"
                  />
                ),
              },
              { key: 'details', header: t('crbr.columns.details'), render: details },
              editable &&
                rows.some((row) => row.state === 'only_in_crbr') && {
                  key: 'actions',
                  header: t('crbr.columns.actions'),
                  align: 'right',
                  render: (row) =>
                    row.state === 'only_in_crbr' &&
                    row.crbr && (
                      <Button
                        size="small"
                        variant="outlined"
                        onClick={() => onAdd(row.crbr!)}
                        aria-label={t('crbr.add_named', { name: row.name })}
                      >
                        {t('crbr.add')}
                      </Button>
                    ),
                },
            ]}
          />
        )}
      </Stack>
      <ConfirmDialog
        open={confirming}
        title={t('crbr.confirm_title')}
        message={t('crbr.confirm_message')}
        confirmLabel={t('crbr.confirm')}
        busy={check.busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => check.run()}
      />
    </Section>
  );
}
