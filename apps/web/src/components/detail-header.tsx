import { Box, Button, Stack, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type Props = {
  title: ReactNode;
  /** Chips and short facts under the title (status, code…). */
  badges: ReactNode;
  /** The line of dates and authors under the badges. */
  meta: ReactNode;
  actions: ReactNode;
};

/**
 * The head of a record's page (UI-PATTERNS: detail pages): title, badges and dates on the
 * left, actions on the right. Many actions wrap onto more lines rather than squeezing the title.
 */
export function DetailHeader({ title, badges, meta, actions }: Props) {
  return (
    <Stack
      direction={{ xs: 'column', md: 'row' }}
      spacing={2}
      sx={{ mb: 3, alignItems: { md: 'flex-start' } }}
    >
      <Box sx={{ flex: '1 1 auto', minWidth: { xs: 0, md: 320 } }}>
        <Typography variant="h1" sx={{ overflowWrap: 'anywhere' }}>
          {title}
        </Typography>
        <Stack
          direction="row"
          spacing={1}
          useFlexGap
          sx={{ mt: 1, flexWrap: 'wrap', alignItems: 'center' }}
        >
          {badges}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {meta}
        </Typography>
      </Box>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ flexWrap: 'wrap', flex: '0 1 auto', minWidth: 0, justifyContent: { md: 'flex-end' } }}
      >
        {actions}
      </Stack>
    </Stack>
  );
}

/** An action the caller may not take stays visible, disabled, with the reason on hover. */
export function GuardedButton({
  whyNot,
  children,
  ...button
}: { whyNot: string } & React.ComponentProps<typeof Button>) {
  return (
    <Tooltip title={whyNot}>
      <span style={{ alignSelf: 'flex-start' }}>
        <Button {...button}>{children}</Button>
      </span>
    </Tooltip>
  );
}

/**
 * A record's data with its Edit button, or the edit form in its place: the detail pages edit
 * in place (UI-PATTERNS). The button stays visible, disabled with the reason, when the caller
 * may not edit.
 */
export function ViewOrEdit({
  editing,
  view,
  form,
  whyNot,
  editLabel,
  onEdit,
  variant = 'contained',
}: {
  editing: boolean;
  view: ReactNode;
  form: ReactNode;
  /** Why the caller may not edit; empty when they may. */
  whyNot: string;
  editLabel: string;
  onEdit: () => void;
  variant?: 'contained' | 'outlined';
}) {
  if (editing) return form;
  return (
    <Stack spacing={2}>
      {view}
      <GuardedButton whyNot={whyNot} variant={variant} disabled={whyNot !== ''} onClick={onEdit}>
        {editLabel}
      </GuardedButton>
    </Stack>
  );
}
