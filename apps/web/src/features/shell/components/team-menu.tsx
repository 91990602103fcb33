import Settings from '@mui/icons-material/Settings';
import { Divider, IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { isMenuEntryEnabled, type TeamRole } from '@aml/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TEAM_MENU } from '../navigation';

/** The gear menu: team settings, enabled by the rules of spec section 6. */
export function TeamMenu({ role }: { role: TeamRole | null }) {
  const { t } = useTranslation('shell');
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const reasons = { none: '', team: t('needs_team'), team_admin: t('needs_team_admin') };
  return (
    <>
      <Tooltip title={t('team_settings')}>
        <IconButton
          color="inherit"
          aria-label={t('team_settings')}
          aria-haspopup="menu"
          aria-controls={anchor ? 'team-menu' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Settings />
        </IconButton>
      </Tooltip>
      <Menu id="team-menu" anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {TEAM_MENU.flatMap((group, index) => [
          ...(index > 0 ? [<Divider key={`divider-${index}`} />] : []),
          ...group.map((entry) => {
            const enabled = isMenuEntryEnabled(entry.requires, role);
            const item = (
              <MenuItem
                key={entry.key}
                disabled={!enabled}
                onClick={() => {
                  setAnchor(null);
                  navigate(entry.path);
                }}
              >
                {t(`menu.${entry.key}`)}
              </MenuItem>
            );
            // A disabled entry says why, in a tooltip on a wrapper that can still be hovered.
            return enabled ? (
              item
            ) : (
              <Tooltip key={entry.key} title={reasons[entry.requires]} placement="left">
                <span>{item}</span>
              </Tooltip>
            );
          }),
        ])}
      </Menu>
    </>
  );
}
