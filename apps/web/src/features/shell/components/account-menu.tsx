import AccountCircle from '@mui/icons-material/AccountCircle';
import { Divider, IconButton, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import type { CurrentUser } from '@aml/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * Settings, the administrators' pages (log switch, exchange rates, sanctions lists), who is
 * signed in, and logout.
 */
export function AccountMenu({ user, onLogout }: { user: CurrentUser; onLogout: () => void }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const go = (path: string) => {
    setAnchor(null);
    navigate(path);
  };
  return (
    <>
      <Tooltip title={t('account')}>
        <IconButton
          color="inherit"
          aria-label={t('account')}
          aria-haspopup="menu"
          aria-controls={anchor ? 'account-menu' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <AccountCircle />
        </IconButton>
      </Tooltip>
      <Menu
        id="account-menu"
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={() => setAnchor(null)}
      >
        <MenuItem onClick={() => go('/dashboard/settings?tab=user-data')}>
          {t('menu.settings')}
        </MenuItem>
        {user.roles.includes('admin') && (
          <MenuItem onClick={() => go('/dashboard/admin/logswitch')}>
            {t('menu.log_switch')}
          </MenuItem>
        )}
        {user.roles.includes('admin') && (
          <MenuItem onClick={() => go('/dashboard/admin/exchange-rates')}>
            {t('menu.exchange_rates')}
          </MenuItem>
        )}
        {user.roles.includes('admin') && (
          <MenuItem onClick={() => go('/dashboard/admin/sanctions-lists')}>
            {t('menu.sanctions_lists')}
          </MenuItem>
        )}
        <Divider />
        <MenuItem disabled sx={{ '&.Mui-disabled': { opacity: 1 } }}>
          <ListItemText primary={t('signed_in_as')} secondary={user.email} />
        </MenuItem>
        <Divider />
        <MenuItem
          onClick={() => {
            setAnchor(null);
            onLogout();
          }}
        >
          {t('menu.logout')}
        </MenuItem>
      </Menu>
    </>
  );
}
