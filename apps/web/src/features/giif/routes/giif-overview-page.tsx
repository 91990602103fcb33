import { GIIF_TEMPLATE_TYPES, type GiifQueue } from '@aml/shared';
import EventBusy from '@mui/icons-material/EventBusy';
import {
  Alert,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Grid,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { Section } from '../../../components/section';
import { errorText } from '../../../lib/api-client';
import { useDayFormat } from '../../../lib/dates';
import { giifQueueQuery } from '../api/giif-api';
import { QueueGrid } from '../components/queue-grid';
import { FILES_PATH, queuePath, type QueueName } from '../components/paths';
import { SchemaNotice } from '../components/schema-notice';

type Count = GiifQueue['counts'][number];

/** One template's card: how many wait, how many are overdue, the next deadline. */
function TemplateCard({ name, count }: { name: QueueName; count: Count | undefined }) {
  const { t } = useTranslation('giif');
  const formatDay = useDayFormat();
  const overdue = count?.overdue ?? 0;
  return (
    <Card variant="outlined" sx={{ width: '100%' }}>
      <CardActionArea component={RouterLink} to={queuePath(name)} sx={{ height: '100%' }}>
        <CardContent>
          <Typography variant="h3" component="h2" gutterBottom>
            {t(`templates.${name}`)}
          </Typography>
          <Typography sx={{ fontWeight: 500 }}>
            {t('overview.count', { count: count?.count ?? 0 })}
          </Typography>
          {overdue > 0 ? (
            <Stack
              direction="row"
              spacing={0.5}
              sx={{ alignItems: 'center', color: 'error.main', mt: 0.5 }}
            >
              <EventBusy fontSize="small" aria-hidden />
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t('overview.overdue', { count: overdue })}
              </Typography>
            </Stack>
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('overview.none_overdue')}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {count?.next_due_on
              ? t('overview.next_due', { date: formatDay(count.next_due_on) })
              : t('overview.no_deadline')}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/**
 * /dashboard/giif-transaction: the reports to GIIF at a glance. A card per template (and one for
 * the transactions whose kind is not chosen yet, when there are any) leads to its queue; under
 * them the whole queue, overdue first; above, which of GIIF's schemas are installed.
 */
export function GiifOverviewPage() {
  const { t } = useTranslation('giif');
  const queue = useQuery(giifQueueQuery());
  const countOf = (name: QueueName) =>
    queue.data?.counts.find((count) => (count.template_type ?? 'unassigned') === name);
  const unassigned = countOf('unassigned');
  const cards: QueueName[] = [
    ...GIIF_TEMPLATE_TYPES,
    ...(unassigned && unassigned.count > 0 ? (['unassigned'] as const) : []),
  ];

  return (
    <Stack spacing={3}>
      <PageHeader
        title={t('title')}
        description={t('description')}
        action={
          <Button component={RouterLink} to={FILES_PATH} variant="outlined">
            {t('files_link')}
          </Button>
        }
      />
      <SchemaNotice />
      {queue.isError && <Alert severity="error">{errorText(queue.error)}</Alert>}
      {queue.isPending ? (
        <Grid container spacing={2} aria-busy="true">
          {GIIF_TEMPLATE_TYPES.map((type) => (
            <Grid key={type} size={{ xs: 12, sm: 6, lg: 3 }}>
              <Skeleton variant="rounded" height={140} />
            </Grid>
          ))}
        </Grid>
      ) : (
        queue.data && (
          <Grid
            container
            spacing={2}
            component="ul"
            aria-label={t('overview.cards_label')}
            sx={{ p: 0, m: 0, listStyle: 'none' }}
          >
            {cards.map((name) => (
              <Grid
                key={name}
                component="li"
                size={{ xs: 12, sm: 6, lg: 3 }}
                sx={{ display: 'flex' }}
              >
                <TemplateCard name={name} count={countOf(name)} />
              </Grid>
            ))}
          </Grid>
        )
      )}
      <Section title={t('overview.queue_title')} description={t('overview.queue_description')}>
        <QueueGrid
          items={queue.data?.items}
          label={t('overview.queue_title')}
          empty={t('overview.empty')}
          loading={queue.isPending}
          showTemplate
        />
      </Section>
    </Stack>
  );
}
