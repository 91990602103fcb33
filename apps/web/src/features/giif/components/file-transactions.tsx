import type { GiifFile } from '@aml/shared';
import { Chip, Link } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { Section } from '../../../components/section';
import { useAmountFormat } from '../../../lib/amounts';
import { useDateFormat } from '../../../lib/dates';
import { reportPath } from './paths';

/** The transactions a file reports, each linked to its report, corrections marked. */
export function FileTransactions({ file }: { file: GiifFile }) {
  const { t } = useTranslation('giif');
  const formatDate = useDateFormat();
  const formatAmount = useAmountFormat();
  return (
    <Section title={t('file.transactions_title')} aside={file.transactions.length}>
      <DataTable
        label={t('file.transactions_title')}
        rows={file.transactions}
        rowKey={(row) => row.transaction_code}
        minWidth={640}
        outlined={false}
        columns={[
          {
            key: 'transaction',
            header: t('columns.transaction'),
            rowHeader: true,
            render: (row) => (
              <Link component={RouterLink} to={reportPath(row.transaction_code)}>
                {row.transaction_code}
              </Link>
            ),
          },
          { key: 'giif_id', header: t('file.giif_id'), render: (row) => row.giif_id },
          {
            key: 'correction',
            header: t('correction'),
            render: (row) =>
              row.correction ? (
                <Chip size="small" variant="outlined" label={t('correction')} />
              ) : (
                t('file.original')
              ),
          },
          {
            key: 'booked_at',
            header: t('columns.booked_at'),
            render: (row) => formatDate(row.booked_at),
          },
          {
            key: 'amount',
            header: t('columns.amount'),
            align: 'right',
            render: (row) => formatAmount(row.amount, row.currency),
          },
        ]}
      />
    </Section>
  );
}
