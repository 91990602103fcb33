import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import {
  caseWorkActions,
  DetailPage,
  RecordActions,
  RecordDates,
} from '../../../components/detail-page';
import { AttachmentsTab } from '../../../components/attachments/attachments-tab';
import { usePageFeedback } from '../../../components/page-feedback';
import { RecordHistory } from '../../../components/record-history';
import { RiskChip } from '../../../components/risk/risk-chip';
import { PartyCddTab } from '../../cdd';
import { useNotifyGiifAction } from '../../giif-notifications';
import { ScreeningPanel } from '../../sanctions';
import {
  PARTY_QUERIES,
  changePartyStatus,
  deleteParties,
  partyHistoryQuery,
  partyPdf,
  partySummaryQuery,
} from '../api/parties-api';
import { useLegalHold } from '../components/legal-hold';
import { LinkedPeopleTab } from '../components/linked-people-tab';
import { PartyStatusChip } from '../components/party-chips';
import { PartyDataTab } from '../components/party-data-tab';
import { PartyRiskTab } from '../components/party-risk-tab';
import { PartyWarnings, type PartyWarning } from '../components/party-warnings';

/** /dashboard/parties/{code}: the party's header and actions, and its parts in tabs. */
export function PartyDetailPage() {
  const { code = '' } = useParams();
  const { t } = useTranslation('parties');
  const location = useLocation();
  const summary = useQuery(partySummaryQuery(code));
  const feedback = usePageFeedback(t('detail.created'));
  const arrival = location.state as { warnings?: PartyWarning[] } | null;
  const [warnings, setWarnings] = useState<PartyWarning[]>(arrival?.warnings ?? []);
  const legalHold = useLegalHold(code, feedback.notify);
  const notifyGiif = useNotifyGiifAction({ party: code });

  return (
    <DetailPage
      record={summary}
      feedback={feedback}
      remove={{
        call: () => deleteParties([code]),
        leaveTo: '/dashboard/parties',
        refresh: PARTY_QUERIES,
      }}
      header={(party) => {
        const whyNot = party.not_editable_reason
          ? t(`detail.not_editable.${party.not_editable_reason}`)
          : '';
        return {
          title: party.display_name,
          badges: (
            <>
              <Typography variant="body2" color="text.secondary">
                {t(`types.${party.type}`)} · {party.code}
              </Typography>
              <PartyStatusChip status={party.status} />
              <RiskChip level={party.risk_level} />
            </>
          ),
          meta: <RecordDates of={party} />,
          actions: (
            <RecordActions
              record={{ kind: 'party', code, allowed: party.allowed_statuses }}
              api={{ changeStatus: changePartyStatus, pdf: partyPdf, refresh: PARTY_QUERIES }}
              whyNot={whyNot}
              feedback={feedback}
            />
          ),
          more: [...caseWorkActions(t, `party=${code}`), ...notifyGiif, ...legalHold.more],
          deletion: {
            whyNot,
            title: t('list.delete_title'),
            question: t('detail.delete_question', { name: party.display_name }),
          },
          banner: (
            <>
              {legalHold.banner}
              <PartyWarnings warnings={warnings} onClose={() => setWarnings([])} />
            </>
          ),
        };
      }}
      tabsLabel={t('detail.tabs_label')}
      tabs={(party) => {
        const whyNot = party.not_editable_reason
          ? t(`detail.not_editable.${party.not_editable_reason}`)
          : '';
        const hasPeople = party.type === 'company' || party.type === 'sole_proprietorship';
        return [
          {
            value: 'data',
            label: t('tabs.data'),
            content: (
              <PartyDataTab
                code={code}
                whyNot={whyNot}
                onSaved={(found) => {
                  feedback.notify(t('common:data_updated'));
                  setWarnings(found);
                }}
              />
            ),
          },
          ...(hasPeople
            ? [
                {
                  value: 'beneficiaries',
                  label: t('tabs.beneficiaries', { count: party.beneficiaries }),
                  content: (
                    <LinkedPeopleTab code={code} kind="beneficiary" editable={party.editable} />
                  ),
                },
                {
                  value: 'board_members',
                  label: t('tabs.board_members', { count: party.board_members }),
                  content: (
                    <LinkedPeopleTab code={code} kind="board_member" editable={party.editable} />
                  ),
                },
              ]
            : []),
          {
            value: 'risk',
            label: t('tabs.risk'),
            content: <PartyRiskTab code={code} name={party.display_name} />,
          },
          {
            value: 'sanctions',
            label: t('tabs.sanctions'),
            content: <ScreeningPanel record={{ kind: 'party', code }} />,
          },
          // Due diligence is of customers: a beneficial owner or board member is checked
          // within their company's.
          ...(party.entity_type === 'beneficiary' || party.entity_type === 'board_member'
            ? []
            : [
                {
                  value: 'cdd',
                  label: t('tabs.cdd'),
                  content: (
                    <PartyCddTab
                      party={{
                        code,
                        display_name: party.display_name,
                        editable: party.editable,
                      }}
                    />
                  ),
                },
              ]),
          {
            value: 'attachments',
            label: t('tabs.attachments'),
            content: <AttachmentsTab owner="party" code={code} notify={feedback.notify} />,
          },
          {
            value: 'history',
            label: t('tabs.history'),
            content: <RecordHistory query={partyHistoryQuery(code)} namespace="parties" />,
          },
        ];
      }}
    />
  );
}
