import { CpiImportFieldsSchema, type CpiImportResult } from '@aml/shared';
import UploadFile from '@mui/icons-material/UploadFile';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { useAction } from '../../../components/use-action';
import { useDayFormat } from '../../../lib/dates';
import { resolverFor } from '../../../lib/forms';
import { importCpiFile, RULE_SET_QUERIES } from '../api/rule-sets-api';
import { useRuleSetErrorText } from './use-error-text';
import { FormDateField } from '../../../components/form-date-field';

type Values = { as_of: string };
const resolver = resolverFor<Values>(CpiImportFieldsSchema, (values) => values);
/** What the file chooser offers: TI's workbook, or its sheet saved as CSV. */
const ACCEPT =
  '.xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * "Import TI file" beside the CPI list: Transparency International's published results read
 * into the list as a new version of the set. The dialog asks for the file and the publication
 * date, asks again before making the version, then shows what was imported and what was not.
 */
export function CpiImport({
  ruleSetCode,
  onImported,
}: {
  ruleSetCode: string;
  /** After a new version: the list's editor starts again from the imported entries. */
  onImported: () => void;
}) {
  const { t } = useTranslation('rule-sets');
  const [open, setOpen] = useState(false);
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'center' }, mb: 2 }}
    >
      <Button variant="outlined" startIcon={<UploadFile />} onClick={() => setOpen(true)}>
        {t('lists.cpi_import.open')}
      </Button>
      <Typography variant="body2" color="text.secondary">
        {t('lists.cpi_import.hint')}
      </Typography>
      {open && (
        <CpiImportDialog
          ruleSetCode={ruleSetCode}
          onClose={() => setOpen(false)}
          onImported={onImported}
        />
      )}
    </Stack>
  );
}

function CpiImportDialog({
  ruleSetCode,
  onClose,
  onImported,
}: {
  ruleSetCode: string;
  onClose: () => void;
  onImported: () => void;
}) {
  const { t } = useTranslation('rule-sets');
  const errorText = useRuleSetErrorText();
  const formatDay = useDayFormat();
  const titleId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fileMissing, setFileMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const form = useForm<Values>({ resolver, defaultValues: { as_of: '' }, mode: 'onTouched' });
  const upload = useAction(
    (values: Values) => importCpiFile(ruleSetCode, { file: file!, as_of: values.as_of }),
    {
      refresh: RULE_SET_QUERIES,
      fields: form,
      describe: errorText,
      onDone: (result) => {
        if (!result.unchanged) onImported();
      },
      onFailed: () => setConfirming(false),
    },
  );
  const result = upload.done ? upload.result : undefined;
  const close = () => {
    if (!upload.busy) onClose();
  };
  const review = (event: FormEvent) => {
    // The dialog sits inside the list's section in React's tree: its submit stays here.
    event.stopPropagation();
    if (!file) setFileMissing(true);
    void form.handleSubmit(() => {
      if (file) setConfirming(true);
    })(event);
  };
  const asOf = form.getValues('as_of');

  let content;
  let actions;
  if (result) {
    content = <ImportOutcome result={result} />;
    actions = (
      <Button variant="contained" onClick={onClose}>
        {t('lists.cpi_import.close')}
      </Button>
    );
  } else if (upload.busy) {
    content = (
      <Box>
        <Typography sx={{ mb: 1 }}>{t('lists.cpi_import.importing')}</Typography>
        <LinearProgress aria-label={t('lists.cpi_import.importing')} />
      </Box>
    );
  } else if (confirming) {
    content = (
      <DialogContentText>
        {t('lists.cpi_import.confirm', { file: file?.name, date: asOf ? formatDay(asOf) : '' })}
      </DialogContentText>
    );
    actions = (
      <>
        <Button onClick={() => setConfirming(false)}>{t('lists.cpi_import.back')}</Button>
        <Button variant="contained" autoFocus onClick={() => upload.run(form.getValues())}>
          {t('lists.cpi_import.submit')}
        </Button>
      </>
    );
  } else {
    content = (
      <Stack spacing={2} component="form" noValidate onSubmit={review} id={`${titleId}-form`}>
        <DialogContentText>{t('lists.cpi_import.intro')}</DialogContentText>
        {upload.failure && (
          <Alert severity="error" onClose={upload.dismiss}>
            {upload.failure}
          </Alert>
        )}
        <Box>
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ alignItems: { sm: 'center' } }}
          >
            {/* A real button (a label is not opened by the keyboard) that opens the input. */}
            <Button
              variant="outlined"
              onClick={() => input.current?.click()}
              aria-describedby={`${titleId}-file`}
            >
              {t('lists.cpi_import.choose')}
            </Button>
            <Typography
              id={`${titleId}-file`}
              variant="body2"
              color={fileMissing ? 'error' : 'text.secondary'}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {file
                ? t('lists.cpi_import.chosen', { name: file.name })
                : fileMissing
                  ? t('lists.cpi_import.file_required')
                  : t('lists.cpi_import.no_file')}
            </Typography>
          </Stack>
          <input
            ref={input}
            type="file"
            accept={ACCEPT}
            hidden
            data-testid="cpi-file"
            onChange={(event) => {
              const chosen = event.target.files?.[0];
              if (chosen) {
                setFile(chosen);
                setFileMissing(false);
                upload.reset();
              }
              event.target.value = '';
            }}
          />
        </Box>
        <FormDateField
          control={form.control}
          name="as_of"
          required
          label={t('lists.cpi_import.as_of')}
          helperText={t('lists.cpi_import.as_of_help')}
          expect="past"
        />
        <Alert severity="info">{t('lists.cpi_import.new_version')}</Alert>
      </Stack>
    );
    actions = (
      <>
        <Button onClick={close}>{t('lists.cpi_import.cancel')}</Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained">
          {t('lists.cpi_import.review')}
        </Button>
      </>
    );
  }

  return (
    <Dialog open onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('lists.cpi_import.title')}</DialogTitle>
      <DialogContent>{content}</DialogContent>
      {actions && <DialogActions>{actions}</DialogActions>}
    </Dialog>
  );
}

/** What the import did: the countries read, the version made, the rows left out and why. */
function ImportOutcome({ result }: { result: CpiImportResult }) {
  const { t } = useTranslation('rule-sets');
  const formatDay = useDayFormat();
  return (
    <Stack spacing={2}>
      <Alert severity="success">
        <AlertTitle>{t('lists.cpi_import.imported', { count: result.imported })}</AlertTitle>
        {result.unchanged
          ? t('lists.cpi_import.unchanged', { version: result.version })
          : t('lists.cpi_import.new_version_made', {
              version: result.version,
              source: result.list.source,
              date: formatDay(result.list.as_of),
            })}
      </Alert>
      {result.skipped.length > 0 && (
        <Box>
          <Typography variant="subtitle1" component="h3" gutterBottom>
            {t('lists.cpi_import.skipped', { count: result.skipped.length })}
          </Typography>
          <DataTable
            outlined={false}
            maxHeight={280}
            label={t('lists.cpi_import.skipped', { count: result.skipped.length })}
            rows={result.skipped}
            rowKey={(row) => String(row.row)}
            columns={[
              {
                key: 'row',
                header: t('lists.cpi_import.row'),
                align: 'right',
                render: (r) => r.row,
              },
              {
                key: 'country',
                header: t('lists.cpi_import.country'),
                render: (r) => [r.country, r.iso3].filter(Boolean).join(' · ') || '—',
              },
              {
                key: 'reason',
                header: t('lists.cpi_import.reason'),
                render: (r) => t(`lists.cpi_import.reasons.${r.reason}`),
              },
            ]}
          />
        </Box>
      )}
    </Stack>
  );
}
