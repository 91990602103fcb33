import {
  GIIF_NOTIFICATION_KINDS,
  GIIF_NOTIFICATION_STATES,
  type GiifNotificationSummary,
} from '@aml/shared';
import {
  Alert,
  Box,
  Link,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ListPage, ValuesFilter, param, useListUrl } from '../../../components/list-page';
import { NoticeSnackbar, usePageFeedback } from '../../../components/page-feedback';
import { PageHeader } from '../../../components/page-header';
import { TWO_LINES, useRecordColumns } from '../../../components/record-columns';
import { errorText } from '../../../lib/api-client';
import {
  notificationAccessQuery,
  notificationsQuery,
  type NotificationsQuery,
} from '../api/giif-notifications-api';
import {
  NotificationClockCell,
  NotificationStateChip,
  useNow,
} from '../components/notification-clock';
import { newNotificationPath, notificationPath } from '../components/paths';
import { ReadersCard } from '../components/readers-card';

/** The filters of the list, as the URL holds them (the API's query). */
const FILTERS = {
  kind: param.oneOf(GIIF_NOTIFICATION_KINDS),
  state: param.oneOf(GIIF_NOTIFICATION_STATES),
};

/**
 * /dashboard/giif-notifications: the team's notifications to GIIF, newest first, each with its
 * clock (art. 74's time left, art. 86's hold), filtered by kind and state; and, for an
 * administrator, who of the team sees them. Anyone else is told only that they are kept from
 * them (art. 54): the list is never asked for.
 */
export function GiifNotificationsPage() {
  const { t } = useTranslation('giif-notifications');
  const access = useQuery(notificationAccessQuery());
  if (access.isPending) {
    return (
      <Stack spacing={3} aria-busy="true">
        <Skeleton variant="text" height={56} width="40%" />
        <Skeleton variant="rounded" height={320} />
      </Stack>
    );
  }
  if (access.isError) return <Alert severity="error">{errorText(access.error)}</Alert>;
  if (!access.data.can_read) {
    return (
      <>
        <PageHeader title={t('title')} />
        <Alert severity="info">{t('no_access')}</Alert>
      </>
    );
  }
  return (
    <NotificationList
      canManage={access.data.can_manage}
      canManageReaders={access.data.can_manage_readers}
    />
  );
}

function NotificationList({
  canManage,
  canManageReaders,
}: {
  canManage: boolean;
  canManageReaders: boolean;
}) {
  const { t } = useTranslation('giif-notifications');
  const url = useListUrl<NotificationsQuery>(FILTERS);
  const list = useQuery(notificationsQuery(url.query));
  const column = useRecordColumns();
  const feedback = usePageFeedback();
  const now = useNow();
  // A phone shows each row as a card, with room for every name.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));

  const columns: GridColDef<GiifNotificationSummary>[] = [
    {
      field: 'code',
      headerName: t('columns.code'),
      minWidth: 150,
      flex: 0.8,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={notificationPath(row.code)}>
          {row.code}
        </Link>
      ),
    },
    {
      field: 'kind',
      headerName: t('columns.kind'),
      minWidth: 170,
      flex: 0.7,
      // The kind's words wrap: its article and what it is for are both read.
      renderCell: ({ row }) => (
        <Stack sx={{ justifyContent: 'center', height: '100%' }}>
          <Box component="span" sx={TWO_LINES}>
            {t(`kinds.${row.kind}`)}
          </Box>
        </Stack>
      ),
    },
    column.chip('state', t('columns.state'), 110, (row) => (
      <NotificationStateChip state={row.state} />
    )),
    {
      field: 'subjects',
      headerName: t('columns.subjects'),
      minWidth: 200,
      flex: 1,
      sortable: false,
      renderCell: ({ row }) => {
        const names = row.subjects.names.join(', ');
        const more = row.subjects.parties - row.subjects.names.length;
        const counts = t('columns.subject_counts', {
          parties: t('columns.parties', { count: row.subjects.parties }),
          transactions: t('columns.transactions', { count: row.subjects.transactions }),
        });
        // Made from transactions alone, it names no party: its counts say what it concerns.
        if (!names) {
          return (
            <Stack sx={{ justifyContent: 'center', height: '100%' }}>
              <Box component="span">{counts}</Box>
            </Stack>
          );
        }
        const named = `${names}${more > 0 ? ` ${t('columns.more_parties', { count: more })}` : ''}`;
        return (
          <Stack sx={{ justifyContent: 'center', height: '100%', minWidth: 0 }}>
            <Tooltip title={!phone && named.length > 24 ? named : ''}>
              <Box
                component="span"
                sx={
                  phone
                    ? { overflowWrap: 'anywhere' }
                    : { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }
                }
              >
                {named}
              </Box>
            </Tooltip>
            <Typography variant="body2" color="text.secondary" component="span">
              {counts}
            </Typography>
          </Stack>
        );
      },
    },
    {
      field: 'clock',
      headerName: t('columns.clock'),
      minWidth: 260,
      flex: 1.2,
      sortable: false,
      renderCell: ({ row }) => <NotificationClockCell notification={row} now={now} />,
    },
    {
      field: 'created_by',
      headerName: t('columns.created_by'),
      minWidth: 180,
      flex: 0.8,
      valueFormatter: (value: string | null) => value ?? '—',
    },
    column.date('created_at', t('columns.created_at'), { withTime: true, width: 170 }),
  ];

  return (
    <ListPage
      namespace="giif-notifications"
      createTo={canManage ? newNotificationPath({}) : undefined}
      url={url}
      filters={
        <>
          <ValuesFilter name="kind" group="kinds" values={GIIF_NOTIFICATION_KINDS} minWidth={220} />
          <ValuesFilter
            name="state"
            group="states"
            values={GIIF_NOTIFICATION_STATES}
            minWidth={180}
          />
        </>
      }
      list={list}
      columns={columns}
      minWidth={1060}
      hiddenColumns={['created_by']}
    >
      {canManageReaders && (
        <Box sx={{ mt: 3 }}>
          <ReadersCard onSaved={feedback.notify} />
        </Box>
      )}
      <NoticeSnackbar feedback={feedback} />
    </ListPage>
  );
}
