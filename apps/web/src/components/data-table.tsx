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
import { Fragment, useEffect, useState, type ReactNode } from 'react';

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
  selected,
  maxHeight,
  details,
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
  /** The row shown in full elsewhere on the page. */
  selected?: (row: Row) => boolean;
  /** A taller table scrolls inside this height, its headings staying in view. */
  maxHeight?: number;
  /** A row's details, opened in place under it (a list's entries). */
  details?: { open: (row: Row) => boolean; render: (row: Row) => ReactNode };
}) {
  const shown = columns.filter((column): column is TableColumn<Row> => column !== false);
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const scrolls = useScrolls(container);
  return (
    <TableContainer
      ref={setContainer}
      component={outlined ? Paper : 'div'}
      variant={outlined ? 'outlined' : undefined}
      // A table wider or taller than its box is scrolled from the keyboard too: the box then
      // takes the focus, named as its table (WCAG 2.1.1). A group, not a region: a landmark
      // of the same name as its section would be one landmark too many.
      {...(scrolls
        ? { tabIndex: 0, role: 'group', 'aria-label': label, 'aria-labelledby': labelledBy }
        : {})}
      // Relative, so that a visually hidden header stays inside the scroll box on a phone.
      sx={(theme) => ({
        position: 'relative',
        overflowX: 'auto',
        ...(maxHeight ? { maxHeight, overflowY: 'auto' } : {}),
        '&:focus-visible': { outline: `2px solid ${theme.palette.secondary.main}` },
      })}
    >
      <Table
        size={size}
        stickyHeader={maxHeight !== undefined}
        aria-label={label}
        aria-labelledby={labelledBy}
        sx={{ minWidth }}
      >
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
          {rows.map((row) => {
            const open = details?.open(row) ?? false;
            return (
              <Fragment key={rowKey(row)}>
                <TableRow
                  hover={hover}
                  selected={selected?.(row)}
                  sx={open ? { '& > td, & > th': { borderBottom: 0 } } : undefined}
                >
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
                {details && (
                  <TableRow>
                    <TableCell
                      colSpan={shown.length}
                      sx={{ py: 0, ...(open ? {} : { borderBottom: 0 }) }}
                    >
                      {details.render(row)}
                    </TableCell>
                  </TableRow>
                )}
              </Fragment>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Whether the element's content is wider or taller than the element, as it is resized. */
function useScrolls(element: HTMLElement | null): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () =>
      setScrolls(
        element.scrollWidth > element.clientWidth || element.scrollHeight > element.clientHeight,
      );
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => observer.disconnect();
  }, [element]);
  return scrolls;
}
