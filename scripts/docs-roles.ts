// `npm run docs:roles`: rewrites the role table in docs/roles.md from the permission map.
import { readFileSync, writeFileSync } from 'node:fs';
import { renderRoleTable } from '../packages/shared/src/permissions-table.js';

const file = new URL('../docs/roles.md', import.meta.url);
const doc = readFileSync(file, 'utf8');
const start = '<!-- role-table:start -->';
const end = '<!-- role-table:end -->';
const before = doc.slice(0, doc.indexOf(start) + start.length);
const after = doc.slice(doc.indexOf(end));
writeFileSync(file, `${before}\n${renderRoleTable()}\n${after}`);
