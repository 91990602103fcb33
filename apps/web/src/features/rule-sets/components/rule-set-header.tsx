import { UpdateRuleSetSchema, type RuleSetDetail } from '@aml/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import Edit from '@mui/icons-material/Edit';
import {
  Box,
  Button,
  IconButton,
  MenuItem,
  Stack,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormTextField } from '../../../components/form-text-field';
import { useDateFormat } from '../../../lib/dates';
import { applyFieldErrors } from '../../../lib/forms';
import { activateRuleSet, renameRuleSet, useRefreshRuleSets } from '../api/rule-sets-api';
import { ActiveChip } from './rule-set-chips';
import { useRuleSetErrorText } from './use-error-text';

type Props = {
  ruleSet: RuleSetDetail;
  /** The user may change the set (a team admin looking at the current version). */
  canEdit: boolean;
  isAdmin: boolean;
  onVersion: (version: number | undefined) => void;
  onNotice: (text: string) => void;
  onFailure: (text: string) => void;
};

/** Name (renamed in place), active state, and the choice of version. */
export function RuleSetHeader({
  ruleSet,
  canEdit,
  isAdmin,
  onVersion,
  onNotice,
  onFailure,
}: Props) {
  const { t } = useTranslation('rule-sets');
  const formatDate = useDateFormat();
  const refresh = useRefreshRuleSets();
  const errorText = useRuleSetErrorText();
  const [renaming, setRenaming] = useState(false);
  const [activating, setActivating] = useState(false);
  const activate = useMutation({
    mutationFn: () => activateRuleSet(ruleSet.code),
    onSuccess: async () => {
      setActivating(false);
      onNotice(t('activated', { name: ruleSet.name }));
      await refresh();
    },
    onError: (error) => {
      setActivating(false);
      onFailure(errorText(error));
    },
  });

  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ mb: 3, alignItems: { md: 'flex-start' } }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {renaming ? (
          <RenameForm
            ruleSet={ruleSet}
            onDone={(renamed) => {
              setRenaming(false);
              if (renamed) onNotice(t('common:data_updated'));
            }}
          />
        ) : (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
              {ruleSet.name}
            </Typography>
            {canEdit && (
              <Tooltip title={t('detail.rename')}>
                <IconButton aria-label={t('detail.rename')} onClick={() => setRenaming(true)}>
                  <Edit />
                </IconButton>
              </Tooltip>
            )}
          </Stack>
        )}
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}
        >
          {ruleSet.active && <ActiveChip />}
          <Typography variant="body2" color="text.secondary">
            {t('detail.summary', {
              version: ruleSet.version,
              enabled: ruleSet.enabled_rules,
              total: ruleSet.rule_count,
              updated: formatDate(ruleSet.updated_at, true),
            })}
          </Typography>
        </Stack>
      </Box>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
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
          {[...ruleSet.versions]
            .sort((a, b) => b.version - a.version)
            .map((version) => (
              <MenuItem key={version.version} value={version.version}>
                {t(
                  version.version === ruleSet.version
                    ? 'detail.version_current'
                    : 'detail.version_option',
                  {
                    version: version.version,
                    date: formatDate(version.created_at),
                  },
                )}
              </MenuItem>
            ))}
        </TextField>
        {!ruleSet.active && (
          <Tooltip title={isAdmin ? '' : t('admins_only')}>
            <span>
              <Button variant="contained" disabled={!isAdmin} onClick={() => setActivating(true)}>
                {t('activate')}
              </Button>
            </span>
          </Tooltip>
        )}
      </Stack>
      <ConfirmDialog
        open={activating}
        title={t('activate_title')}
        message={t('activate_question', { name: ruleSet.name })}
        confirmLabel={t('activate')}
        busy={activate.isPending}
        onCancel={() => setActivating(false)}
        onConfirm={() => activate.mutate()}
      />
    </Stack>
  );
}

function RenameForm({
  ruleSet,
  onDone,
}: {
  ruleSet: RuleSetDetail;
  onDone: (renamed: boolean) => void;
}) {
  const { t } = useTranslation('rule-sets');
  const refresh = useRefreshRuleSets();
  const errorText = useRuleSetErrorText();
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, formState, setError, getValues } = useForm({
    resolver: zodResolver(UpdateRuleSetSchema),
    defaultValues: { name: ruleSet.name },
    mode: 'onTouched',
  });
  const onSubmit = handleSubmit(async ({ name }) => {
    setFailure(null);
    try {
      await renameRuleSet(ruleSet.code, name);
      await refresh();
      onDone(true);
    } catch (error) {
      if (!applyFieldErrors(error, { setError, getValues })) setFailure(errorText(error));
    }
  });
  return (
    <Stack
      component="form"
      noValidate
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      onSubmit={onSubmit}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onDone(false);
      }}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <FormTextField
        control={control}
        name="name"
        label={t('detail.name')}
        size="small"
        autoFocus
        helperText={failure ?? undefined}
      />
      <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
        {t('common:save')}
      </Button>
      <Button onClick={() => onDone(false)}>{t('common:cancel')}</Button>
    </Stack>
  );
}
