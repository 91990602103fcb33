import {
  GIIF_HOLD_HOURS,
  GIIF_MAX_HOLD_HOURS,
  MarkGiifNotificationSentSchema,
  type GiifNotification,
} from '@aml/shared';
import { Alert, Button, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDateField } from '../../../components/form-date-field';
import { FormTextField } from '../../../components/form-text-field';
import { DialogForm, FormDialog } from '../../../components/record-form';
import { useAction } from '../../../components/use-action';
import { useDateFormat } from '../../../lib/dates';
import { resolverFor } from '../../../lib/forms';
import {
  NOTIFICATION_QUERIES,
  markNotificationSent,
  setNotificationHold,
} from '../api/giif-notifications-api';
import { localToInstant, toLocalInput } from './notification-form-values';

type SentValues = { giif_receipt_at: string; giif_reference: string };

type FormProps = { notification: GiifNotification; onClose: () => void; onDone: () => void };
type DialogProps = FormProps & { open: boolean };

/** A dialog of one form about a notification: the form starts afresh each time it opens. */
function NotificationDialog({
  open,
  title,
  Form,
  ...form
}: DialogProps & { title: string; Form: (props: FormProps) => ReactNode }) {
  return (
    <FormDialog open={open} title={title} onClose={form.onClose}>
      <Form {...form} />
    </FormDialog>
  );
}

const sentInput = (values: SentValues) => ({
  giif_receipt_at: localToInstant(values.giif_receipt_at) ?? '',
  giif_reference: values.giif_reference.trim() || undefined,
});

const sentResolver = resolverFor<SentValues>(MarkGiifNotificationSentSchema, sentInput);

/**
 * Records that the notification was sent, with the time of GIIF's confirmation of receipt (for
 * art. 86 its hold of 24 hours runs from it). Said first: a sent notification no longer changes.
 */
export function SentDialog(props: DialogProps) {
  const { t } = useTranslation('giif-notifications');
  return <NotificationDialog {...props} title={t('sent.title')} Form={SentForm} />;
}

function SentForm({ notification, onClose, onDone }: FormProps) {
  const { t } = useTranslation('giif-notifications');
  const form = useForm<SentValues>({
    resolver: sentResolver,
    defaultValues: { giif_receipt_at: toLocalInput(new Date().toISOString()), giif_reference: '' },
    mode: 'onTouched',
  });
  const send = useAction(
    (values: SentValues) => markNotificationSent(notification.code, sentInput(values)),
    {
      refresh: NOTIFICATION_QUERIES,
      fields: form,
      onDone,
    },
  );
  return (
    <DialogForm
      onSubmit={form.handleSubmit((values) => send.run(values))}
      onCancel={onClose}
      busy={send.busy}
      failure={send.failure}
      submitLabel={t('sent.submit')}
    >
      <Alert severity="warning">
        {notification.kind === 'art86' ? t('sent.warning_art86') : t('sent.warning')}
      </Alert>
      <FormDateField
        control={form.control}
        name="giif_receipt_at"
        label={t(notification.kind === 'art89' ? 'sent.receipt_at_prosecutor' : 'sent.receipt_at')}
        withTime
        required
        expect="past"
      />
      <FormTextField
        control={form.control}
        name="giif_reference"
        label={t('sent.reference')}
        slotProps={{ htmlInput: { maxLength: 500 } }}
      />
    </DialogForm>
  );
}

type HoldValues = { hold_until: string };

/**
 * Art. 86: the hold GIIF demanded, from 24 to 96 hours after its confirmation of receipt,
 * with the usual lengths a click away.
 */
export function HoldDialog(props: DialogProps) {
  const { t } = useTranslation('giif-notifications');
  return <NotificationDialog {...props} title={t('hold.title')} Form={HoldForm} />;
}

function HoldForm({ notification, onClose, onDone }: FormProps) {
  const { t } = useTranslation('giif-notifications');
  const formatDate = useDateFormat();
  const receipt = Date.parse(notification.giif_receipt_at ?? '');
  const min = Date.parse(notification.hold_min ?? '');
  const max = Date.parse(notification.hold_max ?? '');
  const form = useForm<HoldValues>({
    defaultValues: {
      hold_until:
        notification.hold_until || notification.hold_max
          ? toLocalInput((notification.hold_until ?? notification.hold_max)!)
          : '',
    },
  });
  const hold = useAction((until: string) => setNotificationHold(notification.code, until), {
    refresh: NOTIFICATION_QUERIES,
    onDone,
  });
  const submit = form.handleSubmit((values) => {
    const until = localToInstant(values.hold_until);
    const at = until ? Date.parse(until) : NaN;
    // Minutes count in the picker: the range's ends are compared to the minute.
    if (Number.isNaN(at) || at < min - 60_000 || at > max) {
      form.setError('hold_until', { type: 'range', message: 'hold_out_of_range' });
      return;
    }
    hold.run(new Date(Math.max(at, min)).toISOString());
  });
  const error = form.formState.errors.hold_until;
  const chosen = useWatch({ control: form.control, name: 'hold_until' });
  const after = (hours: number) =>
    toLocalInput(new Date(receipt + hours * 3_600_000).toISOString());
  return (
    <DialogForm
      onSubmit={submit}
      onCancel={onClose}
      busy={hold.busy}
      failure={hold.failure}
      submitLabel={t('hold.submit')}
    >
      <Typography>
        {t('hold.range', {
          min: formatDate(notification.hold_min ?? '', true),
          max: formatDate(notification.hold_max ?? '', true),
        })}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {[GIIF_HOLD_HOURS, 48, 72, GIIF_MAX_HOLD_HOURS].map((hours) => (
          <Button
            key={hours}
            // The length the hold has now is marked, in the button's fill and for a screen reader.
            variant={chosen === after(hours) ? 'contained' : 'outlined'}
            aria-pressed={chosen === after(hours)}
            size="small"
            onClick={() => form.setValue('hold_until', after(hours), { shouldDirty: true })}
          >
            {t('hold.hours', { count: hours })}
          </Button>
        ))}
      </Stack>
      <FormDateField
        control={form.control}
        name="hold_until"
        label={t('hold.until')}
        withTime
        required
      />
      {error?.message === 'hold_out_of_range' && (
        <Alert severity="error">{t('hold.out_of_range')}</Alert>
      )}
    </DialogForm>
  );
}
