import { Link, Stack, Tooltip, Typography } from '@mui/material';
import type { GridColDef, GridValidRowModel } from '@mui/x-data-grid';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useDateFormat } from '../lib/dates';
import { OverdueMark } from './overdue-mark';
import { ShortLink } from './short-link';

/** A record another one points to, as the APIs name it. */
type Linked = { code: string; display_name: string } | null | undefined;

/** Where each kind of linked record is shown. */
const PATHS = {
  party: '/dashboard/parties',
  transaction: '/dashboard/transactions',
} as const;

type Column<Row extends GridValidRowModel> = GridColDef<Row>;

/** A title longer than this many characters is also shown whole in a tooltip. */
const TITLE_TOOLTIP_FROM = 60;

/** A cell's text on at most two lines, cut with an ellipsis (a list's titles and the like). */
export const TWO_LINES = {
  display: '-webkit-box',
  WebkitLineClamp: 2,
  WebkitBoxOrient: 'vertical',
  overflow: 'hidden',
  whiteSpace: 'normal',
  lineHeight: 1.35,
} as const;

/**
 * The columns the lists of records share (UI-PATTERNS: list page): a record's name linked to
 * its page and cut at 20 characters, an alert's or task's title whole, the party and
 * transaction it concerns, its assignee, its dates, and a due date marked when overdue.
 */
export function useRecordColumns() {
  const formatDate = useDateFormat();
  return {
    /**
     * The record's name, linking to its page: `path` is the page, or the folder of the
     * record's pages (`${path}/${code}`); the name is the field's value unless told.
     */
    link: <Row extends GridValidRowModel & { code: string }>(
      field: string,
      headerName: string,
      path: string | ((row: Row) => string),
      name: (row: Row) => string = (row) => String(row[field]),
      width: Partial<Column<Row>> = { flex: 1, minWidth: 200 },
    ): Column<Row> => ({
      field,
      headerName,
      ...width,
      renderCell: ({ row }) => (
        <ShortLink
          to={typeof path === 'string' ? `${path}/${row.code}` : path(row)}
          name={name(row)}
          code={row.code}
        />
      ),
    }),
    /**
     * An alert's or a task's title, linking to its page. A title is not a name: it says what
     * the record is about ("Possible sanctions match: Izzat Ibrahim Al-Douri"), so it is not
     * cut at 20 characters but wraps onto a second line, and only what still does not fit in
     * two lines is left to the tooltip.
     */
    title: <Row extends GridValidRowModel & { code: string; title: string }>(
      headerName: string,
      path: string,
    ): Column<Row> => ({
      field: 'title',
      headerName,
      flex: 2,
      minWidth: 240,
      renderCell: ({ row }) => (
        <Stack sx={{ height: '100%', justifyContent: 'center' }}>
          <Tooltip title={row.title.length > TITLE_TOOLTIP_FROM ? row.title : ''} describeChild>
            <Link
              component={RouterLink}
              to={`${path}/${row.code}`}
              sx={{ ...TWO_LINES, overflowWrap: 'anywhere' }}
            >
              {row.title.trim() || row.code}
            </Link>
          </Tooltip>
        </Stack>
      ),
    }),
    /** A value drawn by a component of its own (a status chip). */
    chip: <Row extends GridValidRowModel>(
      field: string,
      headerName: string,
      width: number,
      render: (row: Row) => ReactNode,
    ): Column<Row> => ({ field, headerName, width, renderCell: ({ row }) => render(row) }),
    /** A figure, aligned right (a count, an amount); `more` says how it is read or drawn. */
    figure: <Row extends GridValidRowModel>(
      field: string,
      headerName: string,
      width: number,
      more: Partial<Column<Row>> = {},
    ): Column<Row> => ({ field, headerName, width, align: 'right', headerAlign: 'right', ...more }),
    /** A value shown as its label (a type, translated). */
    label: <Row extends GridValidRowModel>(
      field: string,
      headerName: string,
      width: number,
      label: (value: string) => string,
    ): Column<Row> => ({
      field,
      headerName,
      width,
      valueFormatter: (value: string) => label(value),
    }),
    /** The party or transaction the record concerns. */
    linked: <Row extends GridValidRowModel>(
      field: keyof typeof PATHS & keyof Row & string,
      headerName: string,
      width = 200,
    ): Column<Row> => ({
      field,
      headerName,
      width,
      renderCell: ({ row }) => {
        const record = row[field] as Linked;
        return (
          record && (
            <ShortLink
              to={`${PATHS[field]}/${record.code}`}
              name={record.display_name}
              code={record.code}
            />
          )
        );
      },
    }),
    /** Who works on the record. */
    assignee: <Row extends GridValidRowModel & { assignee: { email: string } | null }>(
      headerName: string,
    ): Column<Row> => ({
      field: 'assignee',
      headerName,
      width: 170,
      valueGetter: (_value, row) => row.assignee?.email ?? '',
    }),
    /** A day (or a moment, `withTime`) in the user's locale. */
    date: <Row extends GridValidRowModel>(
      field: string,
      headerName: string,
      { withTime = false, width }: { withTime?: boolean; width?: number } = {},
    ): Column<Row> => ({
      field,
      headerName,
      width: width ?? (withTime ? 180 : 130),
      valueFormatter: (value: string) => formatDate(value, withTime),
    }),
    /** The due date, and the overdue mark beside it when it has passed. */
    dueDate: <Row extends GridValidRowModel & { due_date: string | null; overdue: boolean }>(
      headerName: string,
      width = 220,
    ): Column<Row> => ({
      field: 'due_date',
      headerName,
      width,
      renderCell: ({ row }) =>
        row.due_date && (
          <Stack direction="row" spacing={1} sx={{ height: '100%', alignItems: 'center' }}>
            <Typography variant="body2">{formatDate(row.due_date)}</Typography>
            {row.overdue && <OverdueMark />}
          </Stack>
        ),
    }),
  };
}
