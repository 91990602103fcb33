import {
  Alert,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Section } from '../../../components/section';
import { useAction } from '../../../components/use-action';
import { errorText } from '../../../lib/api-client';
import { notificationKeys, readersQuery, setReaders } from '../api/giif-notifications-api';

/**
 * The administrator's choice of the members who see the team's notifications (art. 54): every
 * member but the administrators, who always see them, with a box each. Taking someone's access
 * away is asked first.
 */
export function ReadersCard({ onSaved }: { onSaved: (text: string) => void }) {
  const { t } = useTranslation(['giif-notifications', 'teams']);
  const readers = useQuery(readersQuery());
  const [chosen, setChosen] = useState<Set<string> | null>(null);
  const [asking, setAsking] = useState(false);
  const save = useAction((codes: string[]) => setReaders(codes), {
    refresh: [notificationKeys.readers],
    onDone: () => {
      setChosen(null);
      setAsking(false);
      onSaved(t('readers.saved'));
    },
    onFailed: () => setAsking(false),
  });

  const members = readers.data?.items ?? [];
  const named = new Set(members.filter((m) => m.named).map((m) => m.code));
  const current = chosen ?? named;
  const removed = [...named].filter((code) => !current.has(code));
  const changed = removed.length > 0 || [...current].some((code) => !named.has(code));
  const others = members.filter((m) => m.role !== 'admin');
  const toggle = (code: string) => {
    const next = new Set(current);
    if (next.has(code)) next.delete(code);
    else next.add(code);
    setChosen(next);
  };
  const submit = () => (removed.length > 0 ? setAsking(true) : save.run([...current]));

  return (
    <Section title={t('readers.title')} description={t('readers.description')}>
      {readers.isPending && <Skeleton variant="rounded" height={120} aria-busy="true" />}
      {readers.isError && <Alert severity="error">{errorText(readers.error)}</Alert>}
      {save.failure && (
        <Alert severity="error" onClose={save.dismiss} sx={{ mb: 2 }}>
          {save.failure}
        </Alert>
      )}
      {readers.data && (
        <Stack spacing={2}>
          {others.length === 0 ? (
            <Typography color="text.secondary">{t('readers.no_members')}</Typography>
          ) : (
            <FormGroup aria-label={t('readers.title')}>
              {others.map((member) => (
                <FormControlLabel
                  key={member.code}
                  control={
                    <Checkbox
                      checked={current.has(member.code)}
                      onChange={() => toggle(member.code)}
                    />
                  }
                  label={
                    <span style={{ overflowWrap: 'anywhere' }}>
                      {t('readers.member', {
                        email: member.email,
                        role: t(`teams:roles.${member.role}`),
                      })}
                    </span>
                  }
                />
              ))}
            </FormGroup>
          )}
          <Typography variant="body2" color="text.secondary">
            {t('readers.admins', {
              emails: members
                .filter((m) => m.role === 'admin')
                .map((m) => m.email)
                .join(', '),
            })}
          </Typography>
          {others.length > 0 && (
            <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
              <Button variant="contained" disabled={!changed || save.busy} onClick={submit}>
                {t('readers.save')}
              </Button>
              {changed && <Button onClick={() => setChosen(null)}>{t('common:cancel')}</Button>}
            </Stack>
          )}
        </Stack>
      )}
      <ConfirmDialog
        open={asking}
        title={t('readers.remove_title')}
        message={t('readers.remove_question', { count: removed.length })}
        confirmLabel={t('readers.remove_confirm')}
        destructive
        busy={save.busy}
        onCancel={() => setAsking(false)}
        onConfirm={() => save.run([...current])}
      />
    </Section>
  );
}
