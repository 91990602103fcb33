/** GET /int/user as it answers a member of one organisation team with `role`. */
export const userWithRole = (role: string, counts: { newAlertsAmount?: number } = {}) => ({
  code: 'user00000001',
  email: 'anna@kantor.pl',
  first_name: 'Anna',
  last_name: 'Nowak',
  language: 'en',
  email_verified: true,
  roles: ['user'],
  teams: [
    { code: 'team00000001', name: 'Kantor', type: 'organization', role, admin: role === 'admin' },
  ],
  currentTeamCodeContext: 'team00000001',
  newAlertsAmount: counts.newAlertsAmount ?? 0,
  newTasksAmount: 0,
});
