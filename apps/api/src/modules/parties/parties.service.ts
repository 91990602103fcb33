import {
  PARTY_STATUS_TRANSITIONS,
  linkedPersonGaps,
  partyDisplayName,
  partyWarnings,
  type PartySummary,
  type CreateParty,
  type Party,
  type PartyResult,
  type PartySearch,
  type PartyStatus,
  type PartyType,
  type PartyEntityType,
  type UpdateParty,
  type LinkedPersonInput,
  type LinkedPersonKind,
  type LinkedPersonUpdate,
} from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import { triggerCdd } from '../cdd/index.js';
import type { Db } from '../../db/client.js';
import { AppError, notFound, validationFailed } from '../../lib/app-error.js';
import { newCode } from '../../lib/tokens.js';
import { canEditRecord, scopeOf, requireEditable } from '../../policies/record.policy.js';
import { diff, recordAudit, recordHistory, type AuditActor } from '../audit/audit.service.js';
import { assessParty, type InputDecision } from '../risk/index.js';
import { screenParty } from '../sanctions/screening/screening.service.js';
import type { TeamContext } from '../../policies/auth-context.js';
import {
  countLinked,
  findParty,
  findPartyById,
  findVisibleCodes,
  insertParty,
  listLinked,
  listLinkedEver,
  searchParties,
  updateParty,
  type PartyRow,
  type PartyWithCreator,
} from './parties.repository.js';

/** How a party of each type is recorded as an entity (spec section 3). */
export const ENTITY_TYPE: Record<PartyType, PartyEntityType> = {
  individual: 'individual',
  sole_proprietorship: 'sole_proprietorship',
  company: 'legal_entity',
  unknown: 'individual_entity',
  representative: 'individual',
};

/**
 * The steps after a party was created or changed, in the change's database transaction, in
 * this order (docs/sanctions-screening.md, "Screening"):
 * 1. the screening against the sanctions lists (`screenParty`): the party, and for a beneficial
 *    owner or board member also its company, each only when its names and qualifiers or the
 *    lists in force changed since it was last screened;
 * 2. the risk assessment (`assessParty`): of the party, or for an owner or board member of its
 *    company, whose rules read the hits step 1 stored.
 * A deleted party is neither. `decided` is the decision on sanctions hits the assessment
 * follows (sanctions.service.ts). Other modules call this too: the re-screening after a list
 * update, for a party whose hits it changed; the screening on demand; an override of a party
 * never assessed. The caller kicks the e-mail outbox after commit.
 */
export async function screenAndAssessParty(
  deps: AppDeps,
  tx: Db,
  partyId: number,
  actor: AuditActor,
  decided?: InputDecision,
) {
  const party = await findPartyById(tx, partyId);
  if (!party || party.deleted_at) return null;
  await screenParty(deps, tx, party, actor);
  if (party.parent_party_id !== null) {
    const company = await findPartyById(tx, party.parent_party_id);
    if (company && !company.deleted_at) await screenParty(deps, tx, company, actor);
  }
  return assessParty(deps, tx, party.id, actor, decided);
}

const today = (deps: AppDeps) => deps.clock.now().toISOString().slice(0, 10);

function toParty(row: PartyWithCreator): Party {
  return {
    code: row.code,
    type: row.type as Party['type'],
    entity_type: row.entity_type as Party['entity_type'],
    status: row.status as Party['status'],
    name: row.name,
    first_name: row.first_name,
    last_name: row.last_name,
    gender: row.gender as Party['gender'],
    pesel: row.pesel,
    birth_date: row.birth_date,
    birth_country: row.birth_country,
    citizenships: row.citizenships,
    tax_id: row.tax_id,
    tax_id_country: row.tax_id_country,
    regon: row.regon,
    legal_form: row.legal_form,
    bank_account: row.bank_account,
    employment_type: row.employment_type as Party['employment_type'],
    document: row.document as Party['document'],
    accommodation_address: row.accommodation_address,
    forwarding_address: row.forwarding_address,
    business_address: row.business_address,
    contact: row.contact,
    company_contact: row.company_contact,
    references: row.references,
    industries: row.industries,
    pep: row.pep,
    risk_level: row.risk_level as Party['risk_level'],
    share: row.share,
    votes: row.votes,
    other_control: row.other_control,
    board_role: row.board_role,
    created_by: row.created_by_email,
    created_at: row.created_at.toISOString(),
    updated_at: row.updated_at.toISOString(),
  };
}

const partyEntity = (code: string) => ({ entityType: 'party', entityCode: code });

/** Whether two stored values are the same: lists and objects by content, keys in any order. */
function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) =>
    sameValue((a as Record<string, unknown>)[key], (b as Record<string, unknown>)[key]),
  );
}

/**
 * The fields a change alters: a form sends every field, so those sent as they are stored
 * (a list, an address, a document) are not recorded as changed.
 */
function changesOf(before: Record<string, unknown>, patch: Record<string, unknown>) {
  return Object.fromEntries(
    Object.entries(diff(before, patch)).filter(([, [from, to]]) => !sameValue(from, to)),
  );
}

export async function requireParty(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
): Promise<PartyWithCreator> {
  const party = await findParty(deps.db, scopeOf(auth), code);
  if (!party) throw notFound('Party');
  return party;
}

export async function createParty(
  deps: AppDeps,
  auth: TeamContext,
  input: CreateParty,
): Promise<PartyResult> {
  const now = deps.clock.now();
  const created = await deps.db.transaction(async (tx) => {
    const row = await insertParty(tx, {
      ...input,
      team_id: auth.teamId,
      code: newCode(),
      entity_type: ENTITY_TYPE[input.type],
      created_by: auth.userId,
      created_at: now,
      updated_at: now,
    });
    await recordAudit(tx, auth, now, {
      ...partyEntity(row.code),
      action: 'created',
      changes: { ...input },
    });
    await screenAndAssessParty(deps, tx, row.id, auth);
    // Art. 34: a new customer in the register is subject to due diligence.
    await triggerCdd(deps, tx, { partyId: row.id, trigger: 'new_party', actor: auth });
    return row;
  });
  void deps.emails.kick(); // an assessment may have raised an alert or a task
  return partyResult(deps, auth, created.code);
}

/** A party as its creation or change answers it: with the warnings about its data. */
export async function partyResult(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
): Promise<PartyResult> {
  const party = await requireParty(deps, auth, code);
  return { party: toParty(party), warnings: partyWarnings(party, today(deps)) };
}

export async function getParty(deps: AppDeps, auth: TeamContext, code: string): Promise<Party> {
  return toParty(await requireParty(deps, auth, code));
}

export async function getPartySummary(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
): Promise<PartySummary> {
  const party = await requireParty(deps, auth, code);
  const scope = scopeOf(auth);
  const [beneficiaries, boardMembers] = await Promise.all([
    countLinked(deps.db, scope, party.id, 'beneficiary'),
    countLinked(deps.db, scope, party.id, 'board_member'),
  ]);
  const decision = canEditRecord(auth, party, deps.clock.now());
  return {
    code: party.code,
    type: party.type as PartyType,
    entity_type: party.entity_type as PartySummary['entity_type'],
    status: party.status as PartyStatus,
    risk_level: party.risk_level as PartySummary['risk_level'],
    display_name: partyDisplayName(party),
    beneficiaries,
    board_members: boardMembers,
    allowed_statuses: decision.allowed
      ? [...PARTY_STATUS_TRANSITIONS[party.status as PartyStatus]]
      : [],
    editable: decision.allowed,
    not_editable_reason: decision.allowed ? null : decision.reason,
    created_by: party.created_by_email,
    created_at: party.created_at.toISOString(),
    updated_at: party.updated_at.toISOString(),
  };
}

/** A party's history, with the adding, changing and removal of its linked people. */
export async function getPartyHistory(deps: AppDeps, auth: TeamContext, code: string) {
  const party = await requireParty(deps, auth, code);
  const people = await listLinkedEver(deps.db, scopeOf(auth), party.id);
  return recordHistory(
    deps.db,
    party.team_id,
    'party',
    party.code,
    people.map((person) => ({
      code: person.code,
      kind: person.entity_type === 'board_member' ? 'board_member' : 'beneficiary',
      name: partyDisplayName(person),
    })),
  );
}

export async function updatePartyFields(
  deps: AppDeps,
  auth: TeamContext,
  input: UpdateParty,
): Promise<PartyResult> {
  const { code, ...fields } = input;
  const party = await requireParty(deps, auth, code);
  requireEditable(auth, party, deps.clock.now(), 'party');
  const now = deps.clock.now();
  // Lists are never null in the table: clearing one leaves it empty.
  const patch = {
    ...fields,
    ...(fields.citizenships === null ? { citizenships: [] } : {}),
    ...(fields.industries === null ? { industries: [] } : {}),
  } as Omit<UpdateParty, 'code' | 'citizenships' | 'industries'> & {
    citizenships?: string[];
    industries?: string[];
  };
  const changes = changesOf(party, patch);
  await deps.db.transaction(async (tx) => {
    await updateParty(tx, party.id, {
      ...patch,
      ...(patch.type ? { entity_type: ENTITY_TYPE[patch.type] } : {}),
      updated_at: now,
    });
    await recordAudit(tx, auth, now, { ...partyEntity(code), action: 'updated', changes });
    await screenAndAssessParty(deps, tx, party.id, auth);
  });
  void deps.emails.kick();
  const updated = await requireParty(deps, auth, code);
  return { party: toParty(updated), warnings: partyWarnings(updated, today(deps)) };
}

/** Moves a party along the documented status transitions; any other change is refused. */
export async function changePartyStatus(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  status: PartyStatus,
) {
  const party = await requireParty(deps, auth, code);
  requireEditable(auth, party, deps.clock.now(), 'party');
  const from = party.status as PartyStatus;
  if (!PARTY_STATUS_TRANSITIONS[from].includes(status)) {
    throw new AppError(
      409,
      'status_transition_not_allowed',
      `A party cannot go from ${from} to ${status}`,
    );
  }
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await updateParty(tx, party.id, { status, updated_at: now });
    await recordAudit(tx, auth, now, {
      ...partyEntity(code),
      action: 'status_changed',
      changes: { status: [from, status] },
    });
    await screenAndAssessParty(deps, tx, party.id, auth);
  });
  void deps.emails.kick();
  return getParty(deps, auth, code);
}

/** Deleted parties are kept for the retention period and disappear from lists. */
export async function deleteParties(
  deps: AppDeps,
  auth: TeamContext,
  codes: string[],
): Promise<void> {
  const found = await findVisibleCodes(deps.db, scopeOf(auth), codes);
  if (found.length !== new Set(codes).size) throw notFound('Party');
  found.forEach((party) => requireEditable(auth, party, deps.clock.now(), 'party'));
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    for (const party of found) {
      await updateParty(tx, party.id, { deleted_at: now, updated_at: now });
    }
    await recordAudit(
      tx,
      auth,
      now,
      ...found.map((party) => ({ ...partyEntity(party.code), action: 'deleted' })),
    );
    // A company whose beneficial owner or board member is gone is assessed again.
    const companies = new Set(
      found.map((party) => party.parent_party_id).filter((id) => id !== null),
    );
    for (const companyId of companies) await screenAndAssessParty(deps, tx, companyId, auth);
  });
  void deps.emails.kick();
}

export async function findParties(deps: AppDeps, auth: TeamContext, search: PartySearch) {
  const { items, total } = await searchParties(deps.db, scopeOf(auth), search);
  return { items: items.map(toParty), total };
}

/** Linked people: beneficial owners and board members of companies and sole proprietorships. */
const LINK_ENTITY: Record<LinkedPersonKind, PartyEntityType> = {
  beneficiary: 'beneficiary',
  board_member: 'board_member',
};

export async function listLinkedPeople(
  deps: AppDeps,
  auth: TeamContext,
  parentCode: string,
  kind: LinkedPersonKind,
) {
  const parent = await requireParty(deps, auth, parentCode);
  const people = await listLinked(deps.db, scopeOf(auth), parent.id, LINK_ENTITY[kind]);
  return { items: people.map(toParty), total: people.length };
}

export async function addLinkedPerson(
  deps: AppDeps,
  auth: TeamContext,
  parentCode: string,
  kind: LinkedPersonKind,
  input: LinkedPersonInput,
): Promise<PartyResult> {
  const parent = await requireParty(deps, auth, parentCode);
  if (parent.type !== 'company' && parent.type !== 'sole_proprietorship') {
    throw new AppError(
      409,
      'not_a_company',
      'Only companies and sole proprietorships have beneficial owners and board members',
    );
  }
  requireEditable(auth, parent, deps.clock.now(), 'party');
  const now = deps.clock.now();
  const created = await deps.db.transaction(async (tx) => {
    const row = await insertParty(tx, {
      ...input,
      type: 'individual',
      status: parent.status,
      team_id: auth.teamId,
      code: newCode(),
      entity_type: LINK_ENTITY[kind],
      parent_party_id: parent.id,
      created_by: auth.userId,
      created_at: now,
      updated_at: now,
    });
    await recordAudit(tx, auth, now, {
      ...partyEntity(row.code),
      action: `${kind}_added`,
      changes: { ...input, company: parent.code },
    });
    await screenAndAssessParty(deps, tx, row.id, auth);
    return row;
  });
  void deps.emails.kick();
  const person = await requireParty(deps, auth, created.code);
  return { party: toParty(person), warnings: partyWarnings(person, today(deps)) };
}

async function requireLinked(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  kind: LinkedPersonKind,
) {
  const person = await requireParty(deps, auth, code);
  if (person.entity_type !== LINK_ENTITY[kind]) throw notFound('Party');
  return person;
}

/** A percentage as the table keeps it (numeric(5, 2)): '60' is stored as '60.00'. */
const stored = (percent: string | null | undefined) =>
  percent ? Number(percent).toFixed(2) : percent;

export async function updateLinkedPerson(
  deps: AppDeps,
  auth: TeamContext,
  kind: LinkedPersonKind,
  input: LinkedPersonUpdate,
): Promise<PartyResult> {
  const { code, ...fields } = input;
  const person = await requireLinked(deps, auth, code, kind);
  requireEditable(auth, person, deps.clock.now(), 'party');
  // Lists are never null in the table: clearing one leaves it empty.
  const patch: Partial<PartyRow> = {
    ...(fields as Omit<typeof fields, 'citizenships'>),
    ...(fields.citizenships === null ? { citizenships: [] } : {}),
    ...('share' in fields ? { share: stored(fields.share) } : {}),
    ...('votes' in fields ? { votes: stored(fields.votes) } : {}),
  } as Partial<PartyRow>;
  // A change of the identity or the control leaves what art. 36 and CRBR need; a person stored
  // without them before may still be changed in other fields.
  const touched = Object.keys(patch);
  const gaps = linkedPersonGaps(kind, { ...person, ...patch }).filter(({ path }) =>
    (path === 'pesel' ? ['pesel', 'birth_date'] : ['share', 'votes', 'other_control']).some(
      (field) => touched.includes(field),
    ),
  );
  if (gaps.length > 0) throw validationFailed(gaps);
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    await updateParty(tx, person.id, { ...patch, updated_at: now });
    await recordAudit(tx, auth, now, {
      ...partyEntity(code),
      action: 'updated',
      changes: changesOf(person, patch),
    });
    await screenAndAssessParty(deps, tx, person.id, auth);
  });
  void deps.emails.kick();
  const updated = await requireParty(deps, auth, code);
  return { party: toParty(updated), warnings: partyWarnings(updated, today(deps)) };
}

export async function removeLinkedPerson(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  kind: LinkedPersonKind,
) {
  await requireLinked(deps, auth, code, kind);
  await deleteParties(deps, auth, [code]);
}
