import { UpdateRuleSetSchema, type RuleSetDetail } from '@aml/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { MenuItem, TextField } from '@mui/material';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { GuardedButton } from '../../../components/detail-page';
import { FormTextField } from '../../../components/form-text-field';
import { RecordForm } from '../../../components/record-form';
import { useAction } from '../../../components/use-action';
import { useDateFormat } from '../../../lib/dates';
import { RULE_SET_QUERIES, activateRuleSet, renameRuleSet } from '../api/rule-sets-api';
import { useRuleSetErrorText } from './use-error-text';

/** The set's versions, newest first, as options: "Version 3 (current)", "Version 2, 1 Mar…". */
export function useVersionOptions(ruleSet: RuleSetDetail) {
  const { t } = useTranslation('rule-sets');
  const formatDate = useDateFormat();
  return [...ruleSet.versions]
    .sort((a, b) => b.version - a.version)
    .map(({ version, created_at }) => ({
      version,
      label: t(version === ruleSet.version ? 'detail.version_current' : 'detail.version_option', {
        version,
        date: formatDate(created_at),
      }),
    }));
}

/** The choice of the version shown; the current one is shown without `?version=`. */
export function VersionSelect({
  ruleSet,
  onVersion,
}: {
  ruleSet: RuleSetDetail;
  onVersion: (version: number | undefined) => void;
}) {
  const { t } = useTranslation('rule-sets');
  const versions = useVersionOptions(ruleSet);
  return (
    <TextField
      select
      size="small"
      label={t('detail.version')}
      value={ruleSet.shown_version}
      onChange={(event) => {
        const version = Number(event.target.value);
        onVersion(version === ruleSet.version ? undefined : version);
      }}
      sx={{ minWidth: 240 }}
    >
      {versions.map(({ version, label }) => (
        <MenuItem key={version} value={version}>
          {label}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Makes the set the team's active one, asked first; for the team's administrators. */
export function ActivateButton({
  ruleSet,
  isAdmin,
  onNotice,
  onFailure,
}: {
  ruleSet: RuleSetDetail;
  isAdmin: boolean;
  onNotice: (text: string) => void;
  onFailure: (text: string) => void;
}) {
  const { t } = useTranslation('rule-sets');
  const errorText = useRuleSetErrorText();
  const [asking, setAsking] = useState(false);
  const activate = useAction(() => activateRuleSet(ruleSet.code), {
    refresh: RULE_SET_QUERIES,
    onDone: () => {
      setAsking(false);
      onNotice(t('activated', { name: ruleSet.name }));
    },
    onFailed: (error) => {
      setAsking(false);
      onFailure(errorText(error));
    },
  });
  return (
    <>
      <GuardedButton
        whyNot={isAdmin ? '' : t('admins_only')}
        variant="contained"
        disabled={!isAdmin}
        onClick={() => setAsking(true)}
      >
        {t('activate')}
      </GuardedButton>
      <ConfirmDialog
        open={asking}
        title={t('activate_title')}
        message={t('activate_question', { name: ruleSet.name })}
        confirmLabel={t('activate')}
        busy={activate.busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => activate.run()}
      />
    </>
  );
}

/** The set's name as a form in place of the title; Escape leaves it unchanged. */
export function RenameForm({
  ruleSet,
  onDone,
}: {
  ruleSet: RuleSetDetail;
  onDone: (renamed: boolean) => void;
}) {
  const { t } = useTranslation('rule-sets');
  const errorText = useRuleSetErrorText();
  const form = useForm({
    resolver: zodResolver(UpdateRuleSetSchema),
    defaultValues: { name: ruleSet.name },
    mode: 'onTouched',
  });
  return (
    <div
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone(false);
      }}
    >
      <RecordForm
        form={form}
        confirm={{ kind: 'none' }}
        spacing={1}
        save={({ name }) => renameRuleSet(ruleSet.code, name)}
        refresh={RULE_SET_QUERIES}
        describe={errorText}
        onSaved={() => onDone(true)}
        onCancel={() => onDone(false)}
      >
        <FormTextField
          control={form.control}
          name="name"
          label={t('detail.name')}
          size="small"
          autoFocus
        />
      </RecordForm>
    </div>
  );
}
