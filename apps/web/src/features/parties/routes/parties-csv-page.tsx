import {
  IMPORT_PARTY_TYPES,
  type ImportPartyType,
  type PartyImportMode,
  type PartyImportResult,
} from '@aml/shared';
import {
  Alert,
  Box,
  Button,
  Chip,
  LinearProgress,
  Link,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { DownloadButton } from '../../../components/detail-page';
import { FailureAlert, usePageFeedback } from '../../../components/page-feedback';
import { PageHeader } from '../../../components/page-header';
import { useAction } from '../../../components/use-action';
import { validationText } from '../../../lib/forms';
import { newIdempotencyKey } from '../../../lib/idempotency-key';
import { importParties, importTemplate, partyKeys } from '../api/parties-api';

/** Rows with problems shown on the page; the counts above always cover the whole file. */
const SHOWN_ROWS = 200;

/** An upload under way: the share of the file sent, then the rows the server has done. */
type Sending = { mode: PartyImportMode; sent: number; rows?: { done: number; total: number } };
type Report = { kind: 'checked' | 'imported'; result: PartyImportResult };

/** /dashboard/parties/csv: a template, a preview of the file's rows, then the import. */
export function PartiesCsvPage() {
  const { t } = useTranslation('parties');
  const input = useRef<HTMLInputElement>(null);
  const feedback = usePageFeedback();
  const queryClient = useQueryClient();
  const [partyType, setPartyType] = useState<ImportPartyType>('individual');
  const [file, setFile] = useState<File | null>(null);
  const [sending, setSending] = useState<Sending | null>(null);
  const [report, setReport] = useState<Report | null>(null);
  // One import per file and type: importing it again answers the first report.
  const importKey = useRef<{ file: File; type: ImportPartyType; key: string } | null>(null);
  const keyOf = (chosen: File, type: ImportPartyType) => {
    if (importKey.current?.file !== chosen || importKey.current.type !== type) {
      importKey.current = { file: chosen, type, key: newIdempotencyKey() };
    }
    return importKey.current.key;
  };
  const upload = useAction(
    ({ mode, chosen, type }: { mode: PartyImportMode; chosen: File; type: ImportPartyType }) => {
      feedback.clearFailure();
      setReport(null);
      setSending({ mode, sent: 0 });
      return importParties(
        chosen,
        type,
        mode,
        (sent) => setSending({ mode, sent }),
        (done, total) => setSending({ mode, sent: 1, rows: { done, total } }),
        keyOf(chosen, type),
      );
    },
    {
      // Only an import changes the parties; a preview changes nothing.
      onDone: async (result, { mode }) => {
        setSending(null);
        setReport({ kind: mode === 'preview' ? 'checked' : 'imported', result });
        if (mode === 'import') await queryClient.invalidateQueries({ queryKey: partyKeys.all });
      },
      onFailed: (error) => {
        setSending(null);
        feedback.fail(error);
      },
    },
  );
  const send = (mode: PartyImportMode, chosen = file, type = partyType) => {
    if (chosen) upload.run({ mode, chosen, type });
  };
  const busy = upload.busy;
  const result = report?.result ?? null;

  return (
    <>
      <PageHeader title={t('csv.title')} description={t('csv.description')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, mb: 3 }}>
        <Stack spacing={2}>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <TextField
              select
              label={t('csv.party_type')}
              value={partyType}
              disabled={busy}
              onChange={(event) => {
                const type = event.target.value as ImportPartyType;
                setPartyType(type);
                if (file) send('preview', file, type);
              }}
              sx={{ minWidth: 260 }}
            >
              {IMPORT_PARTY_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`types.${type}`)}
                </MenuItem>
              ))}
            </TextField>
            <DownloadButton
              download={() => importTemplate(partyType)}
              filename={`parties-${partyType}.csv`}
              onFailed={feedback.fail}
            >
              {t('csv.template')}
            </DownloadButton>
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('csv.format_hint')}
          </Typography>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={2}
            sx={{ alignItems: { sm: 'center' } }}
          >
            <input
              ref={input}
              type="file"
              accept=".csv,text/csv"
              hidden
              aria-label={t('csv.choose')}
              onChange={(event) => {
                const chosen = event.target.files?.[0] ?? null;
                event.target.value = '';
                setFile(chosen);
                if (chosen) send('preview', chosen);
              }}
            />
            <Button variant="contained" disabled={busy} onClick={() => input.current?.click()}>
              {file ? t('csv.choose_other') : t('csv.choose')}
            </Button>
            {file && (
              <Typography sx={{ overflowWrap: 'anywhere' }}>
                {t('csv.file', { name: file.name, size: (file.size / 1024).toFixed(1) })}
              </Typography>
            )}
          </Stack>
        </Stack>
      </Paper>
      <FailureAlert feedback={feedback} />
      {sending && <SendingProgress sending={sending} />}
      {result && (
        <ImportReport
          result={result}
          imported={report?.kind === 'imported'}
          onImport={() => send('import')}
        />
      )}
    </>
  );
}

/** The share of the file sent, then of the rows done; between the two, a moving bar. */
function SendingProgress({ sending }: { sending: Sending }) {
  const { t, i18n } = useTranslation('parties');
  const { mode, sent, rows } = sending;
  const number = (value: number) => value.toLocaleString(i18n.resolvedLanguage);
  const share = sent < 1 ? sent : rows ? rows.done / Math.max(rows.total, 1) : null;
  const text =
    sent < 1
      ? t('csv.uploading', { percent: Math.round(sent * 100) })
      : rows
        ? t(mode === 'preview' ? 'csv.checking_rows' : 'csv.importing_rows', {
            count: rows.total,
            done: number(rows.done),
            total: number(rows.total),
          })
        : t(mode === 'preview' ? 'csv.checking' : 'csv.importing');
  return (
    <Box sx={{ mb: 3 }} role="status" aria-live="polite">
      <Typography gutterBottom>{text}</Typography>
      <LinearProgress
        variant={share === null ? 'indeterminate' : 'determinate'}
        value={(share ?? 0) * 100}
        aria-label={text}
      />
    </Box>
  );
}

function ImportReport({
  result,
  imported,
  onImport,
}: {
  result: PartyImportResult;
  imported: boolean;
  onImport: () => void;
}) {
  const { t } = useTranslation('parties');
  // Created and ready rows are counted above; the table lists the rows that need attention.
  const shown = result.rows.filter((row) => row.status === 'invalid' || row.status === 'duplicate');
  return (
    <Stack spacing={2}>
      <Alert
        severity={imported ? 'success' : result.invalid > 0 ? 'warning' : 'info'}
        role="status"
      >
        {imported
          ? t('csv.imported', {
              parties: t('csv.parties', { count: result.created }),
              duplicates: t('csv.duplicates', { count: result.skipped }),
              rows_with_errors: t('csv.rows_with_errors', { count: result.invalid }),
            })
          : t('csv.checked', {
              rows: t('csv.rows', { count: result.total_rows }),
              valid: result.valid,
              duplicates: t('csv.duplicates', { count: result.skipped }),
              with_errors: t('csv.with_errors', { count: result.invalid }),
            })}
      </Alert>
      {result.ignored_columns.length > 0 && (
        <Alert severity="info">
          {t('csv.ignored_columns', { columns: result.ignored_columns.join(', ') })}
        </Alert>
      )}
      <Stack direction="row" spacing={2}>
        {!imported && (
          <Button variant="contained" disabled={result.valid === 0} onClick={onImport}>
            {t('csv.import', { count: result.valid })}
          </Button>
        )}
        {imported && (
          <Button component={RouterLink} to="/dashboard/parties" variant="contained">
            {t('csv.to_list')}
          </Button>
        )}
      </Stack>
      {shown.length > 0 && (
        <>
          <DataTable
            label={t('csv.report')}
            rows={shown.slice(0, SHOWN_ROWS)}
            rowKey={(row) => String(row.row)}
            columns={[
              { key: 'row', header: t('csv.row'), render: (row) => row.row },
              {
                key: 'status',
                header: t('csv.status'),
                render: (row) => (
                  <Chip
                    size="small"
                    label={t(`csv.statuses.${row.status}`)}
                    color={row.status === 'invalid' ? 'error' : 'warning'}
                  />
                ),
              },
              {
                key: 'details',
                header: t('csv.details'),
                render: (row) => (
                  <>
                    {row.errors?.map((error) => (
                      <div key={`${error.column}:${error.code}`}>
                        <strong>{error.column}</strong>: {validationText(error.code)}
                        {error.allowed &&
                          ` ${t('csv.allowed', { values: error.allowed.join(', ') })}`}
                      </div>
                    ))}
                    {row.status === 'duplicate' &&
                      (row.duplicate_of_row
                        ? t('csv.duplicate_of_row', { row: row.duplicate_of_row })
                        : row.code && (
                            <Link component={RouterLink} to={`/dashboard/parties/${row.code}`}>
                              {t('csv.duplicate_of_party')}
                            </Link>
                          ))}
                  </>
                ),
              },
            ]}
          />
          {shown.length > SHOWN_ROWS && (
            <Typography variant="body2" color="text.secondary">
              {t('csv.more_rows', { count: shown.length - SHOWN_ROWS })}
            </Typography>
          )}
        </>
      )}
    </Stack>
  );
}
