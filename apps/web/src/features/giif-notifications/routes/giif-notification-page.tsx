import type { GiifIssue, GiifNotification } from '@aml/shared';
import UploadFile from '@mui/icons-material/UploadFile';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Grid,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import {
  DetailPage,
  DownloadButton,
  EditInPlace,
  PageSkeleton,
  RecordCode,
  RecordDates,
} from '../../../components/detail-page';
import type { MoreAction } from '../../../components/more-actions';
import { usePageFeedback, type PageFeedback } from '../../../components/page-feedback';
import { Section } from '../../../components/section';
import { useAction } from '../../../components/use-action';
import { useAmountFormat } from '../../../lib/amounts';
import { useDateFormat } from '../../../lib/dates';
import { i18n } from '../../../i18n/i18n';
import { saveFile } from '../../../lib/save-file';
import {
  NOTIFICATION_QUERIES,
  notificationBundle,
  notificationPdf,
  notificationQuery,
  notificationReceipt,
  updateNotification,
  uploadNotificationReceipt,
} from '../api/giif-notifications-api';
import { HoldDialog, SentDialog } from '../components/clock-dialogs';
import { NotificationClock, NotificationStateChip, useNow } from '../components/notification-clock';
import { NotificationFormFields } from '../components/notification-form-fields';
import {
  notificationFormResolver,
  notificationToValues,
  valuesToUpdate,
} from '../components/notification-form-values';
import { FactList } from '../components/notification-summary';
import { NOTIFICATIONS_PATH } from '../components/paths';

/** A missing field of the model in words ("document number"), or its path when none is known. */
function useMissingText() {
  const { t } = useTranslation(['giif-notifications', 'validation']);
  return (path: string, code: string) => {
    const key = `missing.${path.replace(/\./g, '_')}`;
    const name = i18n.exists(`giif-notifications:${key}`) ? t(key) : path;
    if (code === 'required') return name;
    const text = i18n.exists(`giif-notifications:issue_codes.${code}`)
      ? t(`issue_codes.${code}`)
      : i18n.exists(`validation:${code}`)
        ? t(`validation:${code}`)
        : code;
    return `${name}: ${text}`;
  };
}

/** What the notification still lacks: the institution's data, each person's art. 36 data. */
function MissingData({ notification }: { notification: GiifNotification }) {
  const { t } = useTranslation('giif-notifications');
  const missing = useMissingText();
  const { issues, persons } = notification;
  const institution = issues.filter((i) => i.field.startsWith('institution'));
  const byPerson = persons
    .map((person, index) => ({
      person,
      issues: issues.filter((i: GiifIssue) => i.field.startsWith(`persons.${index}.`)),
      index,
    }))
    .filter((p) => p.issues.length > 0);
  const other = issues.filter(
    (i) => !i.field.startsWith('institution') && !i.field.startsWith('persons.'),
  );
  if (issues.length === 0) {
    return <Alert severity="success">{t('detail.complete')}</Alert>;
  }
  return (
    <Alert severity="warning">
      <AlertTitle>{t('detail.missing_title')}</AlertTitle>
      <Stack spacing={1}>
        {institution.length > 0 && (
          <Box>
            <Link component={RouterLink} to="/dashboard/company-data">
              {t('detail.missing_institution')}
            </Link>
            {institution.some((i) => i.field !== 'institution') && (
              <Typography variant="body2">
                {institution
                  .map((i) => missing(i.field.replace(/^institution\./, 'institution_'), i.code))
                  .join(', ')}
              </Typography>
            )}
          </Box>
        )}
        {byPerson.map(({ person, issues: own, index }) => (
          <Box key={`${person.party_code}-${index}`}>
            <Link component={RouterLink} to={`/dashboard/parties/${person.party_code}`}>
              {person.name}
            </Link>
            <Typography variant="body2">
              {[
                ...new Set(own.map((i) => missing(i.field.replace(/^persons\.\d+\./, ''), i.code))),
              ].join(', ')}
            </Typography>
          </Box>
        ))}
        {other.length > 0 && (
          <Typography variant="body2">
            {other.map((i) => missing(i.field, i.code)).join(', ')}
          </Typography>
        )}
      </Stack>
    </Alert>
  );
}

/** The clocks: when the suspicion was confirmed, art. 74's deadline, art. 86's hold, sending. */
function Clocks({ notification, now }: { notification: GiifNotification; now: number }) {
  const { t } = useTranslation('giif-notifications');
  const formatDate = useDateFormat();
  const at = (value: string | null) => (value ? formatDate(value, true) : t('detail.none'));
  const n = notification;
  const facts: [string, string][] = [
    [t('fields.suspicion_confirmed_at'), at(n.suspicion_confirmed_at)],
  ];
  if (n.kind === 'art74') facts.push([t('detail.deadline'), at(n.deadline_at)]);
  facts.push([t('detail.receipt_at'), at(n.giif_receipt_at)]);
  if (n.kind === 'art86') {
    // A draft holds the transaction already: until it is sent, then for GIIF's hold.
    facts.push([
      t('detail.hold_until'),
      !n.hold_until && n.state === 'draft' ? t('detail.hold_until_sent') : at(n.hold_until),
    ]);
    if (n.hold_max) facts.push([t('detail.hold_max'), at(n.hold_max)]);
  }
  facts.push([
    t('detail.sent_at'),
    n.sent_at ? `${at(n.sent_at)} · ${n.sent_by ?? ''}` : t('detail.not_sent'),
  ]);
  if (n.giif_reference) facts.push([t('sent.reference'), n.giif_reference]);
  return (
    <Stack spacing={2}>
      <Box>
        <NotificationClock notification={n} now={now} />
      </Box>
      <FactList facts={facts} />
    </Stack>
  );
}

/** The parties and transactions named, each linked to its page. */
function Subjects({ notification }: { notification: GiifNotification }) {
  const { t } = useTranslation(['giif-notifications', 'transactions', 'parties']);
  const formatAmount = useAmountFormat();
  const formatDate = useDateFormat();
  return (
    <Stack spacing={2}>
      <Box>
        <Typography variant="subtitle1" component="h3">
          {t('form.parties')}
        </Typography>
        {notification.parties.length === 0 ? (
          <Typography color="text.secondary">{t('detail.none')}</Typography>
        ) : (
          <List dense disablePadding>
            {notification.parties.map((party) => (
              <ListItem key={party.code} disableGutters>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={`/dashboard/parties/${party.code}`}>
                      {party.name}
                    </Link>
                  }
                  secondary={`${t(`parties:types.${party.type}`)} · ${party.code}`}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
      <Box>
        <Typography variant="subtitle1" component="h3">
          {t('form.transactions')}
        </Typography>
        {notification.transactions.length === 0 ? (
          <Typography color="text.secondary">{t('detail.none')}</Typography>
        ) : (
          <List dense disablePadding>
            {notification.transactions.map((transaction) => (
              <ListItem key={transaction.code} disableGutters>
                <ListItemText
                  primary={
                    <Link component={RouterLink} to={`/dashboard/transactions/${transaction.code}`}>
                      {`${t(`transactions:types.${transaction.type}`)} ${formatAmount(
                        transaction.amount,
                        transaction.currency,
                      )}`}
                    </Link>
                  }
                  secondary={[
                    formatDate(transaction.booked_at, true),
                    t(`transactions:statuses.${transaction.status}`),
                    transaction.code,
                  ].join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        )}
      </Box>
    </Stack>
  );
}

/** GIIF's confirmation of receipt: downloaded, or uploaded by who handles the notification. */
function Receipt({
  notification,
  canUpload,
  feedback,
}: {
  notification: GiifNotification;
  canUpload: boolean;
  feedback: PageFeedback;
}) {
  const { t } = useTranslation('giif-notifications');
  const input = useRef<HTMLInputElement>(null);
  const upload = useAction((file: File) => uploadNotificationReceipt(notification.code, file), {
    refresh: NOTIFICATION_QUERIES,
    onDone: () => feedback.notify(t('receipt.stored')),
    onFailed: feedback.fail,
  });
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) upload.run(file);
  };
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Typography color={notification.receipt_name ? undefined : 'text.secondary'}>
        {notification.receipt_name ?? t('receipt.none')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {notification.receipt_name && (
          <DownloadButton
            download={() => notificationReceipt(notification.code)}
            filename={notification.receipt_name}
            onFailed={feedback.fail}
          >
            {t('receipt.download')}
          </DownloadButton>
        )}
        {canUpload && (
          <>
            <Button
              variant="outlined"
              startIcon={<UploadFile />}
              disabled={upload.busy}
              onClick={() => input.current?.click()}
            >
              {notification.receipt_name ? t('receipt.replace') : t('receipt.upload')}
            </Button>
            <input ref={input} type="file" hidden onChange={choose} />
          </>
        )}
      </Stack>
    </Stack>
  );
}

/**
 * /dashboard/giif-notifications/{code}: the notification with its clocks, what it concerns,
 * what it still lacks (the persons' art. 36 data), its PDF and bundle, and its way to GIIF:
 * sent with GIIF's confirmation of receipt, art. 86's hold extended when GIIF demands it.
 */
export function GiifNotificationPage() {
  const { code = '' } = useParams();
  const { t } = useTranslation('giif-notifications');
  const notification = useQuery(notificationQuery(code));
  const feedback = usePageFeedback(t('detail.created'));
  const now = useNow();
  const formatAmount = useAmountFormat();
  const [dialog, setDialog] = useState<'sent' | 'hold' | null>(null);
  const done = (text: string) => () => {
    setDialog(null);
    feedback.notify(text);
  };
  const download = (what: 'pdf' | 'bundle', lang: 'pl' | 'en') => ({
    label: t(`detail.${what}_${lang}`),
    onSelect: () =>
      void (what === 'pdf' ? notificationPdf(code, lang) : notificationBundle(code, lang)).then(
        (file) => saveFile(file, `notification-${code}${what === 'pdf' ? `-${lang}.pdf` : '.zip'}`),
        feedback.fail,
      ),
  });

  return (
    <DetailPage
      record={notification}
      feedback={feedback}
      skeleton={<PageSkeleton heights={[120, 240, 320]} />}
      header={(n) => {
        const managing = n.can_manage;
        const more: MoreAction[] = [download('pdf', 'en'), download('bundle', 'en')];
        return {
          title: t(`titles.${n.kind}`),
          breadcrumbs: (
            <Link component={RouterLink} to={NOTIFICATIONS_PATH} variant="body2">
              {t('title')}
            </Link>
          ),
          badges: (
            <>
              <NotificationStateChip state={n.state} />
              <NotificationClock notification={n} now={now} />
              <RecordCode code={n.code} />
            </>
          ),
          meta: <RecordDates of={n} />,
          actions: (
            <>
              {managing && (
                <Button variant="contained" onClick={() => setDialog('sent')}>
                  {t('detail.mark_sent')}
                </Button>
              )}
              {n.kind === 'art86' && n.state === 'sent' && (
                <Button variant="outlined" onClick={() => setDialog('hold')}>
                  {t('detail.set_hold')}
                </Button>
              )}
              <DownloadButton
                download={() => notificationPdf(code, 'pl')}
                filename={`notification-${code}-pl.pdf`}
                onFailed={feedback.fail}
              >
                {t('detail.pdf')}
              </DownloadButton>
              <DownloadButton
                download={() => notificationBundle(code, 'pl')}
                filename={`notification-${code}.zip`}
                onFailed={feedback.fail}
              >
                {t('detail.bundle')}
              </DownloadButton>
            </>
          ),
          more,
        };
      }}
    >
      {(n) => (
        <Stack spacing={3}>
          <MissingData notification={n} />
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Section title={t('sections.clocks')}>
                <Clocks notification={n} now={now} />
              </Section>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Section title={t('sections.subjects')}>
                <Subjects notification={n} />
              </Section>
            </Grid>
          </Grid>
          <Section title={t('sections.notification')}>
            <EditInPlace
              whyNot={n.state === 'draft' ? '' : t('detail.not_editable_sent')}
              variant="outlined"
              onSaved={() => feedback.notify(t('common:data_updated'))}
              edit={{
                resolver: notificationFormResolver,
                defaults: notificationToValues(n),
                save: (values) => updateNotification(code, valuesToUpdate(values)),
                refresh: NOTIFICATION_QUERIES,
                fields: (control) => <NotificationFormFields control={control} />,
              }}
              view={
                <Stack spacing={2}>
                  <FactList
                    facts={[
                      [t('fields.kind'), t(`kinds_long.${n.kind}`)],
                      [t('fields.legal_basis'), n.legal_basis],
                      ...(n.alert
                        ? ([[t('detail.alert'), n.alert.title]] as [string, string][])
                        : []),
                    ]}
                  />
                  <Box>
                    <Typography variant="subtitle1" component="h3">
                      {t('fields.justification')}
                    </Typography>
                    <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                      {n.justification}
                    </Typography>
                  </Box>
                  <Box>
                    <Typography variant="subtitle1" component="h3">
                      {t('sections.assets')}
                    </Typography>
                    {n.assets.length === 0 ? (
                      <Typography color="text.secondary">{t('detail.none')}</Typography>
                    ) : (
                      <List dense disablePadding>
                        {n.assets.map((asset, index) => (
                          <ListItem key={index} disableGutters>
                            <ListItemText primary={asset.description} secondary={asset.held_at} />
                          </ListItem>
                        ))}
                      </List>
                    )}
                  </Box>
                </Stack>
              }
            />
          </Section>
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 6 }}>
              <Section title={t('sections.persons')} description={t('detail.persons_help')}>
                <List dense disablePadding>
                  {n.persons.map((person) => (
                    <ListItem key={person.party_code} disableGutters>
                      <ListItemText
                        primary={
                          <Link
                            component={RouterLink}
                            to={`/dashboard/parties/${person.party_code}`}
                          >
                            {person.name}
                          </Link>
                        }
                        secondary={`${t(`roles.${person.role}`, { defaultValue: person.role })} · ${t(`person_kinds.${person.kind}`)}`}
                      />
                    </ListItem>
                  ))}
                </List>
              </Section>
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <Section title={t('sections.attachments')} description={t('detail.attachments_help')}>
                {n.attachments.length === 0 ? (
                  <Typography color="text.secondary">{t('detail.no_attachments')}</Typography>
                ) : (
                  <List dense disablePadding>
                    {n.attachments.map((file) => (
                      <ListItem key={file.code} disableGutters>
                        <ListItemText
                          primary={file.name}
                          secondary={`${formatAmount(String(Math.ceil(file.size / 1024)))} KB · SHA-256 ${file.sha256.slice(0, 16)}…`}
                          slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                        />
                      </ListItem>
                    ))}
                  </List>
                )}
              </Section>
            </Grid>
          </Grid>
          <Section title={t('sections.receipt')} description={t('receipt.help')}>
            <Receipt notification={n} canUpload feedback={feedback} />
          </Section>
          <SentDialog
            notification={n}
            open={dialog === 'sent'}
            onClose={() => setDialog(null)}
            onDone={done(t('sent.done'))}
          />
          {n.kind === 'art86' && n.state === 'sent' && (
            <HoldDialog
              notification={n}
              open={dialog === 'hold'}
              onClose={() => setDialog(null)}
              onDone={done(t('hold.done'))}
            />
          )}
        </Stack>
      )}
    </DetailPage>
  );
}
