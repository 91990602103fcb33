import { Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled part of a rule set's pages. */
export function Section({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={0.5} sx={{ mb: 2 }}>
        <Typography variant="h2">{title}</Typography>
        {description && <Typography color="text.secondary">{description}</Typography>}
      </Stack>
      {children}
    </Paper>
  );
}
