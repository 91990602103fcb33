import { Box, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled part of a rule set's pages. */
export function Section({
  title,
  description,
  aside,
  children,
}: {
  title: string;
  description?: string;
  /** Beside the title: a count, a state. */
  aside?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={0.5} sx={{ mb: 2 }}>
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'baseline' }}
        >
          <Typography variant="h2">{title}</Typography>
          {aside && <Box sx={{ color: 'text.secondary' }}>{aside}</Box>}
        </Stack>
        {description && <Typography color="text.secondary">{description}</Typography>}
      </Stack>
      {children}
    </Paper>
  );
}
