import { GIIF_FILE_STATES, type GiifFileSummary } from '@aml/shared';
import { Button, Link } from '@mui/material';
import type { GridColDef } from '@mui/x-data-grid';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { ListPage, ValuesFilter, param, useListUrl } from '../../../components/list-page';
import { useRecordColumns } from '../../../components/record-columns';
import { giifFilesQuery, type GiifFilesQuery } from '../api/giif-api';
import { FileStateChip } from '../components/giif-chips';
import { filePath, OVERVIEW_PATH } from '../components/paths';

/** The filter of the list, as the URL holds it (the API's query). */
const FILTERS = { state: param.oneOf(GIIF_FILE_STATES) };

/**
 * /dashboard/giif-upload: the files built for GIIF, newest first, filtered by state and paged on
 * the server; cards on a phone (ListPage).
 */
export function GiifFilesPage() {
  const { t } = useTranslation('giif');
  const url = useListUrl<GiifFilesQuery>(FILTERS);
  const files = useQuery(giifFilesQuery(url.query));
  const column = useRecordColumns();

  const columns: GridColDef<GiifFileSummary>[] = [
    {
      field: 'code',
      headerName: t('columns.code'),
      minWidth: 170,
      flex: 1,
      renderCell: ({ row }) => (
        <Link component={RouterLink} to={filePath(row.code)}>
          {row.code}
        </Link>
      ),
    },
    column.label('template_type', t('columns.template'), 230, (type) => t(`templates.${type}`)),
    column.chip('state', t('columns.state'), 160, (row) => <FileStateChip state={row.state} />),
    column.figure('transaction_count', t('columns.transaction_count'), 130),
    column.figure('issue_count', t('columns.issue_count'), 110),
    {
      field: 'created_by',
      headerName: t('columns.created_by'),
      minWidth: 190,
      flex: 1,
      valueFormatter: (value: string | null) => value ?? '—',
    },
    column.date('created_at', t('columns.created_at'), { withTime: true, width: 170 }),
  ];

  return (
    <ListPage
      namespace="giif"
      title={t('files.title')}
      description={t('files.description')}
      actions={
        <Button component={RouterLink} to={OVERVIEW_PATH} variant="outlined">
          {t('queue_link')}
        </Button>
      }
      url={url}
      filters={
        <ValuesFilter name="state" group="states" values={GIIF_FILE_STATES} minWidth={200} />
      }
      list={files}
      columns={columns}
      minWidth={1100}
    />
  );
}
