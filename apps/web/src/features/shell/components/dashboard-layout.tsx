import Groups from '@mui/icons-material/Groups';
import MenuIcon from '@mui/icons-material/Menu';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import {
  AppBar,
  Box,
  Button,
  IconButton,
  Link,
  Skeleton,
  Stack,
  Toolbar,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import type { CurrentUser } from '@aml/shared';
import { QueryClientContext } from '@tanstack/react-query';
import { Suspense, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { LazyAlert } from '../../../components/lazy-alert';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { MAIN_CONTENT_ID, SkipLink } from '../../../components/skip-link';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { useAction } from '../../../components/use-action';
import { CookieBanner } from '../../../components/cookie-banner';
import { LanguageToggle } from '../../../components/language-toggle';
import { ThemeToggle } from '../../../components/theme-toggle';
import { errorText, LOGIN_PATH } from '../../../lib/api-client';
import {
  currentTeamOf,
  forgetShellUser,
  readShellUser,
  shellUser,
} from '../../../lib/current-user';
import { storage } from '../../../lib/storage';
import { logout, resendVerificationEmail } from '../api/shell-api';
import {
  currentEntryKey,
  MAIN_NAVIGATION,
  SECONDARY_NAVIGATION,
  type NavEntry,
} from '../navigation';
import { AccountMenu } from './account-menu';
import { DockedDrawer } from './docked-drawer';
import { NAV_ICONS } from './nav-icons';
import { CountBadge, NavDivider, NavItem, NavList } from './nav-list';
import { TeamMenu } from './team-menu';
import { lazyNamed } from '../../../lib/lazy-named';

// Loaded when first asked for: the shell is shown without MUI's Dialog (performance.md).
const ConfirmDialog = lazyNamed(
  () => import('../../../components/confirm-dialog'),
  'ConfirmDialog',
);
// Once the user is shown: the query cache keeps the user from then on.
const UserQuerySync = lazyNamed(() => import('./user-query-sync'), 'UserQuerySync');
// Below lg only, when first opened: the shell is shown without MUI's Modal.
const OverlayDrawer = lazyNamed(() => import('./overlay-drawer'), 'OverlayDrawer');

/** The frame of every /dashboard page (spec section 2, "Dashboard shell"). */
export function DashboardLayout() {
  const location = useLocation();
  // Read without the query cache, which comes with the pages (performance.md).
  const user = useSyncExternalStore(shellUser.subscribe, shellUser.get);
  useEffect(() => {
    readShellUser();
    return forgetShellUser;
  }, []);
  // From the first answer on, the cache's user query is followed (polling, refreshes).
  const [following, setFollowing] = useState(false);
  if (!following && (user.data || user.error)) setFollowing(true);
  if (!storage.getToken()) {
    const back = encodeURIComponent(location.pathname + location.search);
    return <Navigate to={`${LOGIN_PATH}?redirect=${back}`} replace />;
  }
  return (
    <>
      <Shell user={user.data} failure={user.error ? errorText(user.error) : null} />
      {following && (
        <Suspense fallback={null}>
          <UserQuerySync />
        </Suspense>
      )}
    </>
  );
}

function Shell({ user, failure }: { user: CurrentUser | undefined; failure: string | null }) {
  const { t } = useTranslation('shell');
  const theme = useTheme();
  // Read at once: a first render as "narrow" would start a wide screen with the drawer closed.
  const wide = useMediaQuery(theme.breakpoints.up('lg'), { noSsr: true });
  const navigate = useNavigate();
  // The tests' cache; in the app the shell is drawn outside the pages' cache.
  const outerCache = useContext(QueryClientContext);
  // On wide screens the drawer stays as the user left it; below lg it opens on demand.
  const [pinned, setPinned] = useState(storage.isDrawerOpen);
  const [overlayOpen, setOverlayOpen] = useState(false);
  // Drawn from its first opening on, so that it also closes with its transition.
  const [overlayAsked, setOverlayAsked] = useState(false);
  const [confirmLogout, setConfirmLogout] = useState(false);
  // Drawn from its first opening on, so that it also closes with its transition.
  const [logoutAsked, setLogoutAsked] = useState(false);
  const team = currentTeamOf(user);
  const cartCount = storage.getCartCount();
  const teamLabel = team
    ? team.type === 'individual'
      ? t('personal_profile')
      : team.name || team.code
    : '…';
  const open = wide ? pinned : overlayOpen;

  const toggleDrawer = () => {
    if (wide) {
      storage.setDrawerOpen(!pinned);
      setPinned(!pinned);
    } else {
      setOverlayAsked(true);
      setOverlayOpen(!overlayOpen);
    }
  };

  // Signed out here whatever the server answers: the token is forgotten either way.
  const signOut = useAction(() => logout().catch(() => undefined), {
    onDone: async () => {
      storage.removeToken();
      storage.setCartCount(0);
      // Loaded with the first page by then: nothing of this session stays in it.
      (outerCache ?? (await import('../../../lib/query-client')).queryClient).clear();
      navigate(LOGIN_PATH, { replace: true });
    },
  });

  const currentKey = currentEntryKey(location.pathname);
  const navList = (entries: NavEntry[]) => (
    <NavList>
      {entries.map((entry) => {
        const count = entry.badge ? (user?.[entry.badge] ?? 0) : 0;
        const Icon = NAV_ICONS[entry.key];
        return (
          <NavItem
            key={entry.key}
            to={entry.path}
            current={entry.key === currentKey}
            icon={Icon && <Icon />}
            label={t(`nav.${entry.key}`)}
            onClick={() => setOverlayOpen(false)}
            after={
              count > 0 && (
                <>
                  <Box component="span" sx={{ mr: 1 }}>
                    <CountBadge count={count} />
                  </Box>
                  <VisuallyHidden>{t('new_items', { count })}</VisuallyHidden>
                </>
              )
            }
          />
        );
      })}
    </NavList>
  );

  const navigation = (
    <>
      <Toolbar />
      <nav aria-label={t('main_navigation')}>{navList(MAIN_NAVIGATION)}</nav>
      <NavDivider />
      <nav aria-label={t('secondary_navigation')}>{navList(SECONDARY_NAVIGATION)}</nav>
    </>
  );

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <SkipLink />
      <AppBar
        position="fixed"
        color="inherit"
        sx={{ borderBottom: 1, borderColor: 'divider', zIndex: (th) => th.zIndex.drawer + 1 }}
      >
        <Toolbar sx={{ gap: { xs: 0, sm: 0.5 }, px: { xs: 1, sm: 2 } }}>
          <IconButton
            edge="start"
            color="inherit"
            aria-label={open ? t('close_menu') : t('open_menu')}
            aria-expanded={open}
            onClick={toggleDrawer}
          >
            <MenuIcon />
          </IconButton>
          <Link
            component={RouterLink}
            to="/dashboard"
            underline="none"
            color="inherit"
            aria-label={t('common:app_name')}
            sx={{ mr: 'auto', display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
          >
            <Box component="img" src="/favicon.svg" alt="" sx={{ width: 28, height: 28 }} />
            {/* On phones the mark alone leaves room for the controls. */}
            <Typography
              component="span"
              variant="h3"
              noWrap
              sx={{ display: { xs: 'none', md: 'inline' } }}
            >
              {t('common:app_name')}
            </Typography>
          </Link>
          {team?.admin && cartCount > 0 && (
            <LazyTooltip title={t('menu.cart')}>
              <IconButton
                color="inherit"
                component={RouterLink}
                to="/dashboard/cart"
                aria-label={t('menu.cart')}
              >
                <CountBadge count={cartCount}>
                  <ShoppingCart />
                </CountBadge>
              </IconButton>
            </LazyTooltip>
          )}
          <LazyTooltip title={t('change_team')} describeChild>
            <Button
              color="inherit"
              component={RouterLink}
              to="/dashboard/teams"
              startIcon={<Groups />}
              sx={{
                maxWidth: { xs: 48, sm: 220 },
                minWidth: 0,
                // The whole name, cut where the button ends: its name holds every word shown.
                '& .label': {
                  display: { xs: 'none', sm: 'block' },
                  overflow: 'hidden',
                  textOverflow: 'ellipsis',
                  whiteSpace: 'nowrap',
                },
              }}
              // Named by what it shows (WCAG 2.5.3), the name read also where only the icon is.
              aria-label={t('current_team', { name: teamLabel })}
            >
              <span className="label">{teamLabel}</span>
            </Button>
          </LazyTooltip>
          <LanguageToggle />
          <ThemeToggle />
          <TeamMenu role={team?.role ?? null} />
          {user && (
            <AccountMenu
              user={user}
              onLogout={() => {
                setLogoutAsked(true);
                setConfirmLogout(true);
              }}
            />
          )}
        </Toolbar>
      </AppBar>

      {wide ? (
        <DockedDrawer open={pinned}>{navigation}</DockedDrawer>
      ) : (
        overlayAsked && (
          <Suspense fallback={null}>
            <OverlayDrawer
              open={overlayOpen}
              onClose={() => setOverlayOpen(false)}
              // Over the page it is a dialog, which needs a name (WCAG 4.1.2).
              label={t('navigation')}
            >
              {navigation}
            </OverlayDrawer>
          </Suspense>
        )
      )}

      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Toolbar />
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{ flex: 1, p: { xs: 2, sm: 3 }, '&:focus': { outline: 'none' } }}
        >
          {failure && (
            <LazyAlert severity="error" sx={{ mb: 2 }}>
              {failure}
            </LazyAlert>
          )}
          {user && !user.email_verified && <VerifyEmailBanner />}
          {user ? <Outlet /> : <ContentSkeleton />}
        </Box>
        <Footer />
      </Box>

      {logoutAsked && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={confirmLogout}
            message={t('logout_question')}
            confirmLabel={t('menu.logout')}
            busy={signOut.busy}
            onCancel={() => setConfirmLogout(false)}
            onConfirm={() => signOut.run()}
          />
        </Suspense>
      )}
      <CookieBanner />
    </Box>
  );
}

function VerifyEmailBanner() {
  const { t } = useTranslation('shell');
  const resend = useAction(resendVerificationEmail);
  return (
    <LazyAlert
      severity={resend.failure ? 'error' : 'info'}
      sx={{ mb: 2 }}
      action={
        !resend.done && (
          <Button color="inherit" size="small" onClick={() => resend.run()} disabled={resend.busy}>
            {t('resend_verification')}
          </Button>
        )
      }
    >
      {resend.done ? t('verification_sent') : (resend.failure ?? t('verify_email_banner'))}
    </LazyAlert>
  );
}

function ContentSkeleton() {
  return (
    <Stack spacing={2} aria-busy="true">
      <Skeleton variant="text" width="40%" height={48} />
      <Skeleton variant="rounded" height={120} />
      <Skeleton variant="rounded" height={240} />
    </Stack>
  );
}

function Footer() {
  const { t } = useTranslation('shell');
  const links = ['info', 'privacy-policy', 'regulations', 'contact'] as const;
  return (
    <Box component="footer" sx={{ px: 3, py: 2, borderTop: 1, borderColor: 'divider' }}>
      <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
        {links.map((link) => (
          <Link
            key={link}
            component={RouterLink}
            to={`/${link}`}
            color="text.secondary"
            variant="body2"
          >
            {t(`footer.${link}`)}
          </Link>
        ))}
      </Stack>
    </Box>
  );
}
