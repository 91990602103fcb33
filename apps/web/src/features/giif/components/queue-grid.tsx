import type { GiifQueueItem } from '@aml/shared';
import {
  Box,
  Checkbox,
  Chip,
  FormControlLabel,
  Link,
  Stack,
  Tooltip,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import {
  DataGrid,
  type GridColDef,
  type GridRenderCellParams,
  type GridRowSelectionModel,
} from '@mui/x-data-grid';
import { plPL } from '@mui/x-data-grid/locales';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { TWO_LINES } from '../../../components/record-columns';
import { RecordCards } from '../../../components/record-cards';
import { useAmountFormat } from '../../../lib/amounts';
import { useDateFormat, useDayFormat } from '../../../lib/dates';
import { DeadlineBadge, FileStateChip, IssueCount } from './giif-chips';
import { filePath, reportPath } from './paths';

/** A row of the queue: the item, named by its transaction's code as the grids name rows. */
type Row = GiifQueueItem & { code: string };

const PAGE_SIZES = [25, 50, 100];
const GRID_PAGE = 100;

/** Overdue first, then by deadline (as the API sends them; kept so whatever the order). */
export const queueOrder = (items: readonly GiifQueueItem[]) =>
  [...items].sort((a, b) => a.days_left - b.days_left);

/** The codes a transaction may be picked for a new file by: those in no open file. */
const isFree = (item: GiifQueueItem) => item.file === null;

export type QueueSelection = {
  selected: ReadonlySet<string>;
  onChange: (codes: Set<string>) => void;
};

/** A cell's content, centred in the grid's row. */
function Cell({ children }: { children: ReactNode }) {
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ height: '100%', alignItems: 'center', flexWrap: 'wrap', minWidth: 0 }}
    >
      {children}
    </Stack>
  );
}

/** A cell of two lines: the value, and a fact under it in small grey type. */
function Lines({
  children,
  under,
  end = false,
}: {
  children: ReactNode;
  under: ReactNode;
  end?: boolean;
}) {
  return (
    <Stack
      spacing={0.25}
      sx={{
        height: '100%',
        justifyContent: 'center',
        alignItems: end ? 'flex-end' : 'flex-start',
        minWidth: 0,
        lineHeight: 1.3,
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>{children}</Box>
      <Typography variant="caption" color="text.secondary" component="div">
        {under}
      </Typography>
    </Stack>
  );
}

/**
 * The columns of the queue, two lines to a row so that the whole queue fits a 1440 px screen
 * beside the drawer: the transaction over its booking day, the amount over its EUR value, how
 * long is left over the deadline's day.
 */
function useColumns(showTemplate: boolean): GridColDef<Row>[] {
  const { t } = useTranslation('giif');
  const formatDate = useDateFormat();
  const formatDay = useDayFormat();
  const formatAmount = useAmountFormat();
  const eur = (row: Row) =>
    row.amount_eur === null ? t('eur_pending') : formatAmount(row.amount_eur, 'EUR', 2);
  const column = (
    field: string,
    width: Partial<GridColDef<Row>>,
    more: Partial<GridColDef<Row>>,
  ): GridColDef<Row> => ({
    field,
    headerName: t(`columns.${field}`),
    sortable: false,
    ...width,
    ...more,
  });
  return [
    column(
      'transaction',
      { minWidth: 170, flex: 1 },
      {
        valueGetter: (_value, row) => row.code,
        renderCell: ({ row }) => (
          <Lines under={formatDate(row.booked_at)}>
            <Link component={RouterLink} to={reportPath(row.code)}>
              {row.code}
            </Link>
            {row.correction && <Chip size="small" variant="outlined" label={t('correction')} />}
          </Lines>
        ),
      },
    ),
    ...(showTemplate
      ? [
          column(
            'template',
            { width: 170 },
            {
              valueGetter: (_value, row) =>
                t(`templates.${row.template_type ?? 'unassigned'}`) as string,
              renderCell: ({ value }: GridRenderCellParams<Row, string>) => (
                <Cell>
                  <Typography variant="body2" sx={TWO_LINES}>
                    {value}
                  </Typography>
                </Cell>
              ),
            },
          ),
        ]
      : []),
    column(
      'amount_and_eur',
      { width: 150 },
      {
        align: 'right',
        headerAlign: 'right',
        valueGetter: (_value, row) => formatAmount(row.amount, row.currency),
        renderCell: ({ row, value }: GridRenderCellParams<Row, string>) => (
          <Lines under={eur(row)} end>
            <Typography variant="body2" component="span">
              {value}
            </Typography>
          </Lines>
        ),
      },
    ),
    column(
      'due_on',
      { width: 165 },
      {
        renderCell: ({ row }) => (
          <Lines under={formatDay(row.due_on)}>
            <DeadlineBadge daysLeft={row.days_left} />
          </Lines>
        ),
      },
    ),
    column(
      'parties',
      { minWidth: 150, flex: 1 },
      {
        valueGetter: (_value, row) => row.parties.join(', '),
        renderCell: ({ value }: GridRenderCellParams<Row, string>) => (
          <Cell>
            <Tooltip title={value ?? ''} describeChild>
              <Typography variant="body2" sx={TWO_LINES}>
                {value || '—'}
              </Typography>
            </Tooltip>
          </Cell>
        ),
      },
    ),
    column(
      'issues',
      { width: 155 },
      {
        renderCell: ({ row }) => (
          <Cell>
            <IssueCount count={row.issue_count} />
          </Cell>
        ),
      },
    ),
    column(
      'file',
      { width: 175 },
      {
        renderCell: ({ row }) =>
          row.file ? (
            <Lines under={<FileStateChip state={row.file.state} />}>
              <Link component={RouterLink} to={filePath(row.file.code)}>
                {row.file.code}
              </Link>
            </Lines>
          ) : (
            <Cell>
              <Typography variant="body2" color="text.secondary">
                {t('no_file')}
              </Typography>
            </Cell>
          ),
      },
    ),
  ];
}

/** The free codes a grid's selection model stands for ("all but these" after Select all). */
function selectedCodes(model: GridRowSelectionModel, rows: Row[]): Set<string> {
  const free = rows.filter(isFree).map((row) => row.code);
  const ids = new Set([...model.ids].map(String));
  return new Set(
    model.type === 'include'
      ? free.filter((code) => ids.has(code))
      : free.filter((code) => !ids.has(code)),
  );
}

/**
 * The transactions waiting to be reported, overdue first, with their deadline in words, their
 * parties, what their report still lacks and the open file they are in. With `selection`,
 * those in no open file can be picked (all at once, too) for a new file. A grid on a wide
 * screen, cards on a phone (UI-PATTERNS: lists).
 */
export function QueueGrid({
  items,
  label,
  empty,
  loading = false,
  showTemplate = false,
  selection,
}: {
  items: readonly GiifQueueItem[] | undefined;
  label: string;
  empty: string;
  loading?: boolean;
  showTemplate?: boolean;
  selection?: QueueSelection;
}) {
  const { t, i18n } = useTranslation('giif');
  const rows = useMemo<Row[]>(
    () => queueOrder(items ?? []).map((item) => ({ ...item, code: item.transaction_code })),
    [items],
  );
  const columns = useColumns(showTemplate);
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [cardsPage, setCardsPage] = useState({ page: 0, size: PAGE_SIZES[0]! });
  const free = rows.filter(isFree);
  const selected = selection?.selected;
  const selectionModel = useMemo<GridRowSelectionModel>(
    () => ({ type: 'include', ids: new Set(selected ?? []) }),
    [selected],
  );
  const number = new Intl.NumberFormat(i18n.resolvedLanguage === 'pl' ? 'pl-PL' : 'en-GB');
  const displayed = ({ from, to, count }: { from: number; to: number; count: number }) =>
    t('list.displayed', {
      from: number.format(from),
      to: number.format(to),
      count: number.format(count),
    });
  const noRows = () => (
    <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Typography color="text.secondary" align="center">
        {empty}
      </Typography>
    </Stack>
  );

  if (phone) {
    const toggle = (code: string, on: boolean) => {
      const next = new Set(selection!.selected);
      if (on) next.add(code);
      else next.delete(code);
      selection!.onChange(next);
    };
    const [first, ...rest] = columns;
    const picked = selection
      ? [
          {
            ...first!,
            renderCell: (params: GridRenderCellParams<Row>) => (
              <Stack direction="row" sx={{ alignItems: 'center' }}>
                <Checkbox
                  checked={selection.selected.has(params.row.code)}
                  disabled={!isFree(params.row)}
                  onChange={(event) => toggle(params.row.code, event.target.checked)}
                  slotProps={{
                    input: {
                      'aria-label': t(isFree(params.row) ? 'queue.select' : 'queue.select_taken', {
                        code: params.row.code,
                      }),
                    },
                  }}
                />
                {first!.renderCell!(params)}
              </Stack>
            ),
          },
          ...rest,
        ]
      : columns;
    const start = cardsPage.page * cardsPage.size;
    return (
      <Box>
        {selection && free.length > 0 && (
          <FormControlLabel
            sx={{ mb: 1 }}
            control={
              <Checkbox
                checked={free.every((row) => selection.selected.has(row.code))}
                indeterminate={selection.selected.size > 0 && selection.selected.size < free.length}
                onChange={(event) =>
                  selection.onChange(
                    new Set(event.target.checked ? free.map((row) => row.code) : []),
                  )
                }
              />
            }
            label={t('queue.select_all')}
          />
        )}
        <RecordCards
          label={label}
          rows={rows.slice(start, start + cardsPage.size)}
          columns={picked}
          hidden={[]}
          loading={loading}
          empty={noRows()}
          paging={{
            page: cardsPage.page,
            pageSize: cardsPage.size,
            pageSizes: PAGE_SIZES,
            total: rows.length,
            displayed,
            onChange: (page, size) => setCardsPage({ page, size }),
          }}
        />
      </Box>
    );
  }

  return (
    <Box sx={{ width: '100%', overflowX: 'auto' }}>
      <DataGrid
        rows={rows}
        columns={columns}
        getRowId={(row) => row.code}
        loading={loading}
        checkboxSelection={Boolean(selection)}
        isRowSelectable={({ row }) => isFree(row)}
        rowSelectionModel={selectionModel}
        onRowSelectionModelChange={(model) => selection?.onChange(selectedCodes(model, rows))}
        disableRowSelectionOnClick
        hideFooterSelectedRowCount
        disableColumnFilter
        disableColumnMenu
        hideFooter={rows.length <= GRID_PAGE}
        pageSizeOptions={PAGE_SIZES}
        initialState={{ pagination: { paginationModel: { pageSize: GRID_PAGE } } }}
        localeText={{
          ...(i18n.resolvedLanguage === 'pl'
            ? plPL.components.MuiDataGrid.defaultProps.localeText
            : {}),
          paginationDisplayedRows: displayed,
        }}
        autoHeight
        rowHeight={64}
        slots={{ noRowsOverlay: noRows }}
        sx={{ minWidth: showTemplate ? 1140 : 1020 }}
        aria-label={label}
      />
    </Box>
  );
}
