import { Card, CardContent, Grid, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { currentTeamOf, useCurrentUser } from '../../../lib/session';

/**
 * /dashboard. The statistics and quarterly report of spec section 2 are drawn from parties
 * and transactions; until those modules exist the page says so instead of showing figures.
 */
export function DashboardHomePage() {
  const { t } = useTranslation('shell');
  const { data: user } = useCurrentUser();
  const team = currentTeamOf(user);
  const sections = ['statistics', 'quarterly'] as const;
  return (
    <>
      <PageHeader
        title={t('home.title')}
        description={
          team?.type === 'organization' ? t('home.team', { name: team.name }) : t('home.personal')
        }
      />
      <Grid container spacing={2}>
        {sections.map((section) => (
          <Grid key={section} size={{ xs: 12, md: 6 }}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography variant="h2" gutterBottom>
                  {t(`home.${section}_title`)}
                </Typography>
                <Typography color="text.secondary">{t(`home.${section}_pending`)}</Typography>
              </CardContent>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}
