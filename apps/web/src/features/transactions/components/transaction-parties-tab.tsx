import {
  Alert,
  Link,
  List,
  ListItem,
  ListItemText,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorText } from '../../../lib/api-client';
import { transactionQuery } from '../api/transactions-api';
import { WhiteListPanel } from './white-list-panel';

/**
 * The parties of the transaction with their roles, each a link to the party's page, and the
 * White List check of the company accounts it pays.
 */
export function TransactionPartiesTab({ code }: { code: string }) {
  const { t } = useTranslation(['transactions', 'parties']);
  const transaction = useQuery(transactionQuery(code));
  if (transaction.isError) return <Alert severity="error">{errorText(transaction.error)}</Alert>;
  if (!transaction.data) return <Skeleton variant="rounded" height={160} />;
  const { parties } = transaction.data;
  if (parties.length === 0) {
    return <Typography color="text.secondary">{t('parties_section.none_yet')}</Typography>;
  }
  return (
    <Stack spacing={2}>
      <Paper variant="outlined">
        <List aria-label={t('tabs.parties', { count: parties.length })}>
          {parties.map((party) => (
            <ListItem key={`${party.party_code}-${party.role}`} divider>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={`/dashboard/parties/${party.party_code}`}>
                    {party.display_name}
                  </Link>
                }
                secondary={[
                  t(`roles.${party.role}`),
                  t(`parties:types.${party.party_type}`),
                  party.party_code,
                ].join(' · ')}
              />
            </ListItem>
          ))}
        </List>
      </Paper>
      <WhiteListPanel code={code} />
    </Stack>
  );
}
