import { hasPermission, partyDisplayName, type CddKind } from '@aml/shared';
import { Alert, Chip, DialogContentText, Link, Skeleton } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { ReasonField } from '../../../components/reason-field';
import { DialogForm, FormDialog } from '../../../components/record-form';
import { useAction } from '../../../components/use-action';
import { errorText } from '../../../lib/api-client';
import { currentTeamOf, useCurrentUser } from '../../../lib/session';
import { PartyPicker } from '../../parties';
import { CDD_QUERIES, partyCddQuery, startCdd } from '../api/cdd-api';
import { KindSelect, SwitchField } from './cdd-fields';

/** The party an execution is started for. */
export type CddParty = { code: string; display_name: string };

type Props = {
  open: boolean;
  onClose: () => void;
  /** The party, when the dialog opens from its page; otherwise it is picked in the dialog. */
  party?: CddParty;
};

/**
 * Starts an execution for a party: the kind the settings choose from its risk level, or, for a
 * team admin, another kind with the reason (the API refuses anyone else). Once started, its page
 * opens.
 */
export function StartCddDialog({ open, onClose, party }: Props) {
  const { t } = useTranslation('cdd');
  return (
    <FormDialog open={open} onClose={onClose} title={t('start.title')}>
      <StartForm onClose={onClose} party={party} />
    </FormDialog>
  );
}

// Named as the API names them, so that its field errors land under them.
type StartValues = { other: boolean; kind: CddKind | ''; kind_reason: string };

const resolver: Resolver<StartValues> = (values) => {
  const errors: FieldErrors<StartValues> = {};
  if (values.other && values.kind === '') errors.kind = { type: 'required', message: 'required' };
  if (values.other && !values.kind_reason.trim()) {
    errors.kind_reason = { type: 'required', message: 'required' };
  }
  return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
};

function StartForm({ onClose, party: given }: Omit<Props, 'open'>) {
  const { t } = useTranslation('cdd');
  const navigate = useNavigate();
  const user = useCurrentUser();
  const isAdmin = hasPermission(currentTeamOf(user.data)?.role, 'team.manage');
  const [party, setParty] = useState<CddParty | undefined>(given);
  const current = useQuery({ ...partyCddQuery(party?.code ?? ''), enabled: party !== undefined });
  const form = useForm<StartValues>({
    resolver,
    defaultValues: { other: false, kind: '', kind_reason: '' },
    mode: 'onTouched',
  });
  const other = useWatch({ control: form.control, name: 'other' });
  const start = useAction(
    (values: StartValues) =>
      startCdd({
        party_code: party!.code,
        ...(values.other && values.kind !== ''
          ? { kind: values.kind, kind_reason: values.kind_reason.trim() }
          : {}),
      }),
    {
      refresh: CDD_QUERIES,
      fields: form,
      onDone: (created) =>
        navigate(`/dashboard/customer-due-diligence/${created.code}`, {
          state: { created: true },
        }),
    },
  );
  const suggested = current.data?.suggested_kind;
  const running = current.data?.in_progress ?? null;

  return (
    <DialogForm
      onSubmit={form.handleSubmit((values) => {
        if (party && !running) start.run(values);
      })}
      onCancel={onClose}
      busy={start.busy || !party || running !== null || current.isPending}
      failure={start.failure}
      submitLabel={t('start.submit')}
    >
      {party ? (
        given ? (
          <DialogContentText>
            {t('start.for_party', { name: party.display_name })}
          </DialogContentText>
        ) : (
          <Chip
            label={party.display_name}
            onDelete={() => setParty(undefined)}
            sx={{ alignSelf: 'flex-start', maxWidth: '100%' }}
          />
        )
      ) : (
        <PartyPicker
          label={t('start.party')}
          onPick={(picked) =>
            setParty({ code: picked.code, display_name: partyDisplayName(picked) })
          }
        />
      )}
      {party && current.isPending && <Skeleton variant="rounded" height={48} />}
      {current.isError && <Alert severity="error">{errorText(current.error)}</Alert>}
      {running && (
        <Alert severity="warning">
          {t('party_tab.start_blocked')}{' '}
          <Link component={RouterLink} to={`/dashboard/customer-due-diligence/${running}`}>
            {t('party_tab.open_running')}
          </Link>
        </Alert>
      )}
      {suggested && !running && (
        <DialogContentText>
          {t('start.suggested', { kind: t(`kinds_long.${suggested}`) })}
        </DialogContentText>
      )}
      {suggested && !running && isAdmin && (
        <>
          <SwitchField control={form.control} name="other" label={t('start.other_kind')} />
          {other && (
            <>
              <KindSelect
                control={form.control}
                name="kind"
                label={t('start.kind')}
                requiredText={t('start.kind_required')}
                except={suggested}
              />
              <ReasonField
                control={form.control}
                name="kind_reason"
                label={t('start.reason')}
                hint={t('start.reason_hint')}
                requiredText={t('start.reason_required')}
              />
            </>
          )}
        </>
      )}
    </DialogForm>
  );
}
