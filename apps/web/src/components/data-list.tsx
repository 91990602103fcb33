import { Box, Grid, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** One labelled value, `md` columns wide of 12 on wide screens. */
export type DataRow = [label: string, value: ReactNode, md: number];

/** A record's data, read-only: labels over values on the 12-column grid. */
export function DataList({ rows }: { rows: DataRow[] }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
        {rows.map(([label, value, md]) => (
          <Grid key={label} size={{ xs: 12, md }}>
            <Box>
              <Typography component="dt" variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography
                component="dd"
                sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
              >
                {value}
              </Typography>
            </Box>
          </Grid>
        ))}
      </Grid>
    </Paper>
  );
}
