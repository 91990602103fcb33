import Settings from '@mui/icons-material/Settings';
import type { TeamRole } from '@aml/shared';
import { useTranslation } from 'react-i18next';
import { IconMenu } from './icon-menu';
import { lazyNamed } from '../../../lib/lazy-named';

const TeamMenuList = lazyNamed(() => import('./team-menu-list'), 'TeamMenuList');

/** The gear menu: team settings, its entries loaded when it is first opened. */
export function TeamMenu({ role }: { role: TeamRole | null }) {
  const { t } = useTranslation('shell');
  return (
    <IconMenu
      id="team-menu"
      label={t('team_settings')}
      icon={<Settings />}
      menu={(state) => <TeamMenuList {...state} role={role} />}
    />
  );
}
