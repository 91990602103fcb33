import type { EurValue, TransactionPartyRole } from '@aml/shared';
import { DataList, type DataRow } from '../../../components/data-list';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '../../../lib/dates';
import { useAmountFormat } from '../../../lib/amounts';
import { EurPendingChip } from './transaction-chips';

/** A stored transaction, or what a form is about to save. */
export type TransactionData = {
  type: string;
  amount: string;
  currency: string;
  booked_at: string;
  payment_date?: string | null;
  payment_method?: string | null;
  country_of_order?: string | null;
  description?: string | null;
  parties: Array<{ party_code: string; role: TransactionPartyRole; display_name: string }>;
  /** Left out where the EUR value is shown apart (the confirmation asks the server). */
  eur?: EurValue;
};

/** A transaction's data, read-only; empty fields are left out. */
export function TransactionDataView({ transaction }: { transaction: TransactionData }) {
  const { t } = useTranslation('transactions');
  const formatDate = useDateFormat();
  const formatAmount = useAmountFormat();
  const eur = transaction.eur;
  const rows: DataRow[] = [
    [t('fields.type'), t(`types.${transaction.type}`)],
    [t('fields.amount'), formatAmount(transaction.amount, transaction.currency)],
    [
      t('fields.amount_eur'),
      eur ? (
        eur.amount_eur === null ? (
          <EurPendingChip />
        ) : (
          formatAmount(eur.amount_eur, 'EUR', 2)
        )
      ) : (
        ''
      ),
    ],
    [
      t('fields.rate'),
      eur?.rate_table && eur.rate_date
        ? eur.rate_table === 'manual'
          ? t('eur.manual_rate', { date: formatDate(eur.rate_date) })
          : t('eur.rate_table', { table: eur.rate_table, date: formatDate(eur.rate_date) })
        : '',
    ],
    [t('fields.booked_at'), transaction.booked_at ? formatDate(transaction.booked_at, true) : ''],
    [
      t('fields.payment_date'),
      transaction.payment_date ? formatDate(transaction.payment_date) : '',
    ],
    [
      t('fields.payment_method'),
      transaction.payment_method ? t(`payment_methods.${transaction.payment_method}`) : '',
    ],
    [t('fields.country_of_order'), transaction.country_of_order],
    [t('fields.description'), transaction.description],
    [
      t('sections.parties'),
      transaction.parties.length === 0
        ? t('list.no_parties')
        : transaction.parties
            .map((party) => `${party.display_name} (${t(`roles.${party.role}`)})`)
            .join(', '),
    ],
  ];
  return <DataList rows={rows} hideEmpty />;
}
