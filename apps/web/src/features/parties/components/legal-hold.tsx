import { hasPermission, SetLegalHoldSchema, type LegalHold } from '@aml/shared';
import { Alert, AlertTitle, DialogContentText } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormDateField } from '../../../components/form-date-field';
import type { MoreAction } from '../../../components/more-actions';
import { ReasonField } from '../../../components/reason-field';
import { DialogForm, FormDialog } from '../../../components/record-form';
import { useAction } from '../../../components/use-action';
import { useDayFormat } from '../../../lib/dates';
import { resolverFor } from '../../../lib/forms';
import { currentTeamOf, useCurrentUser } from '../../../lib/session';
import { legalHoldQuery, liftLegalHold, setLegalHold } from '../api/legal-hold-api';
import { partyKeys } from '../api/parties-api';

/**
 * A party's legal hold (art. 49 ust. 2: GIIF may extend retention by up to five years), for its
 * page: a notice while one runs, and for the team's admins the actions that set, change and lift
 * it (under More actions) with their dialogs. The server is the protection; the role only hides
 * the actions.
 */
export function useLegalHold(
  code: string,
  notify: (text: string) => void,
): { banner: ReactNode; more: MoreAction[] } {
  const { t } = useTranslation('parties');
  const formatDay = useDayFormat();
  const user = useCurrentUser();
  const canManage = hasPermission(currentTeamOf(user.data)?.role, 'team.manage');
  const hold = useQuery(legalHoldQuery(code));
  const [editing, setEditing] = useState(false);
  const [lifting, setLifting] = useState(false);
  const lift = useAction(() => liftLegalHold(code), {
    refresh: [partyKeys.all],
    onDone: () => {
      setLifting(false);
      notify(t('legal_hold.lifted'));
    },
  });

  const data = hold.data;
  const held = data?.in_force === true && data.until !== null;
  const more: MoreAction[] =
    canManage && data
      ? [
          {
            label: held ? t('legal_hold.change') : t('legal_hold.set'),
            onSelect: () => setEditing(true),
          },
          ...(held
            ? [{ label: t('legal_hold.lift'), onSelect: () => setLifting(true), destructive: true }]
            : []),
        ]
      : [];

  const banner = (
    <>
      {held && (
        <Alert severity="warning" variant="outlined" sx={{ mb: 2 }}>
          <AlertTitle>{t('legal_hold.title')}</AlertTitle>
          {t('legal_hold.notice', { date: formatDay(data.until!) })}
          {data.reason && <div>{t('legal_hold.reason_shown', { reason: data.reason })}</div>}
        </Alert>
      )}
      {data && (
        <FormDialog
          open={editing}
          onClose={() => setEditing(false)}
          title={held ? t('legal_hold.change_title') : t('legal_hold.set_title')}
        >
          <LegalHoldForm
            code={code}
            hold={data}
            onClose={() => setEditing(false)}
            onDone={() => {
              setEditing(false);
              notify(t('legal_hold.saved'));
            }}
          />
        </FormDialog>
      )}
      {held && (
        <ConfirmDialog
          open={lifting}
          title={t('legal_hold.lift_title')}
          message={t('legal_hold.lift_question', { date: formatDay(data.until!) })}
          confirmLabel={t('legal_hold.lift')}
          destructive
          busy={lift.busy}
          onConfirm={() => lift.run()}
          onCancel={() => setLifting(false)}
        />
      )}
    </>
  );
  return { banner, more };
}

type HoldValues = { until: string; reason: string };

const checkHold = resolverFor<HoldValues>(SetLegalHoldSchema, (values) => values);

/** The schema's answer, but a date left empty is asked for, not called invalid. */
const holdResolver: Resolver<HoldValues> = async (values, context, options) => {
  const result = await checkHold(values, context, options);
  const errors = result.errors as FieldErrors<HoldValues>;
  if (values.until === '' && errors.until) errors.until = { type: 'required', message: 'required' };
  return result;
};

function LegalHoldForm({
  code,
  hold,
  onClose,
  onDone,
}: {
  code: string;
  hold: LegalHold;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation('parties');
  const formatDay = useDayFormat();
  const form = useForm<HoldValues>({
    resolver: holdResolver,
    defaultValues: { until: hold.until ?? '', reason: hold.reason ?? '' },
    mode: 'onTouched',
  });
  const save = useAction((values: HoldValues) => setLegalHold(code, values), {
    refresh: [partyKeys.all],
    fields: form,
    onDone,
  });
  return (
    <DialogForm
      onSubmit={form.handleSubmit((values) =>
        save.run({ ...values, reason: values.reason.trim() }),
      )}
      onCancel={onClose}
      busy={save.busy}
      failure={save.failure}
      submitLabel={t('legal_hold.submit')}
    >
      <DialogContentText>
        {t('legal_hold.explanation', { purge: formatDay(hold.purge_from) })}
      </DialogContentText>
      <FormDateField
        control={form.control}
        name="until"
        label={t('legal_hold.until')}
        required
        expect="future"
        helperText={t('legal_hold.until_hint', { date: formatDay(hold.max_until) })}
      />
      <ReasonField
        control={form.control}
        name="reason"
        label={t('legal_hold.reason')}
        hint={t('legal_hold.reason_hint')}
        requiredText={t('legal_hold.reason_required')}
      />
    </DialogForm>
  );
}
