import { Divider, Tooltip } from '@mui/material';
import type { TeamRole } from '@aml/shared';
// The permission map alone: the shell is shown before the contracts are loaded.
import { isMenuEntryEnabled } from '@aml/shared/permissions';
import { useTranslation } from 'react-i18next';
import { TEAM_MENU } from '../navigation';
import type { MenuState } from './icon-menu';
import { IconMenuPopup, MenuEntry } from './icon-menu-popup';

/** The entries of the gear menu, enabled by the rules of spec section 6. */
export function TeamMenuList({ role, ...menu }: MenuState & { role: TeamRole | null }) {
  const { t } = useTranslation('shell');
  const reasons = { none: '', team: t('needs_team'), team_admin: t('needs_team_admin') };
  return (
    <IconMenuPopup {...menu}>
      {TEAM_MENU.flatMap((group, index) => [
        ...(index > 0 ? [<Divider key={`divider-${index}`} />] : []),
        ...group.map((entry) => {
          const enabled = isMenuEntryEnabled(entry.requires, role);
          const item = (
            <MenuEntry key={entry.key} to={entry.path} disabled={!enabled}>
              {t(`menu.${entry.key}`)}
            </MenuEntry>
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
    </IconMenuPopup>
  );
}
