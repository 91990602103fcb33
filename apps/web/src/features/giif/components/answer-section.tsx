import {
  GIIF_RECORDED_STATES,
  GIIF_STATE_FROM,
  GiifFileStatusInputSchema,
  type GiifFile,
  type GiifFileState,
} from '@aml/shared';
import {
  Alert,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { PageFeedback } from '../../../components/page-feedback';
import { Section } from '../../../components/section';
import { useAction } from '../../../components/use-action';
import { validationText } from '../../../lib/forms';
import {
  GIIF_QUERIES,
  giifReceipt,
  recordGiifStatus,
  uploadGiifReceipt,
  type GiifRecordedState,
} from '../api/giif-api';
import { GiifDownloadButton } from './download-button';
import { FilePickButton } from './file-pick-button';

/** GIIF's answers that may be recorded for a file in `state` (GIIF_STATE_FROM). */
export const answersFor = (state: GiifFileState): GiifRecordedState[] =>
  GIIF_RECORDED_STATES.filter((answer) => GIIF_STATE_FROM[answer].includes(state));

type StatusInput = { state: GiifRecordedState; giif_reference?: string; rejection_reason?: string };
type Errors = Partial<Record<'state' | 'giif_reference' | 'rejection_reason', string>>;

/**
 * "Record GIIF's answer", as the officer read it on GIIF's site: registered (Z) with GIIF's
 * reference, loaded (R) with the receipt (UPO), or rejected with the reason; only the answers
 * the file's state allows are offered, and recording is confirmed first.
 */
export function AnswerSection({ file, feedback }: { file: GiifFile; feedback: PageFeedback }) {
  const { t } = useTranslation('giif');
  const allowed = answersFor(file.state);
  const [answer, setAnswer] = useState<GiifRecordedState | ''>('');
  const [reference, setReference] = useState('');
  const [reason, setReason] = useState('');
  const [receipt, setReceipt] = useState<File | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState<StatusInput | null>(null);
  const sendReceipt = useAction((chosen: File) => uploadGiifReceipt(file.code, chosen), {
    refresh: GIIF_QUERIES,
    onFailed: feedback.fail,
  });
  const record = useAction((input: StatusInput) => recordGiifStatus(file.code, input), {
    refresh: GIIF_QUERIES,
    onDone: (_file, input) => {
      setConfirming(null);
      feedback.notify(t('file.recorded'));
      if (input.state === 'loaded' && receipt) sendReceipt.run(receipt);
      setAnswer('');
      setReference('');
      setReason('');
      setReceipt(null);
    },
    onFailed: () => setConfirming(null),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!answer) {
      setErrors({ state: validationText('required') });
      return;
    }
    const input: StatusInput = {
      state: answer,
      ...(answer !== 'rejected' && reference.trim() ? { giif_reference: reference.trim() } : {}),
      ...(answer === 'rejected' ? { rejection_reason: reason.trim() } : {}),
    };
    const checked = GiifFileStatusInputSchema.safeParse(input);
    if (!checked.success) {
      const found: Errors = {};
      for (const issue of checked.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= validationText(issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    feedback.clearFailure();
    setConfirming(input);
  };

  return (
    <Section title={t('file.answer_title')} description={t('file.answer_description')}>
      <Stack
        component="form"
        noValidate
        spacing={2}
        onSubmit={submit}
        aria-label={t('file.answer_title')}
      >
        {record.failure && (
          <Alert severity="error" onClose={record.dismiss}>
            {record.failure}
          </Alert>
        )}
        <FormControl error={Boolean(errors.state)} component="fieldset">
          <FormLabel component="legend">{t('file.answer')}</FormLabel>
          <RadioGroup
            value={answer}
            onChange={(event) => {
              setAnswer(event.target.value as GiifRecordedState);
              setErrors({});
            }}
          >
            {allowed.map((state) => (
              <FormControlLabel
                key={state}
                value={state}
                control={<Radio />}
                label={t(`file.answers.${state}`)}
              />
            ))}
          </RadioGroup>
          {errors.state && <FormHelperText>{errors.state}</FormHelperText>}
        </FormControl>
        {(answer === 'submitted' || answer === 'loaded') && (
          <TextField
            label={t('file.giif_reference')}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
            error={Boolean(errors.giif_reference)}
            helperText={errors.giif_reference}
            sx={{ maxWidth: 480 }}
          />
        )}
        {answer === 'rejected' && (
          <TextField
            label={t('file.rejection_reason')}
            required
            multiline
            minRows={3}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={Boolean(errors.rejection_reason)}
            helperText={errors.rejection_reason}
          />
        )}
        {answer === 'loaded' && (
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography variant="body2">{t('file.receipt')}</Typography>
            <FilePickButton onFile={setReceipt}>{t('file.choose_file')}</FilePickButton>
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              {receipt ? t('file.chosen', { name: receipt.name }) : t('file.receipt_hint')}
            </Typography>
          </Stack>
        )}
        <div>
          <Button type="submit" variant="contained" disabled={record.busy}>
            {t('file.record')}
          </Button>
        </div>
      </Stack>
      <ConfirmDialog
        open={confirming !== null}
        title={t('file.record_title')}
        message={
          confirming?.state === 'rejected'
            ? t('file.record_rejected_question')
            : t('file.record_question', {
                answer: confirming ? t(`file.answers.${confirming.state}`) : '',
              })
        }
        confirmLabel={t('file.record')}
        destructive={confirming?.state === 'rejected'}
        busy={record.busy}
        onCancel={() => setConfirming(null)}
        onConfirm={() => confirming && record.run(confirming)}
      />
    </Section>
  );
}

/**
 * GIIF's receipt (UPO), or a capture of its status page, kept as the proof of filing once GIIF
 * answered: downloaded, or uploaded when it came later.
 */
export function ReceiptSection({
  file,
  canEdit,
  feedback,
}: {
  file: GiifFile;
  canEdit: boolean;
  feedback: PageFeedback;
}) {
  const { t } = useTranslation('giif');
  const upload = useAction((chosen: File) => uploadGiifReceipt(file.code, chosen), {
    refresh: GIIF_QUERIES,
    onDone: () => feedback.notify(t('file.uploaded_receipt')),
    onFailed: feedback.fail,
  });
  return (
    <Section title={t('file.receipt_title')} description={t('file.receipt_description')}>
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Typography>
          {file.receipt_name
            ? t('file.receipt_name', { name: file.receipt_name })
            : t('file.receipt_missing')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {file.receipt_name && (
            <GiifDownloadButton
              download={() => giifReceipt(file.code)}
              filename={file.receipt_name}
              onFailed={feedback.fail}
            >
              {t('file.download_receipt')}
            </GiifDownloadButton>
          )}
          {canEdit && (
            <FilePickButton
              busy={upload.busy}
              onFile={(chosen) => {
                feedback.clearFailure();
                upload.run(chosen);
              }}
            >
              {t('file.upload_receipt')}
            </FilePickButton>
          )}
        </Stack>
      </Stack>
    </Section>
  );
}
