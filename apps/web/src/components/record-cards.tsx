import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import {
  Box,
  Button,
  MenuItem,
  Paper,
  Skeleton,
  Stack,
  TablePagination,
  TextField,
  Typography,
} from '@mui/material';
import type { GridColDef, GridRenderCellParams, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a column shows for a row, as the grid would draw it: rendered, formatted or raw. */
function cellOf<Row extends GridValidRowModel>(column: GridColDef<Row>, row: Row): ReactNode {
  const raw: unknown = row[column.field];
  // The columns' getters, formatters and renderers read the row and the value only.
  const value: unknown = column.valueGetter
    ? (column.valueGetter as (...args: unknown[]) => unknown)(raw, row, column)
    : raw;
  if (column.renderCell) {
    return column.renderCell({ row, value, field: column.field } as GridRenderCellParams<Row>);
  }
  const text = column.valueFormatter
    ? (column.valueFormatter as (...args: unknown[]) => unknown)(value, row, column)
    : value;
  return text === null || text === undefined || text === '' ? '—' : String(text);
}

/** The server's sorting of a list, chosen on a phone where no column header can be clicked. */
export type CardsSorting = {
  options: { field: string; label: string }[];
  field: string | null;
  direction: 'asc' | 'desc';
  onChange: (field: string, direction: 'asc' | 'desc') => void;
};

/** Sort by a column and turn the order, above the cards. */
function SortBar({ sorting }: { sorting: CardsSorting }) {
  const { t } = useTranslation('common');
  const field = sorting.field ?? sorting.options[0]!.field;
  const ascending = sorting.direction === 'asc';
  return (
    <Stack direction="row" spacing={1} sx={{ mb: 1.5, alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label={t('list.sort_by')}
        value={field}
        onChange={(event) => sorting.onChange(event.target.value, sorting.direction)}
        sx={{ flex: 1 }}
      >
        {sorting.options.map((option) => (
          <MenuItem key={option.field} value={option.field}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
      <Button
        variant="outlined"
        onClick={() => sorting.onChange(field, ascending ? 'desc' : 'asc')}
        startIcon={ascending ? <ArrowUpwardIcon /> : <ArrowDownwardIcon />}
      >
        {ascending ? t('list.ascending') : t('list.descending')}
      </Button>
    </Stack>
  );
}

export type CardsPaging = {
  page: number;
  pageSize: number;
  pageSizes: number[];
  total: number;
  onChange: (page: number, pageSize: number) => void;
  displayed: (range: { from: number; to: number; count: number }) => string;
};

/**
 * A record list on a phone (UI-PATTERNS: lists): each row a card, named by its first column,
 * the others under it as label and value; the pager under the cards. Columns hidden on the
 * grid are left out here too.
 */
export function RecordCards<Row extends GridValidRowModel & { code: string }>({
  label,
  rows,
  columns,
  hidden,
  loading,
  empty,
  paging,
  sorting,
}: {
  label: string;
  rows: Row[];
  columns: GridColDef<Row>[];
  hidden: readonly string[];
  loading: boolean;
  empty: ReactNode;
  paging: CardsPaging;
  sorting?: CardsSorting;
}) {
  const { t } = useTranslation('common');
  const [first, ...rest] = columns.filter((column) => !hidden.includes(column.field));
  if (loading && rows.length === 0) return <Skeleton variant="rounded" height={240} />;
  return (
    <Box>
      {sorting && sorting.options.length > 0 && rows.length > 1 && <SortBar sorting={sorting} />}
      {rows.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3 }}>
          {empty}
        </Paper>
      ) : (
        <Stack
          component="ul"
          aria-label={label}
          spacing={1.5}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {rows.map((row) => (
            <Paper component="li" key={row.code} variant="outlined" sx={{ p: 2 }}>
              {first && (
                <Typography component="div" sx={{ fontWeight: 500, mb: 1 }}>
                  {cellOf(first, row)}
                </Typography>
              )}
              <Box
                component="dl"
                sx={{
                  m: 0,
                  display: 'grid',
                  gridTemplateColumns: 'minmax(96px, auto) 1fr',
                  columnGap: 2,
                  rowGap: 0.75,
                  alignItems: 'center',
                }}
              >
                {rest.map((column) => (
                  <Box key={column.field} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" color="text.secondary">
                      {column.headerName}
                    </Typography>
                    <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0 }}>
                      {cellOf(column, row)}
                    </Typography>
                  </Box>
                ))}
              </Box>
            </Paper>
          ))}
        </Stack>
      )}
      <TablePagination
        component="div"
        count={paging.total}
        page={paging.page}
        rowsPerPage={paging.pageSize}
        rowsPerPageOptions={paging.pageSizes}
        onPageChange={(_event, page) => paging.onChange(page, paging.pageSize)}
        onRowsPerPageChange={(event) => paging.onChange(0, Number(event.target.value))}
        labelRowsPerPage={t('list.per_page')}
        labelDisplayedRows={paging.displayed}
        getItemAriaLabel={(type) => t(`list.go_to_${type}_page`)}
        // A phone's width: the pager wraps instead of pushing its arrows off the screen.
        sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: 0, rowGap: 0.5 } }}
      />
    </Box>
  );
}
