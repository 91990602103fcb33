import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PageHeading } from './page-heading';

/** Title, one line saying what the page holds, and the page's main action. */
export function PageHeader({
  title,
  description,
  action,
}: {
  title: string;
  description?: string;
  action?: ReactNode;
}) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 3, alignItems: { sm: 'flex-start' } }}
    >
      <Box sx={{ flex: 1 }}>
        <PageHeading>{title}</PageHeading>
        {description && (
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {description}
          </Typography>
        )}
      </Box>
      {action}
    </Stack>
  );
}
