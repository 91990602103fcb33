import { Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { PageHeading } from '../../../components/page-heading';

/** The card every sign-in page sits in. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 } }}>
      <Stack spacing={3}>
        <div>
          <PageHeading>{title}</PageHeading>
          {subtitle && (
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {subtitle}
            </Typography>
          )}
        </div>
        {children}
      </Stack>
    </Paper>
  );
}
