import { REPORT_KINDS, type ReportsList } from '@aml/shared';
import { Box, Chip, Link, Stack, Tooltip } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DownloadButton } from '../../../components/detail-page';
import { ListPage, ValuesFilter, param, useListUrl } from '../../../components/list-page';
import { usePageFeedback } from '../../../components/page-feedback';
import { TWO_LINES, useRecordColumns } from '../../../components/record-columns';
import { ShortLink } from '../../../components/short-link';
import { CddStatusChip, cddPdf } from '../../cdd';
import { FileStateChip } from '../../giif';
import { reportsQuery, type ReportsQuery } from '../api/reports-api';
import { reportPath, reportTitle } from '../components/report-text';

type Report = ReportsList['items'][number];

/** The filter of the list, as the URL holds it (the API's query). */
const FILTERS = { kind: param.oneOf(REPORT_KINDS) };

/**
 * /dashboard/reports: every report the team produced, newest first (registries reports, files
 * for GIIF, due diligence executions and, for those who see them, notifications to GIIF),
 * filtered by kind and paged on the server; cards on a phone (ListPage). Each links to its own
 * page, and to its party; an execution's PDF, made on demand, downloads from its row.
 */
export function ReportsPage() {
  const { t } = useTranslation(['reports', 'giif', 'giif-notifications', 'cdd']);
  const url = useListUrl<ReportsQuery>(FILTERS);
  const reports = useQuery(reportsQuery(url.query));
  const column = useRecordColumns();
  const feedback = usePageFeedback();

  const columns: GridColDef<Report>[] = [
    {
      field: 'title',
      headerName: t('columns.title'),
      flex: 2,
      minWidth: 280,
      renderCell: ({ row }) => {
        const title = reportTitle(t, row);
        return (
          <Stack sx={{ height: '100%', justifyContent: 'center' }}>
            <Tooltip title={title.length > 60 ? title : ''} describeChild>
              <Link
                component={RouterLink}
                to={reportPath(row)}
                sx={{ ...TWO_LINES, overflowWrap: 'anywhere' }}
              >
                {title.trim() || row.code}
              </Link>
            </Tooltip>
          </Stack>
        );
      },
    },
    {
      field: 'kind',
      headerName: t('columns.kind'),
      width: 170,
      // A kind wider than the column ("Zawiadomienie do GIIF") takes two lines, not cut.
      renderCell: ({ row }) => (
        <Stack sx={{ height: '100%', justifyContent: 'center' }}>
          <Box component="span" sx={TWO_LINES}>
            {t(`kinds.${row.kind}`)}
          </Box>
        </Stack>
      ),
    },
    {
      field: 'party_code',
      headerName: t('columns.party'),
      width: 170,
      renderCell: ({ row }) =>
        row.party_code ? (
          <ShortLink
            to={`/dashboard/parties/${row.party_code}`}
            name={row.party_code}
            code={row.party_code}
          />
        ) : (
          '—'
        ),
    },
    column.chip('state', t('columns.state'), 160, (row) =>
      row.state ? (
        <FileStateChip state={row.state} />
      ) : row.cdd ? (
        <CddStatusChip status={row.cdd.status} />
      ) : row.notification ? (
        <Chip
          size="small"
          variant="outlined"
          label={t(`giif-notifications:states.${row.notification.state}`)}
        />
      ) : (
        '—'
      ),
    ),
    {
      field: 'created_by',
      headerName: t('columns.created_by'),
      minWidth: 190,
      flex: 1,
      valueFormatter: (value: string | null) => value ?? '—',
    },
    column.date('created_at', t('columns.created_at'), { withTime: true, width: 170 }),
    column.chip(
      'pdf',
      t('columns.pdf'),
      150,
      (row) =>
        row.cdd && (
          <DownloadButton
            download={() => cddPdf(row.code)}
            filename={`cdd-${row.code}.pdf`}
            onFailed={feedback.fail}
            size="small"
            aria-label={t('pdf_of', { title: reportTitle(t, row) })}
          >
            {t('pdf')}
          </DownloadButton>
        ),
    ),
  ];

  return (
    <ListPage
      namespace="reports"
      url={url}
      filters={
        <ValuesFilter name="kind" group="kind_options" values={REPORT_KINDS} minWidth={220} />
      }
      list={reports}
      columns={columns}
      feedback={feedback}
      // Who made a report is on its page: left out here, the PDF stays in view at 1440 px.
      hiddenColumns={['created_by']}
      minWidth={1100}
    />
  );
}
