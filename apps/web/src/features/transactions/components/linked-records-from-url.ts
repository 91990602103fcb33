import { partyDisplayName } from '@aml/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { LinkedRecord } from '../../../components/linked-record';
import { useAmountFormat } from '../../../lib/amounts';
import { partyQuery } from '../../parties';
import { transactionQuery } from '../api/transactions-api';

/**
 * The party and transaction named by ?party=CODE and ?transaction=CODE, so a record created
 * from their pages ("Add event", "Add task") starts linked to them. A record that cannot be
 * read (not found, another team's) is simply not linked; `waiting` holds the form until known.
 */
export function useLinkedRecordsFromUrl() {
  const { t } = useTranslation('transactions');
  const formatAmount = useAmountFormat();
  const [params] = useSearchParams();
  const partyCode = params.get('party') ?? '';
  const transactionCode = params.get('transaction') ?? '';
  const party = useQuery({ ...partyQuery(partyCode), enabled: Boolean(partyCode) });
  const transaction = useQuery({
    ...transactionQuery(transactionCode),
    enabled: Boolean(transactionCode),
  });
  const waiting =
    (Boolean(partyCode) && party.isPending) || (Boolean(transactionCode) && transaction.isPending);

  let partyLink: LinkedRecord | null = null;
  if (party.data) partyLink = { code: party.data.code, display_name: partyDisplayName(party.data) };
  let transactionLink: LinkedRecord | null = null;
  if (transaction.data) {
    const { code, type, amount, currency } = transaction.data;
    transactionLink = {
      code,
      display_name: `${t(`types.${type}`)} ${formatAmount(amount, currency)}`,
    };
  }
  return { waiting, party: partyLink, transaction: transactionLink };
}
