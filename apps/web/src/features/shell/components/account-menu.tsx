import AccountCircle from '@mui/icons-material/AccountCircle';
import type { CurrentUser } from '@aml/shared';
import { useTranslation } from 'react-i18next';
import { IconMenu } from './icon-menu';
import { lazyNamed } from '../../../lib/lazy-named';

const AccountMenuList = lazyNamed(() => import('./account-menu-list'), 'AccountMenuList');

/** The account menu (settings, administration, logout), loaded when it is first opened. */
export function AccountMenu({ user, onLogout }: { user: CurrentUser; onLogout: () => void }) {
  const { t } = useTranslation('shell');
  return (
    <IconMenu
      id="account-menu"
      label={t('account')}
      icon={<AccountCircle />}
      menu={(state) => <AccountMenuList {...state} user={user} onLogout={onLogout} />}
    />
  );
}
