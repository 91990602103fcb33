import type { Alert, AlertLink } from '@aml/shared';
import { Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

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

/** The records the alert concerns, with links to those that have a page. */
export function AlertLinks({ alert }: { alert: Alert }) {
  const { t } = useTranslation('alerts');
  const related = relatedOf(alert);
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
              secondary={t(`link_types.${link.type}`)}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </ListItem>
        );
      })}
    </List>
  );
}
