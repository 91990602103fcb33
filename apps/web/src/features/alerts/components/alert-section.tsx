import { Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled part of the alert's page. */
export function AlertSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
