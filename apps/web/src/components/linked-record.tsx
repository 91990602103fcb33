import { partyDisplayName } from '@aml/shared';
import CloseIcon from '@mui/icons-material/Close';
import { Box, IconButton, Link, Paper, Tooltip, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { partyQuery } from '../features/parties/api/parties-api';
import { transactionQuery } from '../features/transactions/api/transactions-api';
import { useAmountFormat } from '../lib/amounts';

/** A record another one is about (a party, a transaction), with its name to show. */
export type LinkedRecord = { code: string; display_name: string };

/**
 * A linked record's name: a link to its page under /dashboard/{path}, or plain text (in a
 * confirmation, where leaving would lose the form); `none` when nothing is linked.
 */
export function LinkedRecordName({
  record,
  path,
  none,
  plain = false,
}: {
  record: LinkedRecord | null;
  path: string;
  none: string;
  plain?: boolean;
}) {
  if (!record) return none;
  if (plain) return record.display_name;
  return (
    <Link component={RouterLink} to={`/dashboard/${path}/${record.code}`}>
      {record.display_name}
    </Link>
  );
}

/** A chosen record, with a button to unlink it. */
export function LinkedRecordCard({
  label,
  record,
  onRemove,
}: {
  label: string;
  record: LinkedRecord;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ px: 2, py: 1, display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{record.display_name}</Typography>
        <Typography variant="body2" color="text.secondary">
          {record.code}
        </Typography>
      </Box>
      <Tooltip title={t('linked_record.remove')}>
        <IconButton
          onClick={onRemove}
          aria-label={t('linked_record.remove_named', { name: record.display_name })}
        >
          <CloseIcon />
        </IconButton>
      </Tooltip>
    </Paper>
  );
}

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
