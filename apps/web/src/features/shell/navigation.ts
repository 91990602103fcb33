import type { MenuRequirement } from '@aml/shared';

/** Entries of the dashboard shell (spec section 2, "Dashboard shell"). */
export type NavEntry = {
  key: string;
  path: string;
  badge?: 'newAlertsAmount' | 'newTasksAmount';
  /** Where the entry is current, when its pages are not all under `path`. */
  current?: string;
};

export const MAIN_NAVIGATION: NavEntry[] = [
  { key: 'parties', path: '/dashboard/parties' },
  { key: 'transactions', path: '/dashboard/transactions' },
  { key: 'events', path: '/dashboard/history-event-list' },
  { key: 'alerts', path: '/dashboard/alerts', badge: 'newAlertsAmount' },
  { key: 'tasks', path: '/dashboard/tasks', badge: 'newTasksAmount' },
  // Not in the spec's list of the drawer either: due diligence is case work like the two above.
  { key: 'cdd', path: '/dashboard/customer-due-diligence' },
  // Not in the spec's list of the drawer: the records are found here beside the other lists.
  { key: 'risk_records', path: '/dashboard/risk-assessment-records' },
  { key: 'trainings', path: '/dashboard/trainings' },
];

export const SECONDARY_NAVIGATION: NavEntry[] = [
  // The reports to GIIF: their queue, the queues per template and the files built for GIIF.
  { key: 'giif', path: '/dashboard/giif-transaction', current: '/dashboard/giif' },
  // Suspicious activity notifications (art. 74, 86, 89, 90); the page itself tells a member who
  // may not see them that they are confidential (art. 54), and nothing more.
  { key: 'giif_notifications', path: '/dashboard/giif-notifications' },
  // Every report the team produced (registries reports, files for GIIF), kept for retention.
  { key: 'reports', path: '/dashboard/reports' },
  // The tools page opens on its first built tab, the sanctions search; the registry scan
  // (?tab=registries-skan, the spec's entry) is its second tab until it is built.
  { key: 'tools', path: '/dashboard/tools' },
  { key: 'help', path: '/dashboard/help' },
];

/**
 * The entry of the drawer a page belongs to: the one whose prefix (its `current`, or its path)
 * is the longest to begin the page's path, so that /dashboard/giif-notifications is not also
 * taken for a page of the reports under /dashboard/giif.
 */
export function currentEntryKey(pathname: string): string | undefined {
  return [...MAIN_NAVIGATION, ...SECONDARY_NAVIGATION]
    .map((entry) => ({ key: entry.key, prefix: entry.current ?? entry.path.split('?')[0]! }))
    .filter((entry) => pathname.startsWith(entry.prefix))
    .sort((a, b) => b.prefix.length - a.prefix.length)[0]?.key;
}

export type TeamMenuEntry = { key: string; path: string; requires: MenuRequirement };

/** The team settings menu in its three groups, with what each entry needs (spec section 6). */
export const TEAM_MENU: TeamMenuEntry[][] = [
  [
    { key: 'rule_sets', path: '/dashboard/rule-sets', requires: 'team' },
    { key: 'storage', path: '/dashboard/storage', requires: 'team' },
    { key: 'api_integration', path: '/dashboard/settings?tab=api', requires: 'team' },
    { key: 'notifications', path: '/dashboard/settings?tab=notifications', requires: 'team_admin' },
    { key: 'kyc_settings', path: '/dashboard/settings?tab=kyc', requires: 'team' },
    { key: 'cdd_settings', path: '/dashboard/settings?tab=cdd', requires: 'team' },
  ],
  [
    { key: 'products', path: '/dashboard/products', requires: 'team_admin' },
    { key: 'cart', path: '/dashboard/cart', requires: 'team_admin' },
    { key: 'orders', path: '/dashboard/orders', requires: 'team_admin' },
  ],
  [
    { key: 'teams', path: '/dashboard/teams', requires: 'none' },
    { key: 'company_data', path: '/dashboard/company-data', requires: 'none' },
  ],
];
