import { hasPermission, partyDisplayName, type Party, type RegistriesReport } from '@aml/shared';
import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DownloadButton, GuardedButton, RecordCode } from '../../../components/detail-page';
import type { MoreAction } from '../../../components/more-actions';
import type { PageFeedback } from '../../../components/page-feedback';
import { DialogForm, FormDialog } from '../../../components/record-form';
import { useAction } from '../../../components/use-action';
import { useDateFormat } from '../../../lib/dates';
import { currentTeamOf, useCurrentUser } from '../../../lib/session';
import { PartyPicker, partyQuery } from '../../parties';
import { attachReport, registriesKeys, reportPdf } from '../api/registries-api';
import { anyAnswered, useIdentifier } from './labels';

/** The company's name, or its identifier when no registry named it. */
export function useReportTitle() {
  const identifier = useIdentifier();
  return (report: RegistriesReport) => report.name ?? identifier(report);
}

/**
 * The identifier (unless it is the title), the count of red flags (in the warning colour when
 * there are some; none said only when a registry answered), and the report's code.
 */
export function ReportBadges({ report }: { report: RegistriesReport }) {
  const { t } = useTranslation('registries');
  const identifier = useIdentifier();
  const flags = report.red_flags.length;
  const flagsChip =
    flags > 0 ? (
      <Chip size="small" color="warning" label={t('reports.red_flag_count', { count: flags })} />
    ) : anyAnswered(report) ? (
      <Chip size="small" color="success" label={t('reports.no_red_flags_short')} />
    ) : (
      <Chip size="small" variant="outlined" label={t('reports.nothing_checked_short')} />
    );
  return (
    <>
      {report.name && <Chip size="small" variant="outlined" label={identifier(report)} />}
      {flagsChip}
      <RecordCode code={report.code} />
    </>
  );
}

/** The party a report is attached to, by name, linked to its page. */
export function PartyLink({ code }: { code: string }) {
  const party = useQuery(partyQuery(code));
  return (
    <Link component={RouterLink} to={`/dashboard/parties/${code}`}>
      {party.data ? partyDisplayName(party.data) || code : code}
    </Link>
  );
}

/** When the report was made and by whom, and the party it is attached to. */
export function ReportMeta({ report }: { report: RegistriesReport }) {
  const { t } = useTranslation('registries');
  const formatDate = useDateFormat();
  const date = formatDate(report.created_at, true);
  return (
    <>
      {report.created_by
        ? t('reports.meta_by', { date, by: report.created_by })
        : t('reports.meta', { date })}
      {report.party_code && (
        <Box component="span" sx={{ display: 'block' }}>
          {t('reports.attached_to')} <PartyLink code={report.party_code} />
        </Box>
      )}
    </>
  );
}

/**
 * A report's actions: its PDF in the user's language, attaching it to a party (or another) and
 * detaching it. Attaching needs the right to record parties; a role without it sees the button
 * disabled with the reason (the server is the protection). Called once per page: the answer
 * gives the actions of the report shown.
 */
export function useReportActions(feedback: PageFeedback) {
  const { t } = useTranslation('registries');
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const mayAttach = hasPermission(currentTeamOf(user.data)?.role, 'records.edit_own');
  const whyNot = mayAttach ? '' : t('reports.attach_not_allowed');
  // The report whose party is being chosen.
  const [attaching, setAttaching] = useState<RegistriesReport | null>(null);
  const stored = async (changed: RegistriesReport) => {
    queryClient.setQueryData(registriesKeys.report(changed.code), changed);
    await queryClient.invalidateQueries({ queryKey: registriesKeys.reports });
  };
  const detach = useAction((code: string) => attachReport(code, null), {
    onDone: async (changed) => {
      await stored(changed);
      feedback.notify(t('reports.detached'));
    },
    onFailed: feedback.fail,
  });

  return (report: RegistriesReport): { actions: ReactNode; more: MoreAction[] } => ({
    actions: (
      <>
        <DownloadButton
          download={() => reportPdf(report.code)}
          filename={`registries-${report.code}.pdf`}
          onFailed={feedback.fail}
        >
          {t('reports.pdf')}
        </DownloadButton>
        <GuardedButton
          whyNot={whyNot}
          disabled={whyNot !== ''}
          variant="outlined"
          onClick={() => {
            feedback.clearFailure();
            setAttaching(report);
          }}
        >
          {report.party_code ? t('reports.change_party') : t('reports.attach')}
        </GuardedButton>
        <FormDialog
          open={attaching !== null}
          onClose={() => setAttaching(null)}
          title={t('reports.attach_title')}
        >
          {attaching && (
            <AttachForm
              report={attaching}
              onClose={() => setAttaching(null)}
              onDone={async (changed, name) => {
                setAttaching(null);
                await stored(changed);
                feedback.notify(t('reports.attached', { name }));
              }}
            />
          )}
        </FormDialog>
      </>
    ),
    more: report.party_code
      ? [
          {
            label: t('reports.detach'),
            whyNot,
            onSelect: () => {
              feedback.clearFailure();
              detach.run(report.code);
            },
          },
        ]
      : [],
  });
}

/** Picks the party, then attaches the report to it. */
function AttachForm({
  report,
  onClose,
  onDone,
}: {
  report: RegistriesReport;
  onClose: () => void;
  onDone: (changed: RegistriesReport, name: string) => Promise<void>;
}) {
  const { t } = useTranslation('registries');
  const [party, setParty] = useState<Party | null>(null);
  const [missing, setMissing] = useState(false);
  const attach = useAction((picked: Party) => attachReport(report.code, picked.code), {
    onDone: (changed, picked) => onDone(changed, partyDisplayName(picked) || picked.code),
  });
  return (
    <DialogForm
      onSubmit={(event) => {
        event.preventDefault();
        if (party) attach.run(party);
        else setMissing(true);
      }}
      onCancel={onClose}
      busy={attach.busy}
      failure={attach.failure}
      submitLabel={t('reports.attach_submit')}
    >
      <Typography color="text.secondary">{t('reports.attach_text')}</Typography>
      {party ? (
        <Chip
          label={partyDisplayName(party) || party.code}
          onDelete={() => setParty(null)}
          sx={{ alignSelf: 'flex-start', maxWidth: '100%' }}
        />
      ) : (
        <Stack spacing={0.5}>
          <PartyPicker
            label={t('reports.attach_party')}
            exclude={report.party_code ? [report.party_code] : []}
            onPick={(picked) => {
              setMissing(false);
              setParty(picked);
            }}
          />
          {missing && (
            <Typography variant="body2" color="error" role="alert">
              {t('reports.attach_pick_first')}
            </Typography>
          )}
        </Stack>
      )}
    </DialogForm>
  );
}
