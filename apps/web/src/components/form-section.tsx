import { Grid, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** A titled group of a form's fields, laid out on the 12-column grid (UI-PATTERNS.md). */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h2" gutterBottom>
        {title}
      </Typography>
      <Grid container spacing={2}>
        {children}
      </Grid>
    </Paper>
  );
}
