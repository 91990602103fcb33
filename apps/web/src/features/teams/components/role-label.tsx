import type { TeamRole } from '@aml/shared';
import { useTranslation } from 'react-i18next';

export function RoleLabel({ role }: { role: TeamRole }) {
  const { t } = useTranslation('teams');
  return <>{t(`roles.${role}`)}</>;
}
