import type { TransactionStatus } from '@aml/shared';
import {
  Alert,
  Box,
  Button,
  Menu,
  MenuItem,
  Skeleton,
  Snackbar,
  Tab,
  Tabs,
  Tooltip,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
  Link as RouterLink,
} from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { DetailHeader, GuardedButton } from '../../../components/detail-header';
import { NotFoundPage } from '../../../components/not-found-page';
import { ApiError, errorText } from '../../../lib/api-client';
import { useDateFormat } from '../../../lib/dates';
import { saveFile } from '../../../lib/save-file';
import { RiskChip } from '../../../components/risk/risk-chip';
import {
  changeTransactionStatus,
  deleteTransaction,
  transactionKeys,
  transactionPdf,
  transactionSummaryQuery,
  transactionHistoryQuery,
} from '../api/transactions-api';
import { useAmountFormat } from '../../../lib/amounts';
import { GiifReportChip } from '../components/giif-report';
import { EurValue, TransactionStatusChip } from '../components/transaction-chips';
import { TransactionDataTab } from '../components/transaction-data-tab';
import { TransactionRiskTab } from '../components/transaction-risk-tab';
import { RecordHistory } from '../../../components/record-history';
import { TransactionPartiesTab } from '../components/transaction-parties-tab';
import { ScreeningPanel } from '../../sanctions/components/screening-panel';

const TABS = ['data', 'parties', 'risk', 'sanctions', 'history'] as const;
type TransactionTab = (typeof TABS)[number];

/** /dashboard/transactions/{code}: the transaction's header and actions, its parts in tabs. */
export function TransactionDetailPage() {
  const { code = '' } = useParams();
  const { t } = useTranslation(['transactions', 'parties']);
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formatDate = useDateFormat();
  const formatAmount = useAmountFormat();
  const summary = useQuery(transactionSummaryQuery(code));
  const [statusMenu, setStatusMenu] = useState<HTMLElement | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const arrival = location.state as { created?: boolean } | null;
  const [notice, setNotice] = useState<string | null>(
    arrival?.created ? t('detail.created') : null,
  );
  const [failure, setFailure] = useState<string | null>(null);
  const [pdfBusy, setPdfBusy] = useState(false);

  const refresh = () => queryClient.invalidateQueries({ queryKey: transactionKeys.all });
  const status = useMutation({
    mutationFn: (to: TransactionStatus) => changeTransactionStatus(code, to),
    onSuccess: async () => {
      setNotice(t('common:data_updated'));
      await refresh();
    },
    onError: (error) => setFailure(errorText(error)),
  });
  const remove = useMutation({
    mutationFn: () => deleteTransaction(code),
    onSuccess: async () => {
      await refresh();
      navigate('/dashboard/transactions', { replace: true });
    },
    onError: (error) => {
      setConfirmDelete(false);
      setFailure(errorText(error));
    },
  });
  const downloadPdf = async () => {
    setPdfBusy(true);
    setFailure(null);
    try {
      saveFile(await transactionPdf(code), `transaction-${code}.pdf`);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setPdfBusy(false);
    }
  };

  if (summary.error instanceof ApiError && summary.error.statusCode === 404)
    return <NotFoundPage />;
  if (summary.isError) return <Alert severity="error">{errorText(summary.error)}</Alert>;
  if (!summary.data) return <Skeleton variant="rounded" height={360} aria-busy="true" />;

  const transaction = summary.data;
  const requested = params.get('tab') as TransactionTab | null;
  const tab: TransactionTab = requested && TABS.includes(requested) ? requested : 'data';
  const whyNot = transaction.not_editable_reason
    ? t(`detail.not_editable.${transaction.not_editable_reason}`)
    : '';
  const statusWhyNot =
    whyNot || (transaction.allowed_statuses.length === 0 ? t('detail.no_status_change') : '');
  const title = t('detail.title', {
    type: t(`types.${transaction.type}`),
    amount: formatAmount(transaction.amount, transaction.currency),
  });

  return (
    <>
      <DetailHeader
        title={title}
        badges={
          <>
            <Typography variant="body2" color="text.secondary">
              {transaction.code}
            </Typography>
            <TransactionStatusChip status={transaction.status} />
            <RiskChip level={transaction.risk_level} />
            {transaction.giif_report && <GiifReportChip mark={transaction.giif_report} />}
            <Typography variant="body2" component="span">
              {t('detail.eur_value')}: <EurValue amount={transaction.amount_eur} />
            </Typography>
          </>
        }
        meta={
          <>
            {t('detail.booked', { date: formatDate(transaction.booked_at, true) })}
            {' · '}
            {t('detail.dates', {
              created: formatDate(transaction.created_at, true),
              updated: formatDate(transaction.updated_at, true),
            })}
            {transaction.created_by &&
              ` · ${t('detail.created_by', { email: transaction.created_by })}`}
          </>
        }
        actions={
          <>
            <Tooltip title={statusWhyNot}>
              <span>
                <Button
                  variant="outlined"
                  disabled={
                    !transaction.editable ||
                    transaction.allowed_statuses.length === 0 ||
                    status.isPending
                  }
                  onClick={(event) => setStatusMenu(event.currentTarget)}
                  aria-haspopup="menu"
                >
                  {t('detail.change_status')}
                </Button>
              </span>
            </Tooltip>
            <Button
              variant="outlined"
              component={RouterLink}
              to={`/dashboard/history-event-list/create?transaction=${code}`}
            >
              {t('detail.add_event')}
            </Button>
            <Button
              variant="outlined"
              component={RouterLink}
              to={`/dashboard/tasks/create?transaction=${code}`}
            >
              {t('detail.add_task')}
            </Button>
            <Button variant="outlined" onClick={downloadPdf} disabled={pdfBusy}>
              {t('detail.pdf')}
            </Button>
            <GuardedButton
              whyNot={whyNot}
              color="error"
              variant="outlined"
              disabled={!transaction.editable}
              onClick={() => setConfirmDelete(true)}
            >
              {t('detail.delete')}
            </GuardedButton>
          </>
        }
      />
      <Menu anchorEl={statusMenu} open={statusMenu !== null} onClose={() => setStatusMenu(null)}>
        {transaction.allowed_statuses.map((to) => (
          <MenuItem
            key={to}
            onClick={() => {
              setStatusMenu(null);
              setFailure(null);
              status.mutate(to);
            }}
          >
            {t('detail.status_to', { status: t(`statuses.${to}`) })}
          </MenuItem>
        ))}
      </Menu>
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: TransactionTab) => setParams({ tab: value }, { replace: true })}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('detail.tabs_label')}
        >
          {TABS.map((value) => (
            <Tab
              key={value}
              value={value}
              label={
                value === 'parties'
                  ? t('tabs.parties', { count: transaction.parties })
                  : t(`tabs.${value}`)
              }
            />
          ))}
        </Tabs>
      </Box>
      {tab === 'data' && (
        <TransactionDataTab
          code={code}
          editable={transaction.editable}
          whyNot={whyNot}
          onSaved={() => setNotice(t('common:data_updated'))}
        />
      )}
      {tab === 'parties' && <TransactionPartiesTab code={code} />}
      {tab === 'risk' && <TransactionRiskTab code={code} name={title} />}
      {tab === 'sanctions' && <ScreeningPanel record={{ kind: 'transaction', code }} />}
      {tab === 'history' && (
        <RecordHistory query={transactionHistoryQuery(code)} namespace="transactions" />
      )}
      <ConfirmDialog
        open={confirmDelete}
        title={t('detail.delete_title')}
        message={t('detail.delete_question', { title })}
        confirmLabel={t('list.delete_confirm')}
        destructive
        busy={remove.isPending}
        onCancel={() => setConfirmDelete(false)}
        onConfirm={() => remove.mutate()}
      />
      <Snackbar
        open={notice !== null}
        autoHideDuration={5000}
        onClose={() => setNotice(null)}
        message={notice}
      />
    </>
  );
}
