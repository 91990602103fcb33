import {
  Alert,
  Box,
  Button,
  Collapse,
  Snackbar,
  Stack,
  TextField,
  Toolbar,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import ViewColumnOutlined from '@mui/icons-material/ViewColumnOutlined';
import {
  ColumnsPanelTrigger,
  DataGrid,
  Toolbar as GridToolbar,
  type GridColDef,
  type GridRowSelectionModel,
  type GridSortModel,
  type GridValidRowModel,
} from '@mui/x-data-grid';
import { plPL } from '@mui/x-data-grid/locales';
import type { QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorText } from '../lib/api-client';
import { ConfirmDialog } from './confirm-dialog';
import { RecordCards } from './record-cards';
import { useAction } from './use-action';

export const PAGE_SIZES = [10, 25, 50, 100];

/** The page, page size and sort of a list, as its URL holds them (UI-PATTERNS.md). */
export function pagingFrom(params: URLSearchParams) {
  const size = Number(params.get('page_size'));
  return {
    page: Math.max(0, Number(params.get('page')) || 0),
    page_size: PAGE_SIZES.includes(size) ? size : 25,
    sort: params.get('sort') ?? undefined,
    direction: params.get('direction') === 'asc' ? ('asc' as const) : ('desc' as const),
  };
}

/** The selected records, for the bulk actions of the selection toolbar. */
export type Selection = {
  codes: string[];
  /** The action is done: the selection is emptied and the notice shown. */
  done: (notice: string) => void;
  /** The action failed: the selection stays and the error is shown above the grid. */
  failed: (error: unknown) => void;
};

export type RecordGridProps<Row extends GridValidRowModel & { code: string }> = {
  /**
   * The feature's namespace, holding list.selected, list.deleted, list.delete_selected,
   * list.delete_title, list.delete_question and list.delete_confirm (plural forms),
   * list.displayed (and list.displayed_capped), list.empty and list.no_matches.
   */
  namespace: string;
  label: string;
  rows: Row[] | undefined;
  total: number;
  /** The total is a lower bound: the list says "more than". */
  totalCapped?: boolean;
  loading: boolean;
  columns: GridColDef<Row>[];
  /** Grid columns the server sorts by, and the API's name of each. */
  sortable?: Record<string, string>;
  defaultSort?: string;
  /** Whether filters narrow the list (the empty text then says so). */
  filtered: boolean;
  /** Deletes the selected records; absent when the user may not delete (no delete action). */
  onDelete?: (codes: string[]) => Promise<unknown>;
  /** The queries a deletion makes stale. */
  refresh?: readonly QueryKey[];
  /** Bulk actions shown beside delete for the selected records. */
  selectionActions?: (selection: Selection) => ReactNode;
  minWidth?: number;
  /**
   * Columns left out until the user asks for them with the Columns button: the list fits a
   * 1440 px screen with what most people read (UI-PATTERNS: lists).
   */
  hiddenColumns?: string[];
  /**
   * 'client' for the short lists an endpoint answers whole (rule sets, teams): paged and
   * sorted in the browser, every column sortable but those that say not.
   */
  paging?: 'server' | 'client';
};

/**
 * A list of records paged and sorted on the server, with the URL holding page and sort,
 * selection with a pluralised count, and a confirmed delete of the selected records.
 */
export function RecordGrid<Row extends GridValidRowModel & { code: string }>(
  props: RecordGridProps<Row>,
) {
  const { namespace, rows, total, totalCapped, columns, sortable = {}, defaultSort } = props;
  const server = props.paging !== 'client';
  const { t, i18n } = useTranslation(namespace);
  const [params, setParams] = useSearchParams();
  const paging = pagingFrom(params);
  const [selection, setSelection] = useState<GridRowSelectionModel>({
    type: 'include',
    ids: new Set(),
  });
  const [confirming, setConfirming] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const selected = [...selection.ids].map(String);
  const clearSelection = () => setSelection({ type: 'include', ids: new Set() });
  const done = (text: string) => {
    setFailure(null);
    setNotice(text);
    clearSelection();
  };
  const remove = useAction((codes: string[]) => props.onDelete!(codes), {
    refresh: props.refresh,
    onDone: (_result, codes) => {
      setConfirming(false);
      done(t('list.deleted', { count: codes.length }));
    },
    onFailed: (error) => {
      setConfirming(false);
      setFailure(errorText(error));
    },
  });

  const update = (change: (next: URLSearchParams) => void) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        change(next);
        return next;
      },
      { replace: true },
    );
  const noRows = () => (
    <Stack sx={{ height: '100%', alignItems: 'center', justifyContent: 'center', p: 2 }}>
      <Typography color="text.secondary" align="center">
        {props.filtered ? t('list.no_matches') : t('list.empty')}
      </Typography>
    </Stack>
  );
  const sortField =
    Object.entries(sortable).find(([, value]) => value === (paging.sort ?? defaultSort))?.[0] ??
    null;
  const number = new Intl.NumberFormat(i18n.resolvedLanguage === 'pl' ? 'pl-PL' : 'en-GB');
  const displayed = ({ from, to, count }: { from: number; to: number; count: number }) =>
    t(totalCapped ? 'list.displayed_capped' : 'list.displayed', {
      from: number.format(from),
      to: number.format(to),
      count: number.format(count),
    });
  // On a phone the rows are cards (UI-PATTERNS: lists), not a table scrolled sideways.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [cardsPage, setCardsPage] = useState({ page: 0, size: 25 });
  const cardsStart = cardsPage.page * cardsPage.size;
  const serverPaging = {
    rowCount: total,
    paginationMode: 'server',
    sortingMode: 'server',
    filterMode: 'server',
    paginationModel: { page: paging.page, pageSize: paging.page_size },
    onPaginationModelChange: (model: { page: number; pageSize: number }) =>
      update((next) => {
        next.set('page', String(model.page));
        next.set('page_size', String(model.pageSize));
      }),
    sortModel: sortField ? [{ field: sortField, sort: paging.direction }] : [],
    onSortModelChange: ([first]: GridSortModel) =>
      update((next) => {
        if (first && sortable[first.field]) next.set('sort', sortable[first.field]!);
        else next.delete('sort');
        next.set('direction', first?.sort === 'asc' ? 'asc' : 'desc');
        next.delete('page');
      }),
  } as const;

  return (
    <>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <Collapse in={selected.length > 0}>
        <Toolbar
          variant="dense"
          sx={{ mb: 1, borderRadius: 1, bgcolor: 'action.selected', gap: 2 }}
          aria-live="polite"
        >
          <Typography sx={{ flex: 1 }}>{t('list.selected', { count: selected.length })}</Typography>
          {props.selectionActions?.({
            codes: selected,
            done,
            failed: (error) => setFailure(errorText(error)),
          })}
          {props.onDelete && (
            <Button color="error" variant="contained" onClick={() => setConfirming(true)}>
              {t('list.delete_selected')}
            </Button>
          )}
        </Toolbar>
      </Collapse>
      {phone ? (
        <RecordCards
          label={props.label}
          rows={server ? (rows ?? []) : (rows ?? []).slice(cardsStart, cardsStart + cardsPage.size)}
          columns={columns}
          hidden={props.hiddenColumns ?? []}
          loading={props.loading}
          empty={noRows()}
          sorting={
            server
              ? {
                  options: columns
                    .filter((column) => column.field in sortable)
                    .map((column) => ({ field: column.field, label: column.headerName ?? '' })),
                  field: sortField,
                  direction: paging.direction,
                  onChange: (field, sort) => serverPaging.onSortModelChange([{ field, sort }]),
                }
              : undefined
          }
          paging={{
            page: server ? paging.page : cardsPage.page,
            pageSize: server ? paging.page_size : cardsPage.size,
            pageSizes: PAGE_SIZES,
            total,
            displayed,
            onChange: (page, pageSize) =>
              server
                ? serverPaging.onPaginationModelChange({ page, pageSize })
                : setCardsPage({ page, size: pageSize }),
          }}
        />
      ) : (
        <Box sx={{ width: '100%', overflowX: 'auto' }}>
          <DataGrid
            rows={rows ?? []}
            columns={
              server
                ? columns.map((column) => ({ ...column, sortable: column.field in sortable }))
                : columns
            }
            getRowId={(row) => row.code}
            loading={props.loading}
            {...(server ? serverPaging : clientPaging(rows?.length ?? 0))}
            disableColumnFilter
            disableColumnMenu
            // Nothing to do with a selection, nothing to select.
            checkboxSelection={Boolean(props.onDelete || props.selectionActions)}
            keepNonExistentRowsSelected
            disableRowSelectionOnClick
            hideFooterSelectedRowCount
            rowSelectionModel={selection}
            onRowSelectionModelChange={setSelection}
            pageSizeOptions={PAGE_SIZES}
            localeText={{
              ...(i18n.resolvedLanguage === 'pl'
                ? plPL.components.MuiDataGrid.defaultProps.localeText
                : {}),
              paginationDisplayedRows: displayed,
            }}
            autoHeight
            showToolbar
            slots={{ toolbar: ColumnsToolbar, noRowsOverlay: noRows }}
            initialState={{
              ...(server ? {} : CLIENT_PAGING),
              columns: {
                columnVisibilityModel: Object.fromEntries(
                  (props.hiddenColumns ?? []).map((field) => [field, false]),
                ),
              },
            }}
            sx={{ minWidth: props.minWidth ?? 900 }}
            aria-label={props.label}
          />
        </Box>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('list.delete_title')}
        message={t('list.delete_question', { count: selected.length })}
        confirmLabel={t('list.delete_confirm')}
        destructive
        busy={remove.busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => remove.run(selected)}
      />
      <Snackbar
        open={notice !== null}
        autoHideDuration={5000}
        onClose={() => setNotice(null)}
        message={notice}
      />
    </>
  );
}

/** A short list the endpoint answers whole, paged in the browser; no footer for one page. */
const CLIENT_PAGING = { pagination: { paginationModel: { pageSize: 25 } } };
const clientPaging = (count: number) => ({ hideFooter: count <= 25 });

/** How long typing must pause before a list searches what is typed. */
export const SEARCH_DELAY_MS = 300;

/**
 * A list's free-text search: it searches as the user types, once typing pauses for
 * SEARCH_DELAY_MS, and at once on Enter or its Search button. `value` is the search in force
 * (the URL's); when something else changes it (Clear filters, Back) the field shows it.
 */
export function SearchField({
  label,
  placeholder,
  value,
  onSearch,
}: {
  label: string;
  placeholder?: string;
  value: string;
  onSearch: (text: string) => void;
}) {
  const { t } = useTranslation('common');
  const [text, setText] = useState(value);
  // The search last asked for: the URL echoing it must not undo what was typed since.
  const [asked, setAsked] = useState(value);
  if (value !== asked) {
    setAsked(value);
    setText(value);
  }
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const search = (typed: string) => {
    clearTimeout(timer.current);
    const next = typed.trim();
    if (next === asked) return;
    setAsked(next);
    onSearch(next);
  };
  return (
    <Stack
      component="form"
      role="search"
      direction="row"
      spacing={1}
      onSubmit={(event) => {
        event.preventDefault();
        search(text);
      }}
      sx={{ alignItems: 'center' }}
    >
      <TextField
        size="small"
        type="search"
        label={label}
        placeholder={placeholder}
        value={text}
        onChange={(event) => {
          const typed = event.target.value;
          setText(typed);
          clearTimeout(timer.current);
          timer.current = setTimeout(() => search(typed), SEARCH_DELAY_MS);
        }}
        onBlur={() => search(text)}
        sx={{ minWidth: { md: 280 } }}
      />
      <Button type="submit" variant="outlined">
        {t('list.search')}
      </Button>
    </Stack>
  );
}

/** The grid's toolbar: the Columns button, which shows and hides columns. */
function ColumnsToolbar() {
  const { t } = useTranslation('common');
  return (
    <GridToolbar>
      <ColumnsPanelTrigger render={<Button size="small" startIcon={<ViewColumnOutlined />} />}>
        {t('list.columns')}
      </ColumnsPanelTrigger>
    </GridToolbar>
  );
}
