import type { PartyStatus } from '@aml/shared';
import type { PartyWarning } from '../components/party-warnings';
import { PartyWarnings } from '../components/party-warnings';
import {
  Alert,
  Box,
  Button,
  Menu,
  MenuItem,
  Skeleton,
  Snackbar,
  Stack,
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
import { NotFoundPage } from '../../../components/not-found-page';
import { ApiError, errorText } from '../../../lib/api-client';
import { useDateFormat } from '../../../lib/dates';
import { saveFile } from '../../../lib/save-file';
import {
  changePartyStatus,
  deleteParties,
  partyPdf,
  partySummaryQuery,
  partyHistoryQuery,
  refreshParties,
} from '../api/parties-api';
import { LinkedPeopleTab } from '../components/linked-people-tab';
import { PartyDataTab } from '../components/party-data-tab';
import { PartyRiskTab } from '../components/party-risk-tab';
import { ScreeningPanel } from '../../sanctions/components/screening-panel';
import { RecordHistory } from '../../../components/record-history';
import { RiskChip } from '../../../components/risk/risk-chip';
import { PartyStatusChip } from '../components/party-chips';

const TABS = ['data', 'beneficiaries', 'board_members', 'risk', 'sanctions', 'history'] as const;
type PartyTab = (typeof TABS)[number];

/** /dashboard/parties/{code}: the party's header and actions, and its parts in tabs. */
export function PartyDetailPage() {
  const { code = '' } = useParams();
  const { t } = useTranslation('parties');
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formatDate = useDateFormat();
  const summary = useQuery(partySummaryQuery(code));
  const [statusMenu, setStatusMenu] = useState<HTMLElement | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const arrival = location.state as { created?: boolean; warnings?: PartyWarning[] } | null;
  const [notice, setNotice] = useState<string | null>(
    arrival?.created ? t('detail.created') : null,
  );
  const [warnings, setWarnings] = useState<PartyWarning[]>(arrival?.warnings ?? []);
  const [failure, setFailure] = useState<string | null>(null);
  const [pdfBusy, setPdfBusy] = useState(false);

  const refresh = () => refreshParties(queryClient);
  const status = useMutation({
    mutationFn: (to: PartyStatus) => changePartyStatus(code, to),
    onSuccess: async () => {
      setNotice(t('common:data_updated'));
      await refresh();
    },
    onError: (error) => setFailure(errorText(error)),
  });
  const remove = useMutation({
    mutationFn: () => deleteParties([code]),
    onSuccess: async () => {
      await refresh();
      navigate('/dashboard/parties', { replace: true });
    },
    onError: (error) => setFailure(errorText(error)),
  });
  const downloadPdf = async () => {
    setPdfBusy(true);
    setFailure(null);
    try {
      saveFile(await partyPdf(code), `party-${code}.pdf`);
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

  const party = summary.data;
  const hasPeople = party.type === 'company' || party.type === 'sole_proprietorship';
  const tabs = TABS.filter(
    (tab) => hasPeople || (tab !== 'beneficiaries' && tab !== 'board_members'),
  );
  const requested = params.get('tab') as PartyTab | null;
  const tab: PartyTab = requested && tabs.includes(requested) ? requested : 'data';
  const whyNot = party.not_editable_reason
    ? t(`detail.not_editable.${party.not_editable_reason}`)
    : '';

  return (
    <>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ mb: 2, alignItems: { md: 'flex-start' } }}
      >
        <Box sx={{ flex: '1 1 auto', minWidth: { xs: 0, md: 320 } }}>
          <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
            {party.display_name}
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}
          >
            <Typography variant="body2" color="text.secondary">
              {t(`types.${party.type}`)} · {party.code}
            </Typography>
            <PartyStatusChip status={party.status} />
            <RiskChip level={party.risk_level} />
          </Stack>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('detail.dates', {
              created: formatDate(party.created_at, true),
              updated: formatDate(party.updated_at, true),
            })}
            {party.created_by && ` · ${t('detail.created_by', { email: party.created_by })}`}
          </Typography>
        </Box>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          // Many actions wrap onto more lines rather than squeezing the title.
          sx={{
            flexWrap: 'wrap',
            flex: '0 1 auto',
            minWidth: 0,
            justifyContent: { md: 'flex-end' },
          }}
        >
          <Tooltip title={whyNot}>
            <span>
              <Button
                variant="outlined"
                disabled={
                  !party.editable || party.allowed_statuses.length === 0 || status.isPending
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
            to={`/dashboard/history-event-list/create?party=${code}`}
          >
            {t('detail.add_event')}
          </Button>
          <Button
            variant="outlined"
            component={RouterLink}
            to={`/dashboard/tasks/create?party=${code}`}
          >
            {t('detail.add_task')}
          </Button>
          <Button variant="outlined" onClick={downloadPdf} disabled={pdfBusy}>
            {t('detail.pdf')}
          </Button>
          <Tooltip title={whyNot}>
            <span>
              <Button
                color="error"
                variant="outlined"
                disabled={!party.editable}
                onClick={() => setConfirmDelete(true)}
              >
                {t('detail.delete')}
              </Button>
            </span>
          </Tooltip>
        </Stack>
      </Stack>
      <Menu anchorEl={statusMenu} open={statusMenu !== null} onClose={() => setStatusMenu(null)}>
        {party.allowed_statuses.map((to) => (
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
      <PartyWarnings warnings={warnings} onClose={() => setWarnings([])} />
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setFailure(null)}>
          {failure}
        </Alert>
      )}
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 3 }}>
        <Tabs
          value={tab}
          onChange={(_event, value: PartyTab) => setParams({ tab: value }, { replace: true })}
          variant="scrollable"
          allowScrollButtonsMobile
          aria-label={t('detail.tabs_label')}
        >
          {tabs.map((value) => (
            <Tab
              key={value}
              value={value}
              label={
                value === 'beneficiaries'
                  ? t('tabs.beneficiaries', { count: party.beneficiaries })
                  : value === 'board_members'
                    ? t('tabs.board_members', { count: party.board_members })
                    : t(`tabs.${value}`)
              }
            />
          ))}
        </Tabs>
      </Box>
      {tab === 'data' && (
        <PartyDataTab
          code={code}
          editable={party.editable}
          whyNot={whyNot}
          onSaved={(found) => {
            setNotice(t('common:data_updated'));
            setWarnings(found);
          }}
        />
      )}
      {tab === 'beneficiaries' && (
        <LinkedPeopleTab code={code} kind="beneficiary" editable={party.editable} />
      )}
      {tab === 'board_members' && (
        <LinkedPeopleTab code={code} kind="board_member" editable={party.editable} />
      )}
      {tab === 'risk' && <PartyRiskTab code={code} name={party.display_name} />}
      {tab === 'sanctions' && <ScreeningPanel record={{ kind: 'party', code }} />}
      {tab === 'history' && <RecordHistory query={partyHistoryQuery(code)} namespace="parties" />}
      <ConfirmDialog
        open={confirmDelete}
        title={t('list.delete_title')}
        message={t('detail.delete_question', { name: party.display_name })}
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
