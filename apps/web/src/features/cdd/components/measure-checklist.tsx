import {
  CDD_MEASURE_STATUSES,
  type CddMeasure,
  type CddMeasureStatus,
  type UpdateCddMeasure,
} from '@aml/shared';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import AttachFile from '@mui/icons-material/AttachFile';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import {
  Alert,
  Box,
  Button,
  Chip,
  Collapse,
  IconButton,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AttachmentsTab } from '../../../components/attachments/attachments-tab';
import { ReasonField } from '../../../components/reason-field';
import { DialogForm, FormDialog } from '../../../components/record-form';
import { useAction } from '../../../components/use-action';
import { useDateFormat } from '../../../lib/dates';
import { CDD_QUERIES, cddKeys, updateCddMeasure } from '../api/cdd-api';
import { useMeasureTitle } from './measure-title';
import { reasonResolver, type ReasonValues } from './reason-resolver';

/** A measure's note, as the API takes it (longTextField). */
const NOTE_MAX_LENGTH = 5000;

/**
 * The measures of an execution as a checklist, in their order: each with its legal basis, its
 * status, note, who settled it and when, and its attachments. A measure the caller may not
 * change (an ended execution, another's record, senior management approval for a member) is
 * shown read-only, saying why.
 */
export function MeasureChecklist({
  execution,
  measures,
  isAdmin,
  notify,
}: {
  /** The execution's code (its page is refreshed after a change). */
  execution: string;
  measures: CddMeasure[];
  isAdmin: boolean;
  notify: (text: string) => void;
}) {
  return (
    <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {measures.map((measure, index) => (
        <MeasureRow
          key={measure.code}
          number={index + 1}
          execution={execution}
          measure={measure}
          isAdmin={isAdmin}
          notify={notify}
        />
      ))}
    </Stack>
  );
}

function MeasureRow({
  number,
  execution,
  measure,
  isAdmin,
  notify,
}: {
  number: number;
  execution: string;
  measure: CddMeasure;
  isAdmin: boolean;
  notify: (text: string) => void;
}) {
  const { t } = useTranslation('cdd');
  const titleOf = useMeasureTitle();
  const formatDate = useDateFormat();
  const queryClient = useQueryClient();
  const titleId = useId();
  const attachmentsId = useId();
  const title = titleOf(measure);
  const [asking, setAsking] = useState(false);
  const [showFiles, setShowFiles] = useState(false);
  const update = useAction((change: UpdateCddMeasure) => updateCddMeasure(measure.code, change), {
    refresh: CDD_QUERIES,
    onDone: (_saved, change) =>
      notify(change.status ? t('checklist.status_saved', { title }) : t('checklist.note_saved')),
  });
  const readOnly = !measure.editable;
  // Why the measure cannot be changed; the ended execution says so once, above the list.
  const whyNot =
    readOnly && measure.admin_only && !isAdmin
      ? t('checklist.admin_only_hint')
      : readOnly
        ? t('checklist.not_editable')
        : '';

  const choose = (status: CddMeasureStatus) => {
    if (status === measure.status) return;
    if (status === 'not_applicable') setAsking(true);
    else update.run({ status });
  };

  return (
    <Paper
      component="li"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{
        p: { xs: 1.5, md: 2 },
        borderLeftWidth: 4,
        borderLeftColor: (theme) =>
          measure.status === 'done'
            ? theme.palette.success.main
            : measure.status === 'failed'
              ? theme.palette.error.main
              : measure.status === 'not_applicable'
                ? theme.palette.info.main
                : theme.palette.divider,
      }}
    >
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={{ xs: 1.5, md: 2 }}
        sx={{ alignItems: { md: 'flex-start' } }}
      >
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start' }}>
            <Typography
              id={titleId}
              component="h3"
              variant="subtitle1"
              sx={{ fontWeight: 600, lineHeight: 1.4, pt: 0.5, overflowWrap: 'anywhere' }}
            >
              {t('checklist.numbered', { number, title })}
            </Typography>
            <Tooltip
              title={t('checklist.legal_basis', { basis: measure.legal_basis })}
              enterTouchDelay={0}
              describeChild
            >
              <IconButton size="small" aria-label={t('checklist.legal_basis_of', { title })}>
                <InfoOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          </Stack>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: 0.5 }}>
            <Chip
              size="small"
              variant="outlined"
              color={measure.mandatory ? 'primary' : 'default'}
              label={measure.mandatory ? t('checklist.mandatory') : t('checklist.optional')}
            />
            {measure.admin_only && (
              <Tooltip title={t('checklist.admin_only_hint')}>
                <Chip
                  size="small"
                  variant="outlined"
                  color="warning"
                  icon={<AdminPanelSettingsOutlined />}
                  label={t('checklist.admin_only')}
                  tabIndex={0}
                />
              </Tooltip>
            )}
          </Stack>
        </Box>
        <TextField
          select
          size="small"
          label={t('checklist.status')}
          value={measure.status}
          disabled={readOnly || update.busy}
          onChange={(event) => choose(event.target.value as CddMeasureStatus)}
          helperText={whyNot || undefined}
          sx={{ width: { xs: '100%', md: 240 }, flexShrink: 0 }}
        >
          {CDD_MEASURE_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {t(`measure_statuses.${status}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {update.failure && (
        <Alert severity="error" sx={{ mt: 1.5 }} onClose={update.dismiss}>
          {update.failure}
        </Alert>
      )}
      {measure.status === 'not_applicable' && measure.reason && (
        <Typography variant="body2" sx={{ mt: 1.5, whiteSpace: 'pre-wrap' }}>
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {t('checklist.reason')}
          </Box>{' '}
          {measure.reason}
        </Typography>
      )}
      {measure.done_at && measure.status !== 'pending' && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t(`checklist.settled.${measure.status}`, {
            by: measure.done_by ?? t('checklist.someone'),
            date: formatDate(measure.done_at, true),
          })}
        </Typography>
      )}
      <MeasureNote
        key={measure.note ?? ''}
        note={measure.note}
        readOnly={readOnly}
        busy={update.busy}
        onSave={(note) => update.run({ note })}
      />
      <Box sx={{ mt: 1 }}>
        <Button
          size="small"
          startIcon={<AttachFile />}
          endIcon={showFiles ? <ExpandLess /> : <ExpandMore />}
          aria-expanded={showFiles}
          aria-controls={attachmentsId}
          onClick={() => setShowFiles((shown) => !shown)}
        >
          {t('checklist.attachments', { number: measure.attachments })}
        </Button>
        <Collapse in={showFiles} unmountOnExit id={attachmentsId}>
          <Box sx={{ pt: 1.5 }}>
            <AttachmentsTab
              owner="cdd_measure"
              code={measure.code}
              readOnly={readOnly}
              notify={(text) => {
                notify(text);
                // The count of files beside the button.
                void queryClient.invalidateQueries({ queryKey: cddKeys.detail(execution) });
              }}
            />
          </Box>
        </Collapse>
      </Box>
      <NotApplicableDialog
        open={asking}
        title={title}
        busy={update.busy}
        onClose={() => setAsking(false)}
        onConfirm={(reason) => {
          update.run({ status: 'not_applicable', reason });
          setAsking(false);
        }}
      />
    </Paper>
  );
}

/**
 * The note of a measure: saved when the field is left changed, or with its Save button. A note
 * saved elsewhere replaces the field (the row keys it by the saved note).
 */
function MeasureNote({
  note,
  readOnly,
  busy,
  onSave,
}: {
  note: string | null;
  readOnly: boolean;
  busy: boolean;
  onSave: (note: string | null) => void;
}) {
  const { t } = useTranslation('cdd');
  const [text, setText] = useState(note ?? '');
  const changed = text.trim() !== (note ?? '').trim();
  const save = () => {
    if (changed && !busy) onSave(text.trim() || null);
  };
  if (readOnly && !note) return null;
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ mt: 1.5, alignItems: { sm: 'flex-start' } }}
    >
      <TextField
        label={t('checklist.note')}
        multiline
        minRows={1}
        maxRows={8}
        size="small"
        fullWidth
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={save}
        slotProps={{
          input: { readOnly },
          htmlInput: { maxLength: NOTE_MAX_LENGTH },
        }}
      />
      {!readOnly && changed && (
        <Button
          variant="outlined"
          disabled={busy}
          // Pressing it first leaves the field, which saves already: the press only saves once.
          onMouseDown={(event) => event.preventDefault()}
          onClick={save}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
        >
          {t('checklist.save_note')}
        </Button>
      )}
    </Stack>
  );
}

/** Asks why a measure does not apply: the reason is kept with it (art. 34, documented). */
function NotApplicableDialog({
  open,
  title,
  busy,
  onClose,
  onConfirm,
}: {
  open: boolean;
  title: string;
  busy: boolean;
  onClose: () => void;
  onConfirm: (reason: string) => void;
}) {
  const { t } = useTranslation('cdd');
  return (
    <FormDialog open={open} onClose={onClose} title={t('not_applicable.title')}>
      <ReasonForm title={title} busy={busy} onClose={onClose} onConfirm={onConfirm} />
    </FormDialog>
  );
}

function ReasonForm({
  title,
  busy,
  onClose,
  onConfirm,
}: Omit<Parameters<typeof NotApplicableDialog>[0], 'open'>) {
  const { t } = useTranslation('cdd');
  const form = useForm<ReasonValues>({
    resolver: reasonResolver,
    defaultValues: { reason: '' },
    mode: 'onTouched',
  });
  return (
    <DialogForm
      onSubmit={form.handleSubmit((values) => onConfirm(values.reason.trim()))}
      onCancel={onClose}
      busy={busy}
      submitLabel={t('not_applicable.submit')}
    >
      <Typography>{t('not_applicable.text', { title })}</Typography>
      <ReasonField
        control={form.control}
        name="reason"
        label={t('not_applicable.reason')}
        hint={t('not_applicable.reason_hint')}
        requiredText={t('not_applicable.reason_required')}
      />
    </DialogForm>
  );
}
