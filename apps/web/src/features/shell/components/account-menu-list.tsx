import { Divider, ListItemText, MenuItem } from '@mui/material';
import type { CurrentUser } from '@aml/shared';
import { useTranslation } from 'react-i18next';
import type { MenuState } from './icon-menu';
import { IconMenuPopup, MenuEntry } from './icon-menu-popup';

/** The administrators' pages, by their entry's text. */
const ADMIN_PAGES = {
  log_switch: '/dashboard/admin/logswitch',
  exchange_rates: '/dashboard/admin/exchange-rates',
  sanctions_lists: '/dashboard/admin/sanctions-lists',
  giif_schemas: '/dashboard/admin/giif-schemas',
};

/**
 * Settings, the administrators' pages (log switch, exchange rates, sanctions lists, GIIF's
 * schemas), who is signed in, and logout.
 */
export function AccountMenuList({
  user,
  onLogout,
  ...menu
}: MenuState & { user: CurrentUser; onLogout: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <IconMenuPopup {...menu}>
      <MenuEntry to="/dashboard/settings?tab=user-data">{t('menu.settings')}</MenuEntry>
      {user.roles.includes('admin') &&
        Object.entries(ADMIN_PAGES).map(([key, path]) => (
          <MenuEntry key={key} to={path}>
            {t(`menu.${key}`)}
          </MenuEntry>
        ))}
      <Divider />
      <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
        <ListItemText primary={t('signed_in_as')} secondary={user.email} />
      </MenuItem>
      <Divider />
      <MenuEntry onClick={onLogout}>{t('menu.logout')}</MenuEntry>
    </IconMenuPopup>
  );
}
