import {
  Box,
  Chip,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TablePagination,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { RegistriesReport } from '@aml/shared';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Section } from '../../../components/section';
import { PAGE_SIZES, SearchField, pagingFrom } from '../../../components/record-grid';
import { ShortLink } from '../../../components/short-link';
import { errorText } from '../../../lib/api-client';
import { useDateFormat } from '../../../lib/dates';
import { reportsListQuery } from '../api/registries-api';
import { reportPath, useIdentifier } from './labels';
import { PartyLink } from './report-header';

/** A report as the list gives it: without the answers and the hits. */
type ReportRow = Omit<RegistriesReport, 'answers' | 'hits'>;
type Column = { key: string; header: string; render: (row: ReportRow) => ReactNode };

/** The list's search and page, as the URL holds them beside the tab (UI-PATTERNS: list page). */
function useListParams() {
  const [params, setParams] = useSearchParams();
  const text = params.get('text')?.trim().slice(0, 100) ?? '';
  const { page, page_size } = pagingFrom(params);
  const set = (values: Record<string, string | null>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [name, value] of Object.entries(values)) {
          if (value) next.set(name, value);
          else next.delete(name);
        }
        return next;
      },
      { replace: true },
    );
  return { text, page, page_size, set };
}

/**
 * The stored registries reports of the team, newest first, searched by the company's name or
 * identifier and paged on the server: a table on a wide screen, cards on a phone; each opens
 * the report's page.
 */
export function ReportList() {
  const { t, i18n } = useTranslation('registries');
  const formatDate = useDateFormat();
  const identifier = useIdentifier();
  const { text, page, page_size, set } = useListParams();
  const list = useQuery(reportsListQuery({ ...(text ? { text } : {}), page, page_size }));
  const phone = useMediaQuery(useTheme().breakpoints.down('md'));
  const number = new Intl.NumberFormat(i18n.resolvedLanguage === 'pl' ? 'pl-PL' : 'en-GB');
  const rows = list.data?.items ?? [];
  const label = t('reports.list_label');

  const columns: Column[] = [
    {
      key: 'name',
      header: t('reports.columns.name'),
      render: (row) => (
        <ShortLink to={reportPath(row.code)} name={row.name ?? identifier(row)} code={row.code} />
      ),
    },
    { key: 'identifier', header: t('reports.columns.identifier'), render: identifier },
    {
      key: 'created_at',
      header: t('reports.columns.created_at'),
      render: (row) => formatDate(row.created_at, true),
    },
    {
      key: 'red_flags',
      header: t('reports.columns.red_flags'),
      render: (row) =>
        row.red_flags.length > 0 ? (
          <Chip
            size="small"
            color="warning"
            label={t('reports.red_flag_count', { count: row.red_flags.length })}
          />
        ) : (
          <Chip size="small" variant="outlined" label={t('reports.no_red_flags_short')} />
        ),
    },
    {
      key: 'party',
      header: t('reports.columns.party'),
      render: (row) => (row.party_code ? <PartyLink code={row.party_code} /> : '—'),
    },
    {
      key: 'created_by',
      header: t('reports.columns.created_by'),
      render: (row) => row.created_by ?? '—',
    },
  ];

  const empty = (
    <Typography color="text.secondary" sx={{ py: 2 }}>
      {text ? t('reports.no_matches') : t('reports.empty')}
    </Typography>
  );

  return (
    <Section title={t('reports.title')} description={t('reports.description')}>
      <Box sx={{ mb: 2 }}>
        <SearchField
          label={t('reports.search')}
          placeholder={t('reports.search_placeholder')}
          value={text}
          onSearch={(typed) => set({ text: typed, page: null })}
        />
      </Box>
      {list.isError && (
        <Typography color="error" role="alert" sx={{ py: 2 }}>
          {errorText(list.error)}
        </Typography>
      )}
      {list.isPending ? (
        <Stack spacing={1} aria-busy="true" aria-label={label}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} variant="rounded" height={phone ? 120 : 40} />
          ))}
        </Stack>
      ) : rows.length === 0 && !list.isError ? (
        empty
      ) : phone ? (
        <Stack
          component="ul"
          aria-label={label}
          spacing={1.5}
          sx={{ listStyle: 'none', p: 0, m: 0 }}
        >
          {rows.map((row) => {
            const [first, ...rest] = columns;
            return (
              <Paper component="li" key={row.code} variant="outlined" sx={{ p: 2 }}>
                <Typography component="div" sx={{ fontWeight: 500, mb: 1 }}>
                  {first!.render(row)}
                </Typography>
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
                    <Box key={column.key} sx={{ display: 'contents' }}>
                      <Typography component="dt" variant="body2" color="text.secondary">
                        {column.header}
                      </Typography>
                      <Typography
                        component="dd"
                        variant="body2"
                        sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}
                      >
                        {column.render(row)}
                      </Typography>
                    </Box>
                  ))}
                </Box>
              </Paper>
            );
          })}
        </Stack>
      ) : (
        <TableContainer sx={{ opacity: list.isPlaceholderData ? 0.6 : 1 }}>
          <Table size="small" aria-label={label}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.key}>{column.header}</TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.code} hover>
                  {columns.map((column) => (
                    <TableCell key={column.key} sx={{ whiteSpace: 'nowrap' }}>
                      {column.render(row)}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {(list.data?.total ?? 0) > 0 && (
        <TablePagination
          component="div"
          count={list.data?.total ?? 0}
          page={page}
          rowsPerPage={page_size}
          rowsPerPageOptions={PAGE_SIZES}
          onPageChange={(_event, next) => set({ page: String(next) })}
          onRowsPerPageChange={(event) => set({ page_size: event.target.value, page: null })}
          labelRowsPerPage={t('common:list.per_page')}
          labelDisplayedRows={({ from, to, count }) =>
            t('reports.displayed', {
              from: number.format(from),
              to: number.format(to),
              count: number.format(count),
            })
          }
          getItemAriaLabel={(type) => t(`common:list.go_to_${type}_page`)}
          sx={{ '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', pl: 0, rowGap: 0.5 } }}
        />
      )}
    </Section>
  );
}
