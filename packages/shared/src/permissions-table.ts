import { TEAM_ROLES } from './enums.js';
import { PERMISSIONS, ROLE_PERMISSIONS } from './permissions.js';

/**
 * The role table of docs/roles.md, rendered from the permission map so the document cannot
 * drift from the code (a test compares them; `npm run docs:roles` rewrites the file).
 */
export function renderRoleTable(): string {
  const header = `| permission | ${TEAM_ROLES.join(' | ')} |`;
  const rule = `| --- |${TEAM_ROLES.map(() => ' :-: |').join('')}`;
  const rows = PERMISSIONS.map(
    (permission) =>
      `| \`${permission}\` | ${TEAM_ROLES.map((role) => (ROLE_PERMISSIONS[role].includes(permission) ? 'yes' : '–')).join(' | ')} |`,
  );
  return [header, rule, ...rows].join('\n');
}
