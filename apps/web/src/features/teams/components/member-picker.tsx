import type { TeamMember } from '@aml/shared';
import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Controller, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { membersQuery } from '../api/teams-api';
import { validationText } from '../../../lib/forms';
import { currentTeamOf, useCurrentUser } from '../../../lib/session';
import { param, useFilterBar } from '../../../components/list-page';

type Props = {
  /** The chosen member's user code, or '' for nobody. */
  value: string;
  onChange: (code: string) => void;
  label?: string;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
};

/** The members of the current team (empty until they arrive or outside any team). */
export function useTeamMembers(): TeamMember[] {
  const { data: user } = useCurrentUser();
  const team = currentTeamOf(user);
  const members = useQuery({ ...membersQuery(team?.code ?? ''), enabled: team !== null });
  return members.data?.items ?? [];
}

function memberOptions(items: TeamMember[], value: string, reserved: string[]) {
  // Until the members arrive, the chosen one stays selectable so the field is never blank.
  const known = reserved.includes(value) || items.some((member) => member.code === value);
  return [
    !known && (
      <MenuItem key={value} value={value}>
        {value}
      </MenuItem>
    ),
    ...items.map((member) => (
      <MenuItem key={member.code} value={member.code}>
        {[member.first_name, member.last_name].filter(Boolean).join(' ') || member.email}
        {member.first_name || member.last_name ? ` (${member.email})` : ''}
      </MenuItem>
    )),
  ];
}

/** Chooses a member of the current team (an assignee), or nobody. */
export function MemberPicker({ value, onChange, label, disabled, error, helperText }: Props) {
  const { t } = useTranslation('common');
  const items = useTeamMembers();
  return (
    <TextField
      select
      fullWidth
      label={label ?? t('member_picker.assignee')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      disabled={disabled}
      error={error}
      helperText={helperText}
    >
      <MenuItem value="">
        <em>{t('member_picker.nobody')}</em>
      </MenuItem>
      {memberOptions(items, value, [''])}
    </TextField>
  );
}

/** The assignee of a form (the user code, '' for nobody), with its error under it. */
export function AssigneeField<T extends FieldValues>({
  control,
  name,
}: {
  control: Control<T>;
  name: Path<T>;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <MemberPicker
          value={field.value}
          onChange={field.onChange}
          error={Boolean(fieldState.error)}
          helperText={validationText(fieldState.error?.message)}
        />
      )}
    />
  );
}

/**
 * A list's assignee filter (in its FilterBar): anyone (''), the caller ('me'), nobody ('none',
 * when the list offers it) or one member, as the APIs' `assignee` query parameter takes them.
 */
export function AssigneeFilter({ unassigned = false }: { unassigned?: boolean }) {
  const { t } = useTranslation('common');
  const items = useTeamMembers();
  const { params, setFilter } = useFilterBar();
  const value = param.sized(2, 64)(params.get('assignee')) ?? '';
  return (
    <TextField
      select
      size="small"
      label={t('member_picker.assignee')}
      value={value}
      onChange={(event) => setFilter('assignee', event.target.value)}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 200 }}
    >
      <MenuItem value="">{t('member_picker.anyone')}</MenuItem>
      <MenuItem value="me">{t('member_picker.mine')}</MenuItem>
      {unassigned && <MenuItem value="none">{t('member_picker.unassigned')}</MenuItem>}
      {memberOptions(items, value, unassigned ? ['', 'me', 'none'] : ['', 'me'])}
    </TextField>
  );
}
