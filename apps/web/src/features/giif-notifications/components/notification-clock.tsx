import type { GiifNotificationState, GiifNotificationSummary } from '@aml/shared';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import EventBusy from '@mui/icons-material/EventBusy';
import PauseCircleOutline from '@mui/icons-material/PauseCircleOutline';
import Schedule from '@mui/icons-material/Schedule';
import { Chip, Stack, Typography, type ChipProps } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ValueChip, type ChipColours } from '../../../components/value-chip';
import { useDateFormat } from '../../../lib/dates';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The time now, read again every `every` ms: the clocks count down while the page is open. */
export function useNow(every = MINUTE): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), every);
    return () => window.clearInterval(timer);
  }, [every]);
  return now;
}

/** A span of time in words: "2 d 5 h", "3 h 20 min", "45 min". */
export function useDuration() {
  const { t } = useTranslation('giif-notifications');
  return (ms: number) => {
    const span = Math.max(0, ms);
    const days = Math.floor(span / DAY);
    const hours = Math.floor((span % DAY) / HOUR);
    const minutes = Math.floor((span % HOUR) / MINUTE);
    if (days > 0) return t('clock.days_hours', { days, hours });
    if (hours > 0) return t('clock.hours_minutes', { hours, minutes });
    return t('clock.minutes', { minutes });
  };
}

const STATE_COLOURS: ChipColours<GiifNotificationState> = { draft: 'warning', sent: 'success' };

/** A notification's state as a chip with its name. */
export function NotificationStateChip({ state }: { state: GiifNotificationState }) {
  return <ValueChip value={state} colours={STATE_COLOURS} text="giif-notifications:states" />;
}

type Clocked = Pick<
  GiifNotificationSummary,
  'kind' | 'state' | 'deadline_at' | 'hold_until' | 'sent_at' | 'giif_receipt_at'
>;

/**
 * A clock's chip: its words wrap rather than being cut off where there is little room (a
 * phone's card, a narrow column).
 */
function ClockChip(props: ChipProps) {
  return (
    <Chip
      size="small"
      {...props}
      sx={{
        height: 'auto',
        minHeight: 24,
        maxWidth: '100%',
        '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 0.25 },
      }}
    />
  );
}

/**
 * What the notification's clock says now, always in words (never colour alone): art. 74's time
 * left to notify, red once overdue, and whether it was sent in time; art. 86's hold of the
 * transaction until sent, then until GIIF's hold ends; art. 89 and 90 are due immediately.
 * `compact` leaves the hold's end out of the words, for where it is shown beside (a list).
 */
export function NotificationClock({
  notification,
  now,
  compact = false,
}: {
  notification: Clocked;
  now: number;
  compact?: boolean;
}) {
  const { t } = useTranslation('giif-notifications');
  const formatDate = useDateFormat();
  const duration = useDuration();
  const { kind, state, deadline_at, hold_until, sent_at } = notification;

  if (kind === 'art86') {
    if (state === 'draft') {
      return (
        <ClockChip
          color="warning"
          icon={<PauseCircleOutline aria-hidden />}
          label={t('clock.held_until_sent')}
        />
      );
    }
    const until = hold_until ? Date.parse(hold_until) : null;
    if (until !== null && until > now) {
      return (
        <ClockChip
          color="warning"
          icon={<PauseCircleOutline aria-hidden />}
          label={
            compact
              ? t('clock.held_left', { left: duration(until - now) })
              : t('clock.held', {
                  until: formatDate(hold_until!, true),
                  left: duration(until - now),
                })
          }
        />
      );
    }
    return (
      <ClockChip
        variant="outlined"
        icon={<CheckCircleOutline aria-hidden />}
        label={
          !hold_until
            ? t('clock.sent')
            : compact
              ? t('clock.hold_ended_short')
              : t('clock.hold_ended', { at: formatDate(hold_until, true) })
        }
      />
    );
  }

  if (kind === 'art74' && deadline_at) {
    const deadline = Date.parse(deadline_at);
    if (state === 'sent') {
      const late = sent_at !== null && Date.parse(sent_at) > deadline;
      return (
        <ClockChip
          variant="outlined"
          color={late ? 'error' : 'success'}
          icon={late ? <EventBusy aria-hidden /> : <CheckCircleOutline aria-hidden />}
          label={late ? t('clock.sent_late') : t('clock.sent_in_time')}
        />
      );
    }
    if (deadline < now) {
      return (
        <ClockChip
          color="error"
          icon={<EventBusy aria-hidden />}
          label={t('clock.overdue', { late: duration(now - deadline) })}
        />
      );
    }
    return (
      <ClockChip
        variant={deadline - now < DAY ? 'filled' : 'outlined'}
        color="warning"
        icon={<Schedule aria-hidden />}
        label={t('clock.left', { left: duration(deadline - now) })}
      />
    );
  }

  return state === 'sent' ? (
    <ClockChip
      variant="outlined"
      color="success"
      icon={<CheckCircleOutline aria-hidden />}
      label={t('clock.sent')}
    />
  ) : (
    <ClockChip
      variant="outlined"
      color="warning"
      icon={<Schedule aria-hidden />}
      label={t('clock.immediately')}
    />
  );
}

/** The deadline or the hold's end as a date, beside the clock's chip (a list's cell). */
export function NotificationClockCell({
  notification,
  now,
}: {
  notification: Clocked;
  now: number;
}) {
  const formatDate = useDateFormat();
  const { kind, state, deadline_at, hold_until } = notification;
  const date =
    kind === 'art74' ? deadline_at : kind === 'art86' && state === 'sent' ? hold_until : null;
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ alignItems: 'center', flexWrap: 'wrap', height: '100%' }}
    >
      {date && (
        <Typography variant="body2" component="span">
          {formatDate(date, true)}
        </Typography>
      )}
      <NotificationClock notification={notification} now={now} compact />
    </Stack>
  );
}
