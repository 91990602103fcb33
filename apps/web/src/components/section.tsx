import { Box, Grid, Paper, Stack, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

/**
 * A titled part of a page or of a form (UI-PATTERNS: create and edit, detail page): a heading,
 * a line saying what it holds, and its content; a form's fields go on the 12-column grid.
 */
export function Section({
  title,
  description,
  aside,
  grid = false,
  children,
}: {
  title: string;
  description?: string;
  /** Beside the title: a count, a state. */
  aside?: ReactNode;
  /** The content is a form's fields, laid out on the 12-column grid. */
  grid?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={id}
      sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}
    >
      <Stack spacing={0.5} sx={{ mb: 2 }}>
        <Stack
          direction="row"
          spacing={1.5}
          useFlexGap
          sx={{ flexWrap: 'wrap', alignItems: 'baseline' }}
        >
          <Typography id={id} variant="h2">
            {title}
          </Typography>
          {aside && <Box sx={{ color: 'text.secondary' }}>{aside}</Box>}
        </Stack>
        {description && <Typography color="text.secondary">{description}</Typography>}
      </Stack>
      {grid ? (
        <Grid container spacing={2}>
          {children}
        </Grid>
      ) : (
        children
      )}
    </Paper>
  );
}
