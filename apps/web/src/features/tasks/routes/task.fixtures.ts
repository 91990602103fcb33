/** Tasks as GET /int/tasks answers them, for the pages' tests. */
export const code = (prefix: string, n: number) => `${prefix}${String(n).padStart(8, '0')}`;

export const task = (n: number, changes: Record<string, unknown> = {}) => ({
  code: code('task', n),
  title: `Ask for the source of funds ${n}`,
  description: 'Bank statements for the last three months.',
  status: 'new',
  priority: 'normal',
  due_date: '2026-11-30',
  overdue: false,
  assignee: { code: code('user', 1), email: 'anna@kantor.pl' },
  party: { code: code('party', n), display_name: `Anna Wiśniewska-Żółkiewska ${n}` },
  transaction: null,
  alert: null,
  comments: 0,
  allowed_statuses: ['in_progress', 'done', 'canceled'],
  editable: true,
  created_by: 'anna@kantor.pl',
  created_at: '2026-11-20T10:00:00.000Z',
  updated_at: '2026-11-20T10:00:00.000Z',
  ...changes,
});

/** The signed-in user (GET /int/user), in the team `team0001`. */
export const user = {
  code: code('user', 1),
  email: 'anna@kantor.pl',
  first_name: 'Anna',
  last_name: 'Nowak',
  language: 'en',
  email_verified: true,
  roles: ['user'],
  teams: [{ code: 'team0001', name: 'Kantor', type: 'organization', role: 'admin', admin: true }],
  currentTeamCodeContext: 'team0001',
  newAlertsAmount: 0,
  newTasksAmount: 2,
};

const member = (n: number, first_name: string, last_name: string, email: string) => ({
  code: code('user', n),
  email,
  first_name,
  last_name,
  role: 'admin',
  added: '2026-01-01T10:00:00.000Z',
  is_current_user: n === 1,
});

/** GET /int/teams/team0001/members */
export const members = {
  items: [
    member(1, 'Anna', 'Nowak', 'anna@kantor.pl'),
    member(2, 'Jan', 'Kowalski', 'jan@kantor.pl'),
  ],
  total: 2,
};

/** The answers every task page needs besides its own: the user and the team's members. */
export function sessionAnswer(url: string) {
  if (url === '/int/user') return user;
  if (url === '/int/teams/team0001/members') return members;
  return null;
}

/** How many times the signed-in user was fetched (again after each change of tasks). */
export const userFetches = (calls: unknown[][]) =>
  calls.filter(([url]) => String(url) === '/int/user').length;
