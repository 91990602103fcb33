import {
  Paper,
  Skeleton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  type SxProps,
  type Theme,
} from '@mui/material';
import type { ReactNode } from 'react';

/** One column of a DataTable: its heading and what each row shows in it. */
export type TableColumn<Row> = {
  key: string;
  header: ReactNode;
  render: (row: Row) => ReactNode;
  align?: 'left' | 'right';
  /** The cell names its row (the first column, usually), for screen readers. */
  rowHeader?: boolean;
  sx?: SxProps<Theme>;
};

/**
 * A short table of records shown whole (a team's members, invitations, a list's entries, the
 * outbox): headings, one row a record, scrolled sideways on a narrow screen rather than
 * squeezed. The long lists of a list page are grids (ListPage) instead.
 */
export function DataTable<Row>({
  columns,
  rows,
  rowKey,
  label,
  labelledBy,
  minWidth,
  size = 'small',
  outlined = true,
  loading = false,
  hover = false,
}: {
  columns: (TableColumn<Row> | false)[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  label?: string;
  /** The id of the heading that names the table. */
  labelledBy?: string;
  minWidth?: number;
  size?: 'small' | 'medium';
  /** In an outlined paper of its own, or bare inside a section. */
  outlined?: boolean;
  /** Rows of skeletons while the records load. */
  loading?: boolean;
  hover?: boolean;
}) {
  const shown = columns.filter((column): column is TableColumn<Row> => column !== false);
  return (
    <TableContainer
      component={outlined ? Paper : 'div'}
      variant={outlined ? 'outlined' : undefined}
      sx={{ overflowX: 'auto' }}
    >
      <Table size={size} aria-label={label} aria-labelledby={labelledBy} sx={{ minWidth }}>
        <TableHead>
          <TableRow>
            {shown.map((column) => (
              <TableCell key={column.key} align={column.align}>
                {column.header}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {loading &&
            [0, 1].map((index) => (
              <TableRow key={index}>
                <TableCell colSpan={shown.length}>
                  <Skeleton />
                </TableCell>
              </TableRow>
            ))}
          {rows.map((row) => (
            <TableRow key={rowKey(row)} hover={hover}>
              {shown.map((column) => (
                <TableCell
                  key={column.key}
                  align={column.align}
                  sx={column.sx}
                  {...(column.rowHeader ? { component: 'th', scope: 'row' } : {})}
                >
                  {column.render(row)}
                </TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
