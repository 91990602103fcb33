import { Grid, Paper, Typography, type GridProps } from '@mui/material';
import type { ReactNode } from 'react';

/** One labelled value, `md` columns wide of 12 on wide screens (a third when not given). */
export type DataRow = [label: string, value: ReactNode, md?: number];

/**
 * A record's data, read-only: labels over values on the 12-column grid. `hideEmpty` leaves out
 * the values the record does not have (a long record, most of whose fields are optional).
 */
export function DataList({ rows, hideEmpty = false }: { rows: DataRow[]; hideEmpty?: boolean }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <LabelledValues rows={rows.filter(([, value]) => !hideEmpty || Boolean(value))} keepLines />
    </Paper>
  );
}

/**
 * Labels over values on the 12-column grid, as a description list: each `size` wide unless
 * its row says how many columns (`md`). `keepLines` keeps the values' line breaks.
 */
export function LabelledValues({
  rows,
  size = { xs: 12, sm: 6, md: 4 },
  keepLines = false,
}: {
  rows: DataRow[];
  size?: GridProps['size'];
  keepLines?: boolean;
}) {
  return (
    <Grid container spacing={2} component="dl" sx={{ m: 0 }}>
      {rows.map(([label, value, md]) => (
        <Grid key={label} size={md ? { xs: 12, md } : size}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, overflowWrap: 'anywhere', whiteSpace: keepLines ? 'pre-line' : undefined }}
          >
            {value}
          </Typography>
        </Grid>
      ))}
    </Grid>
  );
}
