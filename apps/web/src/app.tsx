import { Skeleton } from '@mui/material';
import { lazy, Suspense, type ComponentType } from 'react';
import { BrowserRouter, Navigate, useRoutes, type RouteObject } from 'react-router';
import { MODULES_NOT_BUILT } from './features/shell/modules';
import { LOGIN_PATH } from './lib/api-client';
import { PreferencesProvider } from './lib/preferences';
import { storage } from './lib/storage';
import { lazyNamed } from './lib/lazy-named';

/**
 * A component loaded on demand with the query cache around it: the login page loads neither
 * (performance.md).
 */
function withQueries<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [{ QueryScope }, Component] = await Promise.all([import('./lib/query-client'), load()]);
    return {
      default: (props: P) => (
        <QueryScope>
          <Component {...props} />
        </QueryScope>
      ),
    };
  });
}

/**
 * Loads a page on demand with the texts of error and validation codes, so the login page and
 * the shell stay small.
 */
function page<T extends Record<string, ComponentType>>(load: () => Promise<T>, name: keyof T) {
  const Component = withQueries(async () => {
    const [module] = await Promise.all([load(), import('./i18n/code-texts')]);
    return module[name] as ComponentType;
  });
  return (
    <Suspense fallback={<Skeleton variant="rounded" height={320} aria-busy="true" />}>
      <Component />
    </Suspense>
  );
}

/**
 * The shell is loaded after the login page, on the first visit to the dashboard. It reads the
 * user without the query cache, which comes with its pages (performance.md).
 */
const DashboardLayout = lazyNamed(
  () => import('./features/shell/components/dashboard-layout'),
  'DashboardLayout',
);

// The login page as well, so that the shell does not load the login form; what both show
// comes in one chunk (vite.config.ts, performance.md).
const LoginPage = lazyNamed(() => import('./features/auth/routes/login-page'), 'LoginPage');

// Pages the login page does not lead to at once.
const NotFoundPage = lazyNamed(() => import('./components/not-found-page'), 'NotFoundPage');
const PageNotAvailable = lazyNamed(
  () => import('./components/page-not-available'),
  'PageNotAvailable',
);

const ModuleNotBuiltPage = withQueries(
  async () => (await import('./features/shell/routes/module-not-built-page')).ModuleNotBuiltPage,
);

const dashboardRoutes: RouteObject[] = [
  {
    index: true,
    element: page(() => import('./features/shell/routes/dashboard-home-page'), 'DashboardHomePage'),
  },
  { path: 'teams', element: page(() => import('./features/teams/routes/teams-page'), 'TeamsPage') },
  {
    path: 'teams/create',
    element: page(() => import('./features/teams/routes/team-create-page'), 'TeamCreatePage'),
  },
  {
    path: 'teams/:code',
    element: page(() => import('./features/teams/routes/team-detail-page'), 'TeamDetailPage'),
  },
  {
    path: 'settings',
    element: page(() => import('./features/settings/routes/settings-page'), 'SettingsPage'),
  },
  {
    path: 'storage',
    element: page(() => import('./features/storage/routes/storage-page'), 'StoragePage'),
  },
  {
    path: 'company-data',
    element: page(() => import('./features/company/routes/company-data-page'), 'CompanyDataPage'),
  },
  {
    path: 'parties',
    element: page(() => import('./features/parties/routes/parties-page'), 'PartiesPage'),
  },
  {
    path: 'parties/create',
    element: page(() => import('./features/parties/routes/party-create-page'), 'PartyCreatePage'),
  },
  {
    path: 'parties/csv',
    element: page(() => import('./features/parties/routes/parties-csv-page'), 'PartiesCsvPage'),
  },
  {
    path: 'parties/:code',
    element: page(() => import('./features/parties/routes/party-detail-page'), 'PartyDetailPage'),
  },
  {
    path: 'transactions',
    element: page(
      () => import('./features/transactions/routes/transactions-page'),
      'TransactionsPage',
    ),
  },
  {
    path: 'transactions/create',
    element: page(
      () => import('./features/transactions/routes/transaction-create-page'),
      'TransactionCreatePage',
    ),
  },
  {
    path: 'transactions/:code',
    element: page(
      () => import('./features/transactions/routes/transaction-detail-page'),
      'TransactionDetailPage',
    ),
  },
  {
    path: 'history-event-list',
    element: page(
      () => import('./features/history-events/routes/history-events-page'),
      'HistoryEventsPage',
    ),
  },
  {
    path: 'history-event-list/create',
    element: page(
      () => import('./features/history-events/routes/history-event-create-page'),
      'HistoryEventCreatePage',
    ),
  },
  {
    path: 'history-event-list/:code',
    element: page(
      () => import('./features/history-events/routes/history-event-detail-page'),
      'HistoryEventDetailPage',
    ),
  },
  { path: 'tasks', element: page(() => import('./features/tasks/routes/tasks-page'), 'TasksPage') },
  {
    path: 'tasks/create',
    element: page(() => import('./features/tasks/routes/task-create-page'), 'TaskCreatePage'),
  },
  {
    path: 'tasks/:code',
    element: page(() => import('./features/tasks/routes/task-detail-page'), 'TaskDetailPage'),
  },
  {
    path: 'rule-sets',
    element: page(() => import('./features/rule-sets/routes/rule-sets-page'), 'RuleSetsPage'),
  },
  {
    path: 'rule-sets/create',
    element: page(
      () => import('./features/rule-sets/routes/rule-set-create-page'),
      'RuleSetCreatePage',
    ),
  },
  // A "rule set by code" path of the spec: the list is where a set is found.
  { path: 'rule-sets/code', element: <Navigate to="/dashboard/rule-sets" replace /> },
  {
    path: 'rule-sets/:ruleSetCode',
    element: page(
      () => import('./features/rule-sets/routes/rule-set-detail-page'),
      'RuleSetDetailPage',
    ),
  },
  {
    path: 'rule-sets/:ruleSetCode/rules/:code',
    element: page(() => import('./features/rule-sets/routes/rule-page'), 'RulePage'),
  },
  {
    path: 'rule-sets/:ruleSetCode/rules/:code/edit',
    element: page(() => import('./features/rule-sets/routes/rule-edit-page'), 'RuleEditPage'),
  },
  ...['create', ':profileCode'].map((profile) => ({
    path: `rule-sets/:ruleSetCode/rules/profile/${profile}`,
    element: page(() => import('./features/rule-sets/routes/profile-page'), 'ProfilePage'),
  })),
  {
    path: 'alerts',
    element: page(() => import('./features/alerts/routes/alerts-page'), 'AlertsPage'),
  },
  {
    path: 'alerts/:code',
    element: page(() => import('./features/alerts/routes/alert-detail-page'), 'AlertDetailPage'),
  },
  {
    path: 'customer-due-diligence',
    element: page(() => import('./features/cdd/routes/cdd-list-page'), 'CddListPage'),
  },
  {
    path: 'customer-due-diligence/:code',
    element: page(() => import('./features/cdd/routes/cdd-detail-page'), 'CddDetailPage'),
  },
  {
    path: 'risk-assessment-records',
    element: page(
      () => import('./features/risk/routes/risk-assessment-records-page'),
      'RiskAssessmentRecordsPage',
    ),
  },
  {
    path: 'risk-assessment-records/:code',
    element: page(
      () => import('./features/risk/routes/risk-assessment-record-page'),
      'RiskAssessmentRecordPage',
    ),
  },
  {
    path: 'giif-transaction',
    element: page(() => import('./features/giif/routes/giif-overview-page'), 'GiifOverviewPage'),
  },
  {
    path: 'giif/transaction/:type',
    element: page(() => import('./features/giif/routes/giif-queue-page'), 'GiifQueuePage'),
  },
  {
    path: 'giif-upload',
    element: page(() => import('./features/giif/routes/giif-files-page'), 'GiifFilesPage'),
  },
  {
    path: 'giif-upload/:code',
    element: page(() => import('./features/giif/routes/giif-file-page'), 'GiifFilePage'),
  },
  {
    path: 'giif-notifications',
    element: page(
      () => import('./features/giif-notifications/routes/giif-notifications-page'),
      'GiifNotificationsPage',
    ),
  },
  {
    path: 'giif-notifications/new',
    element: page(
      () => import('./features/giif-notifications/routes/giif-notification-create-page'),
      'GiifNotificationCreatePage',
    ),
  },
  {
    path: 'giif-notifications/:code',
    element: page(
      () => import('./features/giif-notifications/routes/giif-notification-page'),
      'GiifNotificationPage',
    ),
  },
  {
    path: 'admin/logswitch',
    element: page(() => import('./features/admin/routes/log-switch-page'), 'LogSwitchPage'),
  },
  {
    path: 'admin/exchange-rates',
    element: page(() => import('./features/admin/routes/exchange-rates-page'), 'ExchangeRatesPage'),
  },
  {
    path: 'admin/giif-schemas',
    element: page(() => import('./features/giif/routes/giif-schemas-page'), 'GiifSchemasPage'),
  },
  {
    path: 'admin/sanctions-lists',
    element: page(
      () => import('./features/sanctions/routes/sanctions-lists-page'),
      'SanctionsListsPage',
    ),
  },
  {
    path: 'reports',
    element: page(() => import('./features/team-reports/routes/reports-page'), 'ReportsPage'),
  },
  {
    path: 'tools',
    element: page(() => import('./features/sanctions/routes/tools-page'), 'ToolsPage'),
  },
  {
    path: 'tools/registries-reports/:code',
    element: page(
      () => import('./features/registries/routes/registries-report-page'),
      'RegistriesReportPage',
    ),
  },
  ...MODULES_NOT_BUILT.flatMap(({ module, paths }) =>
    paths.map((path) => ({
      path,
      element: (
        <Suspense fallback={<Skeleton variant="rounded" height={160} />}>
          <ModuleNotBuiltPage module={module} />
        </Suspense>
      ),
    })),
  ),
];

const invitation = page(() => import('./features/teams/routes/invitation-page'), 'InvitationPage');

/** The start page: the dashboard for a signed-in user, the login page for anyone else. */
function StartPage() {
  return <Navigate to={storage.getToken() ? '/dashboard' : LOGIN_PATH} replace />;
}

// Declarative routing (useRoutes) rather than a data router: the app loads its data with
// TanStack Query, and the data router would add about 16 KB gzipped to the login page.
const routes: RouteObject[] = [
  { path: '/', element: <StartPage /> },
  {
    path: '/user/login',
    element: (
      <Suspense fallback={null}>
        <LoginPage />
      </Suspense>
    ),
  },
  {
    path: '/user/register',
    element: page(() => import('./features/auth/routes/register-page'), 'RegisterPage'),
  },
  {
    path: '/user/reset-password',
    element: page(
      () => import('./features/auth/routes/reset-password-request-page'),
      'ResetPasswordRequestPage',
    ),
  },
  {
    path: '/user/reset-password/:code',
    element: page(() => import('./features/auth/routes/reset-password-page'), 'ResetPasswordPage'),
  },
  {
    path: '/user/email-verification/:code',
    element: page(
      () => import('./features/auth/routes/email-verification-page'),
      'EmailVerificationPage',
    ),
  },
  {
    path: '/user/account-delete/:code',
    element: page(() => import('./features/auth/routes/account-delete-page'), 'AccountDeletePage'),
  },
  { path: '/user/team/invite/:code', element: invitation },
  { path: '/team-invite/:code', element: invitation },
  ...['info', 'privacy-policy', 'regulations', 'contact'].map((name) => ({
    path: `/${name}`,
    element: (
      <Suspense fallback={<Skeleton variant="rounded" height={320} aria-busy="true" />}>
        <PageNotAvailable page={name} />
      </Suspense>
    ),
  })),
  {
    path: '/sanction-list-search',
    element: page(
      () => import('./features/sanctions/routes/public-search-page'),
      'PublicSanctionSearchPage',
    ),
  },
  {
    path: '/dashboard',
    element: (
      <Suspense fallback={<Skeleton variant="rectangular" height="100vh" aria-busy="true" />}>
        <DashboardLayout />
      </Suspense>
    ),
    children: dashboardRoutes,
  },
  {
    path: '*',
    element: (
      <Suspense fallback={<Skeleton variant="rounded" height={320} aria-busy="true" />}>
        <NotFoundPage />
      </Suspense>
    ),
  },
];

function AppRoutes() {
  return useRoutes(routes);
}

export function App() {
  return (
    <PreferencesProvider>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </PreferencesProvider>
  );
}
