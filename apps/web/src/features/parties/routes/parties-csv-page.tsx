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
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { errorText } from '../../../lib/api-client';
import { validationText } from '../../../lib/forms';
import { saveFile } from '../../../lib/save-file';
import { importParties, importTemplate, partyKeys } from '../api/parties-api';

/** Rows with problems shown on the page; the counts above always cover the whole file. */
const SHOWN_ROWS = 200;

type Stage =
  | { kind: 'idle' }
  | { kind: 'sending'; mode: PartyImportMode; sent: number }
  | { kind: 'checked' | 'imported'; result: PartyImportResult };

/** /dashboard/parties/csv: a template, a preview of the file's rows, then the import. */
export function PartiesCsvPage() {
  const { t } = useTranslation('parties');
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [partyType, setPartyType] = useState<ImportPartyType>('individual');
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [failure, setFailure] = useState<string | null>(null);

  const send = async (mode: PartyImportMode, chosen = file, type = partyType) => {
    if (!chosen) return;
    setFailure(null);
    setStage({ kind: 'sending', mode, sent: 0 });
    try {
      const result = await importParties(chosen, type, mode, (sent) =>
        setStage({ kind: 'sending', mode, sent }),
      );
      setStage({ kind: mode === 'preview' ? 'checked' : 'imported', result });
      if (mode === 'import') await queryClient.invalidateQueries({ queryKey: partyKeys.all });
    } catch (error) {
      setStage({ kind: 'idle' });
      setFailure(errorText(error));
    }
  };
  const downloadTemplate = async () => {
    setFailure(null);
    try {
      saveFile(await importTemplate(partyType), `parties-${partyType}.csv`);
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  const busy = stage.kind === 'sending';
  const result = stage.kind === 'checked' || stage.kind === 'imported' ? stage.result : null;

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
                if (file) void send('preview', file, type);
              }}
              sx={{ minWidth: 260 }}
            >
              {IMPORT_PARTY_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {t(`types.${type}`)}
                </MenuItem>
              ))}
            </TextField>
            <Button variant="outlined" onClick={downloadTemplate}>
              {t('csv.template')}
            </Button>
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
                if (chosen) void send('preview', chosen);
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
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      {stage.kind === 'sending' && (
        <Box sx={{ mb: 3 }} role="status" aria-live="polite">
          <Typography gutterBottom>
            {stage.sent < 1
              ? t('csv.uploading', { percent: Math.round(stage.sent * 100) })
              : stage.mode === 'preview'
                ? t('csv.checking')
                : t('csv.importing')}
          </Typography>
          <LinearProgress
            variant={stage.sent < 1 ? 'determinate' : 'indeterminate'}
            value={stage.sent * 100}
          />
        </Box>
      )}
      {result && (
        <ImportReport
          result={result}
          imported={stage.kind === 'imported'}
          onImport={() => void send('import')}
        />
      )}
    </>
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
              created: result.created,
              skipped: result.skipped,
              invalid: result.invalid,
            })
          : t('csv.checked', {
              total: result.total_rows,
              valid: result.valid,
              skipped: result.skipped,
              invalid: result.invalid,
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
        <TableContainer component={Paper} variant="outlined">
          <Table size="small" aria-label={t('csv.report')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('csv.row')}</TableCell>
                <TableCell>{t('csv.status')}</TableCell>
                <TableCell>{t('csv.details')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.slice(0, SHOWN_ROWS).map((row) => (
                <TableRow key={row.row}>
                  <TableCell>{row.row}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      label={t(`csv.statuses.${row.status}`)}
                      color={
                        row.status === 'invalid'
                          ? 'error'
                          : row.status === 'duplicate'
                            ? 'warning'
                            : 'success'
                      }
                    />
                  </TableCell>
                  <TableCell>
                    {row.errors?.map((error) => (
                      <div key={`${error.column}:${error.code}`}>
                        <strong>{error.column}</strong>: {validationText(error.code)}
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
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {shown.length > SHOWN_ROWS && (
            <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
              {t('csv.more_rows', { count: shown.length - SHOWN_ROWS })}
            </Typography>
          )}
        </TableContainer>
      )}
    </Stack>
  );
}
