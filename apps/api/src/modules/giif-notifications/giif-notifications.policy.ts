import { hasPermission, type GiifNotificationAccess, type TeamRole } from '@aml/shared';

/**
 * Who sees a team's notifications to GIIF (art. 54, the tipping-off ban): its administrators,
 * and the members an administrator named (giif_notification_readers). Whoever sees them may
 * also prepare and send them; only administrators name the readers.
 */
export function notificationAccessOf(
  role: TeamRole | null,
  named: boolean,
): GiifNotificationAccess {
  const admin = hasPermission(role, 'team.manage');
  const canRead = admin || (role !== null && named);
  return { can_read: canRead, can_manage: canRead, can_manage_readers: admin };
}
