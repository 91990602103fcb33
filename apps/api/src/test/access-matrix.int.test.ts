import { createHash } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { hasPermission, TEAM_ROLES, type TeamRole } from '@aml/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RegisteredRoute } from '../plugins/auth.js';
import { hashPassword } from '../lib/passwords.js';
import { hashSecret, newCode, newSecret } from '../lib/tokens.js';
import { insertUser, updateUser, type UserRow } from '../modules/accounts/accounts.repository.js';
import { insertSession } from '../modules/sessions/sessions.repository.js';
import { insertInvitation } from '../modules/teams/invitations.repository.js';
import { createPersonalProfile } from '../modules/teams/teams.service.js';
import { insertMember, insertTeam } from '../modules/teams/teams.repository.js';
import { insertParty } from '../modules/parties/parties.repository.js';
import { insertTransaction } from '../modules/transactions/transactions.repository.js';
import { insertHistoryEvent } from '../modules/history-events/history-events.repository.js';
import { insertComment } from '../modules/comments/comments.repository.js';
import { insertTaskOnce } from '../modules/tasks/tasks.repository.js';
import { insertAlertOnce } from '../modules/alerts/alerts.repository.js';
import { screenAndAssessParty } from '../modules/parties/parties.service.js';
import { findActiveVersion } from '../modules/rule-sets/rule-sets.repository.js';
import { listResults } from '../modules/risk/risk.repository.js';
import { insertBacktest } from '../modules/backtests/backtests.repository.js';
import { importListFiles } from '../modules/sanctions/lists/list-import.service.js';
import { hitsOf } from '../modules/sanctions/screening/hits.repository.js';
import { insertAttachment } from '../modules/attachments/attachments.repository.js';
import { triggerCdd } from '../modules/cdd/index.js';
import { listMeasures, listPartyExecutions } from '../modules/cdd/cdd.repository.js';
import { insertCrbrCheck, insertReport } from '../modules/registries/registries.repository.js';
import { insertFile } from '../modules/giif/giif.repository.js';
import { insertNotification } from '../modules/giif-notifications/giif-notifications.repository.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * The access matrix: every registered /int route, called by each team role, by an anonymous
 * caller and by a member of another team, must answer as its declared permission says. New
 * modules join by declaring permissions; this file lists no routes.
 */
let t: TestApp;
let passwordHash: string;
/** A one-person UN list naming team A's party, so that its screening has a hit to decide. */
const MATRIX_LIST = `<?xml version="1.0" encoding="UTF-8"?>
<CONSOLIDATED_LIST dateGenerated="2026-11-23T00:00:00Z"><INDIVIDUALS><INDIVIDUAL><DATAID>1</DATAID>
<VERSIONNUM>1</VERSIONNUM><FIRST_NAME>JAN</FIRST_NAME><SECOND_NAME>KOWALSKI</SECOND_NAME>
<UN_LIST_TYPE>Al-Qaida</UN_LIST_TYPE><REFERENCE_NUMBER>QDi.999</REFERENCE_NUMBER>
<LISTED_ON>2026-01-01</LISTED_ON></INDIVIDUAL></INDIVIDUALS><ENTITIES/></CONSOLIDATED_LIST>`;
beforeAll(async () => {
  t = await createTestApp();
  passwordHash = await hashPassword('matrix-password');
  const path = join(mkdtempSync(join(tmpdir(), 'aml-matrix-')), 'consolidated.xml');
  writeFileSync(path, MATRIX_LIST);
  const system = { userId: null, teamId: null, requestId: null, ip: null };
  await importListFiles(t.deps.db, [path], 'cli', system, t.deps.clock.now());
});
afterAll(() => t?.close());

type Persona = { name: string; role: TeamRole | 'anonymous' | 'outsider'; token?: string };

/** Team A with one member per role, and an outsider who administers team B and works in it. */
async function buildWorld() {
  const now = t.deps.clock.now();
  const db = t.deps.db;
  async function createUser(label: string) {
    const user = await insertUser(db, {
      code: newCode(),
      email: `${label}.${newCode().toLowerCase()}@matrix.test`,
      password_hash: passwordHash,
    });
    const profile = await createPersonalProfile(db, user.id, user.email, now);
    const token = newSecret();
    await insertSession(db, {
      token_hash: hashSecret(token),
      user_id: user.id,
      created_at: now,
      expires_at: new Date(now.getTime() + 86_400_000),
      ip: '127.0.0.1',
      user_agent: null,
    });
    return { user, profile, token };
  }
  async function createTeamWith(members: Array<{ user: { id: number }; role: TeamRole }>) {
    const team = await insertTeam(db, {
      code: newCode(),
      name: 'Team',
      type: 'organization',
      created_by: members[0]!.user.id,
    });
    for (const member of members) {
      await insertMember(db, { team_id: team.id, user_id: member.user.id, role: member.role });
      await updateUser(db, member.user.id, { current_team_id: team.id }, now);
    }
    return team;
  }

  const personas: Persona[] = [{ name: 'anonymous', role: 'anonymous' }];
  const teamMembers: Array<{ user: UserRow; role: TeamRole }> = [];
  for (const role of TEAM_ROLES) {
    const { user, token } = await createUser(role);
    teamMembers.push({ user, role });
    personas.push({ name: role, role, token });
  }
  const teamA = await createTeamWith(teamMembers);
  const outsider = await createUser('outsider');
  await createTeamWith([{ user: outsider.user, role: 'admin' }]);
  personas.push({ name: 'member of another team', role: 'outsider', token: outsider.token });

  const invitationCode = newCode();
  await insertInvitation(db, {
    code: invitationCode,
    team_id: teamA.id,
    email: 'invitee@matrix.test',
    role: 'self_viewer_member',
    invited_by: teamMembers[0]!.user.id,
    created_at: now,
    expires_at: new Date(now.getTime() + 86_400_000),
  });
  // A party of team A, created by its self_viewer_member so that every role of A may see it.
  const partyCode = newCode();
  const party = await insertParty(db, {
    team_id: teamA.id,
    code: partyCode,
    type: 'individual',
    entity_type: 'individual',
    status: 'draft',
    first_name: 'Jan',
    last_name: 'Kowalski',
    created_by: teamMembers.at(-1)!.user.id,
  });
  const linked = async (entityType: 'beneficiary' | 'board_member') =>
    (
      await insertParty(db, {
        team_id: teamA.id,
        code: newCode(),
        type: 'individual',
        entity_type: entityType,
        status: 'draft',
        first_name: 'Ewa',
        last_name: 'Nowak',
        parent_party_id: party.id,
        created_by: teamMembers.at(-1)!.user.id,
      })
    ).code;
  const transaction = await insertTransaction(db, {
    team_id: teamA.id,
    code: newCode(),
    type: 'buyer',
    status: 'draft',
    amount: '100',
    currency: 'PLN',
    booked_at: now,
    booked_on: now.toISOString().slice(0, 10),
    created_by: teamMembers.at(-1)!.user.id,
  });
  const creator = teamMembers.at(-1)!.user.id;
  const event = await insertHistoryEvent(db, {
    team_id: teamA.id,
    code: newCode(),
    type: 'meeting',
    occurred_on: '2026-11-20',
    title: 'Spotkanie',
    description: 'Opis',
    created_by: creator,
  });
  // A comment is changed only by its author: every persona meets someone else's (403), so the
  // matrix checks the door, and the tests of the module check the author's own way in.
  const comment = await insertComment(db, {
    team_id: teamA.id,
    code: newCode(),
    entity_type: 'history_event',
    entity_id: event.id,
    author_id: null,
    body: 'Komentarz',
  });
  const { task } = await insertTaskOnce(db, {
    team_id: teamA.id,
    code: newCode(),
    title: 'Zadanie',
    status: 'new',
    priority: 'normal',
    created_by: creator,
  });
  // Raised by the application about the self-viewing member's party: every role of A sees it.
  const { alert } = await insertAlertOnce(db, {
    team_id: teamA.id,
    code: newCode(),
    source: 'rule_result',
    subject_key: `matrix:${newCode()}`,
    severity: 'high',
    title: 'Alert',
    explanation: 'Wyjaśnienie',
    status: 'new',
    party_id: party.id,
  });
  const assessment = (await screenAndAssessParty(t.deps, db, party.id, {
    userId: null,
    teamId: teamA.id,
    requestId: null,
    ip: null,
  }))!;
  const resultCode = (await listResults(db, [assessment]))[0]!.result.code;
  const active = (await findActiveVersion(db, teamA.id))!;
  // A back-test queued (not run: no worker runs here) on team A's active set.
  const backtest = await insertBacktest(db, {
    team_id: teamA.id,
    code: newCode(),
    rule_set_id: active.rule_set.id,
    rule_set_version_id: active.version.id,
    booked_from: '2026-01-01',
    booked_to: '2026-01-31',
    status: 'queued',
    created_at: now,
  });
  const [hit] = await hitsOf(db, { teamId: teamA.id, partyId: party.id });
  const attachment = await storedAttachment(teamA, 'party', party.id, creator);
  const cdd = await executionOf(teamA.id, party.id);
  // A registries report made by the self-viewing member, and a CRBR check of their party.
  const report = newCode();
  await insertReport(db, {
    team_id: teamA.id,
    code: report,
    identifier_kind: 'nip',
    identifier: '5252700001',
    name: 'KANTOR ZŁOTÓWKA SP. Z O.O.',
    answers: [],
    hits: [],
    screened: 0,
    screening_done: false,
    red_flags: [],
    party_id: party.id,
    created_by: creator,
    created_at: now,
  });
  // A file for GIIF loaded with its signed file and receipt, and a notification with its
  // receipt: every download of theirs has something to answer.
  const giifFile = newCode();
  await insertFile(db, {
    team_id: teamA.id,
    code: giifFile,
    template_type: 'cash',
    template_version: '2018/10/19/5993',
    mapping: 'reconstructed',
    state: 'loaded',
    transaction_count: 0,
    xml: '<InformacjaOTransakcjach/>',
    xml_sha256: 'matrix',
    issues: [],
    signed_file: Buffer.from('signed'),
    signed_file_name: 'signed.xml',
    signed_sha256: 'matrix',
    receipt: Buffer.from('UPO'),
    receipt_name: 'upo.xml',
    created_by: creator,
  });
  const notification = newCode();
  await insertNotification(db, {
    team_id: teamA.id,
    code: notification,
    kind: 'art74',
    state: 'sent',
    legal_basis: 'art. 74',
    justification: 'Sprawdzane przez macierz dostępu',
    suspicion_confirmed_at: now,
    assets: [],
    giif_receipt_at: now,
    receipt: Buffer.from('UPO'),
    receipt_name: 'upo.xml',
    created_by: creator,
  });
  await insertCrbrCheck(db, {
    team_id: teamA.id,
    party_id: party.id,
    status: 'not_found',
    request_id: 'matrix',
    owners: [],
    created_by: creator,
    checked_at: now,
  });
  // Path parameters name records of team A; the outsider must never reach them. A parameter
  // is looked up by resource first ('parties:id'), then by name.
  const params: Record<string, string> = {
    'parties:id': partyCode,
    'beneficiaries:id': await linked('beneficiary'),
    'boardmembers:id': await linked('board_member'),
    'transactions:id': transaction.code,
    'history-events:id': event.code,
    'comments:id': comment.code,
    'tasks:id': task.code,
    'alerts:id': alert.code,
    'risk-assessment-records:id': assessment.code,
    // The team's active (default) rule set, made by the assessment above.
    'rule-sets:id': active.rule_set.code,
    'backtests:id': backtest.code,
    'attachments:id': attachment,
    'customer-due-diligence-executions:id': cdd.execution,
    'customer-due-diligence-measure:id': cdd.measure,
    'registries-reports:id': report,
    'giif/files:id': giifFile,
    'giif/notifications:id': notification,
    template: 'cash',
    ruleCode: 'pep',
    listId: 'pkd_high_risk',
    // A rule result: /int/rules/{id}/missing-data and /int/result/{id}/… take its code.
    'rules:id': resultCode,
    'result:id': resultCode,
    commentId: (
      await insertComment(db, {
        team_id: teamA.id,
        code: newCode(),
        entity_type: 'task',
        entity_id: task.id,
        author_id: null,
        body: 'Komentarz do zadania',
      })
    ).code,
    id: teamA.code,
    memberId: teamMembers.at(-1)!.user.code,
    code: invitationCode,
    '*': 'index.html',
    // Not a path parameter: the screening hit the decision routes name in their body.
    hit: hit!.code,
  };
  return { personas, params, team: teamA, teamMembers };
}

/**
 * Routes that name their record in the body rather than the path (PATCH /int/parties names
 * a party by `code`): a valid body naming team A's record, so that an outsider meets 404 and
 * an allowed role gets past validation. Other routes get an empty body.
 */
const RECORD_BODIES: Record<string, (params: Record<string, string>) => object> = {
  'POST /int/sanctions-lists/search-no-form': (params) => ({ party_code: params['parties:id'] }),
  'POST /int/sanctions-lists/search-transaction-no-form': (params) => ({
    transaction_code: params['transactions:id'],
  }),
  'POST /int/sanctions-lists/false-positive': (params) => ({
    code: params.hit,
    note: 'Checked by the access matrix',
  }),
  'POST /int/sanctions-lists/confirm': (params) => ({
    code: params.hit,
    note: 'Checked by the access matrix',
  }),
  'PATCH /int/risk-assessment-records': (params) => ({
    code: params['risk-assessment-records:id'],
    override_level: 'normal',
    override_reason: 'Checked by the access matrix',
  }),
};
/** A due diligence execution of a party, opened as a trigger opens one, and a measure of it. */
async function executionOf(teamId: number, partyId: number) {
  const db = t.deps.db;
  await triggerCdd(t.deps, db, {
    partyId,
    trigger: 'new_party',
    actor: { userId: null, teamId, requestId: null, ip: null },
  });
  const [row] = await listPartyExecutions(db, { teamId, ownerId: null }, partyId);
  const [measure] = await listMeasures(db, row!.execution.id);
  return { execution: row!.execution.code, measure: measure!.measure.code };
}

/** An attachment with its file in the server store, as an upload leaves it. */
async function storedAttachment(
  team: { id: number; code: string },
  ownerType: 'party',
  ownerId: number,
  creator: number,
) {
  const code = newCode();
  const bytes = Buffer.from('Skan dowodu');
  const { ref } = await t.deps.stores.get('server').put(team, code, Readable.from([bytes]));
  await insertAttachment(t.deps.db, {
    team_id: team.id,
    code,
    owner_type: ownerType,
    owner_id: ownerId,
    name: 'dowod.txt',
    content_type: 'text/plain',
    size: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    store: 'server',
    store_ref: ref,
    status: 'stored',
    created_by: creator,
  });
  return code;
}

const routeKey = (route: RegisteredRoute) => `${route.method} ${route.url}`;

const ACCESS_DENIALS = [
  'unauthorized',
  'forbidden',
  'admin_role_required',
  'team_context_required',
];

type Outcome = 'allowed' | 401 | 403 | 404 | 'no access';

function expectedOutcome(route: RegisteredRoute, persona: Persona): Outcome {
  const { permission } = route;
  const hasParams = /[:*]/.test(route.url) && !route.url.startsWith('/int/docs');
  if (permission === 'public') return 'allowed';
  if (persona.role === 'anonymous') return 401;
  if (persona.role === 'outsider') {
    if (permission === 'system_admin') return 403;
    if (typeof permission === 'object' && permission.teamParam) return 404;
    if (RECORD_BODIES[routeKey(route)]) return 404;
    return hasParams ? 'no access' : 'allowed';
  }
  if (permission === 'authenticated') return 'allowed';
  // No persona of the matrix is an administrator of the installation.
  if (permission === 'system_admin') return 403;
  if (!hasPermission(persona.role, permission.team)) return 403;
  // Notifications to GIIF are for administrators and the members they name (art. 54): to
  // anyone else a notification does not exist (404), their list is refused, and a change is
  // refused (an empty body may fail validation first).
  if (CONFIDENTIAL.test(route.url) && persona.role !== 'admin') {
    if (route.method !== 'GET') return 'no access';
    return hasParams ? 404 : 403;
  }
  return 'allowed';
}

const CONFIDENTIAL = /^\/int\/giif\/notifications(?!\/access$)/;

// A fresh world per case: every route adds one per persona, well past the default timeout
// (about four minutes on a busy two-core machine).
describe('access matrix', { timeout: 900_000 }, () => {
  it('answers every route as its declared permission says, for every persona', async () => {
    const routes = t.routes;
    let cases = 0;
    const failures: string[] = [];
    for (const route of routes) {
      for (const personaName of ['anonymous', ...TEAM_ROLES, 'member of another team']) {
        // A fresh world per case: allowed calls may delete or change what the next relies on.
        const { personas, params } = await buildWorld();
        const persona = personas.find((p) => p.name === personaName)!;
        const [, , resource, collection] = route.url.split('/');
        const url = route.url.replace(
          /:(\w+)|\*/g,
          (match, name: string | undefined) =>
            params[`${resource}/${collection}:${name}`] ??
            params[`${resource}:${name}`] ??
            params[name ?? match]!,
        );
        const response = await t.app.inject({
          method: route.method as 'GET',
          url,
          headers: persona.token ? { authorization: `Bearer ${persona.token}` } : {},
          ...(route.method === 'GET' || route.method === 'DELETE'
            ? {}
            : { payload: RECORD_BODIES[routeKey(route)]?.(params) ?? {} }),
        });
        const isJson = String(response.headers['content-type'] ?? '').includes('json');
        const code = isJson ? (response.json().code as string) : '';
        const expected = expectedOutcome(route, persona);
        const denied = ACCESS_DENIALS.includes(code);
        const ok =
          expected === 'allowed'
            ? !denied &&
              response.statusCode !== 404 &&
              // A valid body must do what it asks, not stop at validation.
              (!RECORD_BODIES[routeKey(route)] || response.statusCode < 400)
            : expected === 'no access'
              ? response.statusCode >= 400
              : response.statusCode === expected;
        cases += 1;
        if (!ok)
          failures.push(
            `${route.method} ${route.url} as ${persona.name}: expected ${expected}, got ${response.statusCode} ${code}`,
          );
      }
    }
    console.log(`access matrix: ${routes.length} routes, ${cases} cases`);
    expect(failures).toEqual([]);
    expect(routes.filter((r) => r.permission !== 'public').length).toBeGreaterThan(10);
  });
});

/**
 * Records of team A that its admin created, one of each kind a member may own. Every record of
 * the world above is the self-viewing member's own, so the matrix alone never tries one that
 * this member must not see; these are what it must not see.
 */
async function othersRecords(team: { id: number; code: string }, creator: number) {
  const teamId = team.id;
  const db = t.deps.db;
  const now = t.deps.clock.now();
  const party = await insertParty(db, {
    team_id: teamId,
    code: newCode(),
    type: 'individual',
    entity_type: 'individual',
    status: 'draft',
    first_name: 'Adam',
    last_name: 'Cudzy',
    created_by: creator,
  });
  const transaction = await insertTransaction(db, {
    team_id: teamId,
    code: newCode(),
    type: 'buyer',
    status: 'draft',
    amount: '100',
    currency: 'PLN',
    booked_at: now,
    booked_on: now.toISOString().slice(0, 10),
    created_by: creator,
  });
  const event = await insertHistoryEvent(db, {
    team_id: teamId,
    code: newCode(),
    type: 'meeting',
    occurred_on: '2026-11-20',
    title: 'Cudze spotkanie',
    description: 'Opis',
    created_by: creator,
  });
  const { task } = await insertTaskOnce(db, {
    team_id: teamId,
    code: newCode(),
    title: 'Cudze zadanie',
    status: 'new',
    priority: 'normal',
    created_by: creator,
  });
  const { alert } = await insertAlertOnce(db, {
    team_id: teamId,
    code: newCode(),
    source: 'manual',
    subject_key: `manual:${newCode()}`,
    severity: 'high',
    title: 'Cudzy alert',
    explanation: 'Wyjaśnienie',
    status: 'new',
    created_by: creator,
  });
  const comment = await insertComment(db, {
    team_id: teamId,
    code: newCode(),
    entity_type: 'history_event',
    entity_id: event.id,
    author_id: creator,
    body: 'Cudzy komentarz',
  });
  await insertCrbrCheck(db, {
    team_id: teamId,
    party_id: party.id,
    status: 'not_found',
    request_id: 'matrix-others',
    owners: [],
    created_by: creator,
    checked_at: now,
  });
  const report = newCode();
  await insertReport(db, {
    team_id: teamId,
    code: report,
    identifier_kind: 'nip',
    identifier: '9512000002',
    name: 'Cudzy raport',
    answers: [],
    hits: [],
    screened: 0,
    screening_done: false,
    red_flags: [],
    party_id: party.id,
    created_by: creator,
    created_at: now,
  });
  return {
    parties: party.code,
    'registries-reports': report,
    // GET /int/reports/list lists the same report.
    reports: report,
    transactions: transaction.code,
    'history-events': event.code,
    tasks: task.code,
    alerts: alert.code,
    comments: comment.code,
    attachments: await storedAttachment(team, 'party', party.id, creator),
    ...(await executionOf(teamId, party.id).then((cdd) => ({
      'customer-due-diligence-executions': cdd.execution,
      'customer-due-diligence-measure': cdd.measure,
    }))),
  };
}

/** The lists and searches of the record kinds: POST routes get an empty search. */
const LISTS = [
  'POST /int/parties/search',
  'POST /int/transactions/search',
  'GET /int/history-events',
  'GET /int/tasks',
  'GET /int/alerts',
  'GET /int/customer-due-diligence-executions',
  'GET /int/registries-reports',
  'GET /int/reports/list',
];

/** The team's figures: a member who sees only their own records sees only their own counts. */
const STATISTICS = ['/int/teams/statistics', '/int/teams/parties', '/int/teams/transactions'];

/** The PDFs of one record, asked for by its code in the body. */
const PDFS = {
  'POST /int/parties/pdf': 'parties',
  'POST /int/transactions/pdf': 'transactions',
} as const;

describe("another member's records", { timeout: 600_000 }, () => {
  it('are hidden from the self-viewing member in every page, list, search, PDF and figure, and shown to the roles that view all', async () => {
    const { personas, team, teamMembers } = await buildWorld();
    const admin = teamMembers.find((m) => m.role === 'admin')!;
    const figures = async () =>
      new Map<string, string>(
        await Promise.all(
          personas
            .filter((p) => (TEAM_ROLES as readonly string[]).includes(p.name))
            .flatMap((persona) =>
              STATISTICS.map(async (url) => {
                const response = await t.app.inject({
                  url,
                  headers: { authorization: `Bearer ${persona.token}` },
                });
                return [
                  `${persona.name} ${url}`,
                  `${response.statusCode} ${response.body}`,
                ] as const;
              }),
            ),
        ),
      );
    const before = await figures();
    const others = await othersRecords(team, admin.user.id);
    const after = await figures();
    const codes = Object.values(others);
    const failures: string[] = [];
    const call = (persona: Persona, method: string, url: string) =>
      t.app.inject({
        method: method as 'GET',
        url,
        headers: { authorization: `Bearer ${persona.token}` },
        ...(method === 'POST' ? { payload: {} } : {}),
      });

    // Every route that names one of these records in its path, read or change.
    const named = t.routes.filter((route) => {
      const resource = route.url.split('/')[2] as keyof typeof others;
      return others[resource] !== undefined && /\/:id(\/|$)/.test(route.url);
    });
    expect(named.length).toBeGreaterThan(15);
    for (const role of TEAM_ROLES) {
      const persona = personas.find((p) => p.name === role)!;
      const viewsAll = hasPermission(role, 'records.view_all');
      for (const route of named) {
        if (route.method !== 'GET' && viewsAll) continue;
        const resource = route.url.split('/')[2] as keyof typeof others;
        const url = route.url
          .replace(':id', others[resource])
          .replace(':commentId', others.comments);
        const response = await call(persona, route.method, url);
        // A read answers 404, as for a record that does not exist; a change is refused (its
        // empty body may fail validation first) without naming any of the records.
        // A route the role may not use at all (403) tells nothing of the record either.
        const { permission } = route;
        const barred =
          typeof permission === 'object' &&
          !hasPermission(role, permission.team) &&
          response.statusCode === 403;
        const refused =
          route.method === 'GET'
            ? response.statusCode === 404 || barred
            : response.statusCode >= 400;
        const ok = viewsAll
          ? response.statusCode === 200
          : refused && !codes.some((code) => response.body.includes(code));
        if (!ok)
          failures.push(`${route.method} ${route.url} as ${role}: got ${response.statusCode}`);
      }
      for (const list of LISTS) {
        const [method, url] = list.split(' ') as [string, string];
        const response = await call(persona, method, url);
        const resource = url.split('/')[2] as keyof typeof others;
        const ok =
          response.statusCode === 200 &&
          (viewsAll
            ? response.body.includes(others[resource])
            : !codes.some((code) => response.body.includes(code)));
        if (!ok)
          failures.push(
            `${list} as ${role}: ${response.statusCode} ${response.body.slice(0, 200)}`,
          );
      }
      for (const [route, kind] of Object.entries(PDFS)) {
        const response = await t.app.inject({
          method: 'POST',
          url: route.split(' ')[1]!,
          headers: { authorization: `Bearer ${persona.token}` },
          payload: { code: others[kind] },
        });
        if (response.statusCode !== (viewsAll ? 200 : 404))
          failures.push(`${route} of another's record as ${role}: got ${response.statusCode}`);
      }
      for (const url of STATISTICS) {
        const key = `${role} ${url}`;
        if (!after.get(key)?.startsWith('200 ')) failures.push(`${key}: ${after.get(key)}`);
        // The figures move with another's records only for the roles that see them.
        if (!viewsAll && after.get(key) !== before.get(key))
          failures.push(`${key} counts another's records: ${before.get(key)} → ${after.get(key)}`);
      }
      const total = `${role} /int/teams/statistics`;
      if (viewsAll && after.get(total) === before.get(total))
        failures.push(`${total} does not count the team's records`);
    }
    expect(failures).toEqual([]);
  });
});
