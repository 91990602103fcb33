import type { TransactionWhiteList } from '@aml/shared';
import {
  Alert,
  Box,
  Button,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useAction } from '../../../components/use-action';
import { useDateFormat } from '../../../lib/dates';
import { checkWhiteList, whiteListKey, whiteListQuery } from '../api/white-list-api';

/** An NRB in groups of four after the check digits, as banks print it. */
const groups = (nrb: string) =>
  `${nrb.slice(0, 2)} ${nrb.slice(2).replace(/(\d{4})(?=\d)/g, '$1 ')}`;

function CheckChip({ check }: { check: TransactionWhiteList['accounts'][number]['check'] }) {
  const { t } = useTranslation('transactions');
  const formatDate = useDateFormat();
  if (!check) return <Chip size="small" label={t('white_list.not_checked')} />;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip
        size="small"
        color={check.assigned ? 'success' : 'error'}
        label={check.assigned ? t('white_list.assigned') : t('white_list.not_assigned')}
      />
      <Typography variant="caption" color="text.secondary">
        {t('white_list.proof', {
          request: check.request_id,
          date: formatDate(check.checked_at, true),
        })}
      </Typography>
    </Stack>
  );
}

/**
 * The VAT White List check of the company accounts a transaction pays (art. 117ba of the VAT
 * act: 15,000 PLN or more), each answer with its requestId as proof. Shown only when the
 * transaction pays a company account.
 */
export function WhiteListPanel({ code }: { code: string }) {
  const { t } = useTranslation('transactions');
  const state = useQuery(whiteListQuery(code));
  const check = useAction(() => checkWhiteList(code), { refresh: [whiteListKey(code)] });
  const data = state.data;
  if (!data || data.accounts.length === 0) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-labelledby="white-list-title">
      <Stack spacing={2}>
        <Box>
          <Typography id="white-list-title" variant="h6" component="h3">
            {t('white_list.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {data.required
              ? t('white_list.required', { amount: data.amount_pln })
              : t('white_list.not_required')}
          </Typography>
        </Box>
        {!data.configured && <Alert severity="info">{t('white_list.not_configured')}</Alert>}
        {check.failure && <Alert severity="error">{check.failure}</Alert>}
        <Box sx={{ overflowX: 'auto' }}>
          <Table size="small" aria-labelledby="white-list-title">
            <TableHead>
              <TableRow>
                <TableCell>{t('white_list.payee')}</TableCell>
                <TableCell>{t('white_list.account')}</TableCell>
                <TableCell>{t('white_list.result')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.accounts.map((account) => (
                <TableRow key={`${account.party_code}-${account.account}`}>
                  <TableCell>
                    {account.name}
                    <Typography variant="caption" color="text.secondary" component="div">
                      NIP {account.nip}
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{groups(account.account)}</TableCell>
                  <TableCell>
                    <CheckChip check={account.check} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
        <Box>
          <Button
            variant="outlined"
            onClick={() => check.run()}
            disabled={!data.configured || check.busy}
          >
            {check.busy ? t('white_list.checking') : t('white_list.check')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
