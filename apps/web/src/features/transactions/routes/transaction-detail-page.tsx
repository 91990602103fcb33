import { transactionName } from '@aml/shared';
import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  DetailPage,
  caseWorkActions,
  RecordActions,
  RecordCode,
  RecordDates,
} from '../../../components/detail-page';
import { AttachmentsTab } from '../../../components/attachments/attachments-tab';
import { usePageFeedback } from '../../../components/page-feedback';
import { RecordHistory } from '../../../components/record-history';
import { RiskChip } from '../../../components/risk/risk-chip';
import { useTextLanguage } from '../../../components/risk/risk-language';
import { useDateFormat, warsawToday } from '../../../lib/dates';
import { GiifReportTab } from '../../giif';
import { useNotifyGiifAction } from '../../giif-notifications';
import { ScreeningPanel } from '../../sanctions';
import {
  changeTransactionStatus,
  deleteTransaction,
  transactionHistoryQuery,
  transactionKeys,
  transactionPdf,
  transactionSummaryQuery,
} from '../api/transactions-api';
import { GiifReportChip } from '../components/giif-report';
import { EurValue, TransactionStatusChip } from '../components/transaction-chips';
import { TransactionDataTab } from '../components/transaction-data-tab';
import { TransactionPartiesTab } from '../components/transaction-parties-tab';
import { TransactionRiskTab } from '../components/transaction-risk-tab';

const REFRESH = [transactionKeys.all];

/** /dashboard/transactions/{code}: the transaction's header and actions, its parts in tabs. */
export function TransactionDetailPage() {
  const { code = '' } = useParams();
  // The GIIF report tab is named in the namespace of reports to GIIF.
  const { t } = useTranslation(['transactions', 'parties', 'giif']);
  const language = useTextLanguage();
  const formatDate = useDateFormat();
  const summary = useQuery(transactionSummaryQuery(code));
  const feedback = usePageFeedback(t('detail.created'));
  const notifyGiif = useNotifyGiifAction({ transaction: code });
  const facts = (transaction: NonNullable<typeof summary.data>) => ({
    title: transactionName(
      {
        type: transaction.type,
        amount: transaction.amount,
        currency: transaction.currency,
        day: warsawToday(new Date(transaction.booked_at)),
        party: transaction.lead_party,
      },
      language,
    ),
    whyNot: transaction.not_editable_reason
      ? t(`detail.not_editable.${transaction.not_editable_reason}`)
      : '',
  });

  return (
    <DetailPage
      record={summary}
      feedback={feedback}
      remove={{
        call: () => deleteTransaction(code),
        leaveTo: '/dashboard/transactions',
        refresh: REFRESH,
      }}
      header={(transaction) => {
        const { title, whyNot } = facts(transaction);
        return {
          title,
          badges: (
            <>
              <RecordCode code={transaction.code} />
              <TransactionStatusChip status={transaction.status} />
              <RiskChip level={transaction.risk_level} />
              {transaction.giif_report && <GiifReportChip mark={transaction.giif_report} />}
              <Typography variant="body2" component="span">
                {t('detail.eur_value')}: <EurValue amount={transaction.amount_eur} />
              </Typography>
            </>
          ),
          meta: (
            <RecordDates
              of={transaction}
              before={t('detail.booked', { date: formatDate(transaction.booked_at, true) })}
            />
          ),
          actions: (
            <RecordActions
              record={{ kind: 'transaction', code, allowed: transaction.allowed_statuses }}
              api={{ changeStatus: changeTransactionStatus, pdf: transactionPdf, refresh: REFRESH }}
              whyNot={
                whyNot ||
                (transaction.allowed_statuses.length === 0 ? t('detail.no_status_change') : '')
              }
              feedback={feedback}
            />
          ),
          more: [...caseWorkActions(t, `transaction=${code}`), ...notifyGiif],
          deletion: {
            whyNot,
            title: t('detail.delete_title'),
            question: t('detail.delete_question', { title }),
          },
        };
      }}
      tabsLabel={t('detail.tabs_label')}
      tabs={(transaction) => {
        const { title, whyNot } = facts(transaction);
        return [
          {
            value: 'data',
            label: t('tabs.data'),
            content: (
              <TransactionDataTab
                code={code}
                whyNot={whyNot}
                onSaved={() => feedback.notify(t('common:data_updated'))}
              />
            ),
          },
          {
            value: 'parties',
            label: t('tabs.parties', { count: transaction.parties }),
            content: <TransactionPartiesTab code={code} />,
          },
          {
            value: 'risk',
            label: t('tabs.risk'),
            content: <TransactionRiskTab code={code} name={title} />,
          },
          // A transaction to be reported (art. 72) has its report to complete and follow.
          ...(transaction.giif_report
            ? [
                {
                  value: 'giif',
                  label: t('giif:report.tab'),
                  content: <GiifReportTab code={code} notify={feedback.notify} />,
                },
              ]
            : []),
          {
            value: 'sanctions',
            label: t('tabs.sanctions'),
            content: <ScreeningPanel record={{ kind: 'transaction', code }} />,
          },
          {
            value: 'attachments',
            label: t('tabs.attachments'),
            content: <AttachmentsTab owner="transaction" code={code} notify={feedback.notify} />,
          },
          {
            value: 'history',
            label: t('tabs.history'),
            content: (
              <RecordHistory query={transactionHistoryQuery(code)} namespace="transactions" />
            ),
          },
        ];
      }}
    />
  );
}
