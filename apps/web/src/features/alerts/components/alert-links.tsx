import type { Alert, AlertHit, AlertLink } from '@aml/shared';
import {
  Box,
  Chip,
  Link,
  List,
  ListItem,
  ListItemText,
  Typography,
  type ChipProps,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useDateFormat } from '../../../lib/dates';

/** The pages of the linked records that have one; the others are named only. */
const PATHS: Partial<Record<AlertLink['type'], string>> = {
  party: '/dashboard/parties',
  transaction: '/dashboard/transactions',
  task: '/dashboard/tasks',
  risk_assessment: '/dashboard/risk-assessment-records',
};

/**
 * A sanctions hit has no page of its own: it is decided on the Sanctions tab of the party or
 * the transaction the alert concerns.
 */
function sanctionsTabOf(alert: Alert): string | undefined {
  if (alert.party) return `/dashboard/parties/${alert.party.code}?tab=sanctions`;
  if (alert.transaction) return `/dashboard/transactions/${alert.transaction.code}?tab=sanctions`;
  return undefined;
}

/** The alert's party and transaction first, then its other links, each record once. */
function relatedOf(alert: Alert): AlertLink[] {
  const main: AlertLink[] = [];
  if (alert.party) {
    main.push({ type: 'party', code: alert.party.code, label: alert.party.display_name });
  }
  if (alert.transaction) {
    const { code, display_name } = alert.transaction;
    main.push({ type: 'transaction', code, label: display_name });
  }
  const seen = new Set(main.map((link) => `${link.type}:${link.code}`));
  return [...main, ...alert.links.filter((link) => !seen.has(`${link.type}:${link.code}`))];
}

const HIT_COLOURS: Record<AlertHit['status'], ChipProps['color']> = {
  hit: 'warning',
  false_positive: 'default',
  confirmed: 'error',
};

/**
 * A sanctions hit's decision as it stands: deciding the hits settles the alert and closing the
 * alert decides them, so the page shows both sides of one decision.
 */
function HitDecision({ hit }: { hit: AlertHit }) {
  const { t } = useTranslation('alerts');
  const formatDate = useDateFormat();
  const { decision } = hit;
  return (
    <Box component="span" sx={{ display: 'block', mt: 0.5 }}>
      <Chip
        size="small"
        color={HIT_COLOURS[hit.status]}
        variant={hit.status === 'false_positive' ? 'outlined' : 'filled'}
        label={t(`hit_statuses.${hit.status}`)}
        sx={{ mr: 1 }}
      />
      {!hit.current && t('detail.hit_no_longer_matching')}
      {decision && hit.status !== 'hit' && (
        <Typography component="span" variant="body2" sx={{ display: 'block', mt: 0.5 }}>
          {t(`detail.hit_decided_${hit.status}`, {
            by: decision.by ?? t('detail.hit_decided_by_unknown'),
            date: formatDate(decision.at, true),
          })}
          {decision.note && (
            <Typography
              component="span"
              variant="body2"
              color="text.primary"
              sx={{ display: 'block', whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            >
              {decision.note}
            </Typography>
          )}
        </Typography>
      )}
    </Box>
  );
}

/**
 * The records the alert concerns, with links to those that have a page; a sanctions hit also
 * with its decision, when the alert's hits are given (the detail page).
 */
export function AlertLinks({ alert, hits = [] }: { alert: Alert; hits?: AlertHit[] }) {
  const { t } = useTranslation('alerts');
  const related = relatedOf(alert);
  const hitsByCode = new Map(hits.map((hit) => [hit.code, hit]));
  if (related.length === 0) {
    return <Typography color="text.secondary">{t('detail.no_related')}</Typography>;
  }
  return (
    <List disablePadding aria-label={t('detail.related')}>
      {related.map((link) => {
        const path = PATHS[link.type];
        const href =
          link.type === 'sanctions_hit' ? sanctionsTabOf(alert) : path && `${path}/${link.code}`;
        const label = link.label || link.code;
        const hit = link.type === 'sanctions_hit' ? hitsByCode.get(link.code) : undefined;
        return (
          <ListItem key={`${link.type}:${link.code}`} disableGutters divider>
            <ListItemText
              primary={
                href ? (
                  <Link component={RouterLink} to={href}>
                    {label}
                  </Link>
                ) : (
                  label
                )
              }
              secondary={
                <>
                  {t(`link_types.${link.type}`)}
                  {hit && <HitDecision hit={hit} />}
                </>
              }
              slotProps={{
                primary: { sx: { overflowWrap: 'anywhere' } },
                // The decision holds blocks (a chip, the note): not inside a paragraph.
                secondary: { component: 'div' },
              }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
