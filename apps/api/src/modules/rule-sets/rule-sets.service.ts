import { isDeepStrictEqual } from 'node:util';
import {
  hasPermission,
  type CreateRuleSet,
  type Rule,
  type RuleSubject,
  type RuleSetDetail,
  type RuleSetSummary,
} from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { newCode } from '../../lib/tokens.js';
import { recordAudit, type AuditActor } from '../audit/audit.service.js';
import type { TeamContext } from '../../policies/auth-context.js';
import {
  PARTY_RULE_KINDS,
  TRANSACTION_RULE_KINDS,
  defaultRuleSetDefinition,
  type RuleDefinition,
  type RuleSetDefinition,
} from '../../engines/risk-rules/index.js';
import { listSummaries } from './rule-set-lists.js';
import {
  deactivateOthers,
  findActiveVersion,
  findRuleSet,
  findTeamCreatorLanguage,
  findVersion,
  findVersionById,
  insertRuleSet,
  insertVersion,
  listRuleSets as listTeamRuleSets,
  listVersions,
  updateRuleSet,
  type RuleSetRow,
} from './rule-sets.repository.js';

/** Rule sets are changed by the team's administrators (its compliance officers). */
export const RULE_SET_CHANGES = { team: 'records.edit_all' } as const;
const mayChange = (auth: TeamContext) => hasPermission(auth.teamRole, RULE_SET_CHANGES.team);

const entity = (code: string) => ({ entityType: 'rule_set', entityCode: code });

/** The team's active rule set version; a team without one gets the default rule set. */
/**
 * The name of a team's default rule set: in the language of the user who created the team
 * (teams have no language of their own), in both when the team has no creator.
 */
export function defaultRuleSetName(language: 'en' | 'pl' | null): string {
  if (language === 'pl') return 'Domyślny zestaw reguł';
  if (language === 'en') return 'Default rule set';
  return 'Default rule set / Domyślny zestaw reguł';
}

export async function ensureActiveVersion(
  deps: AppDeps,
  tx: Db,
  teamId: number,
  actor: AuditActor,
) {
  const found = await findActiveVersion(tx, teamId);
  if (found) return found;
  const now = deps.clock.now();
  const created = await insertRuleSet(
    tx,
    {
      team_id: teamId,
      code: newCode(),
      name: defaultRuleSetName(await findTeamCreatorLanguage(tx, teamId)),
      active: true,
      created_by: actor.userId,
      now,
    },
    defaultRuleSetDefinition(),
  );
  if (created) {
    await recordAudit(tx, actor, now, {
      ...entity(created.code),
      action: 'created',
      changes: { default: true },
      teamId,
    });
  }
  return (await findActiveVersion(tx, teamId))!;
}

/** A rule set of the caller's team, or 404 (another team's, or deleted). */
export async function requireRuleSet(db: Db, auth: TeamContext, code: string, lock = false) {
  const ruleSet = await findRuleSet(db, auth.teamId, code, { lock });
  if (!ruleSet) throw notFound('Rule set');
  return ruleSet;
}

/** The definition a rule set holds now (its current version). */
export async function currentDefinition(db: Db, ruleSet: RuleSetRow) {
  return (await findVersion(db, ruleSet.id, ruleSet.current_version))!.definition;
}

/** Version `version` of a rule set (one the caller may see: see requireRuleSet), if it has it. */
export const findRuleSetVersion = (db: Db, ruleSetId: number, version: number) =>
  findVersion(db, ruleSetId, version);

/** A version by its key, as assessments and back-tests store it. */
export const findRuleSetVersionById = (db: Db, id: number) => findVersionById(db, id);

/** A rule as the API shows it: the kind's name and the fields it reads beside the stored rule. */
export function toRule(rule: RuleDefinition, appliesTo: RuleSubject): Rule {
  const kind = (appliesTo === 'party' ? PARTY_RULE_KINDS : TRANSACTION_RULE_KINDS)[rule.kind];
  return {
    code: rule.code,
    kind: rule.kind,
    applies_to: appliesTo,
    name: kind?.name ?? { en: rule.kind, pl: rule.kind },
    enabled: rule.enabled,
    config: rule.config,
    reads: kind?.reads ?? [],
  };
}

const allRules = (definition: RuleSetDefinition) => [
  ...definition.party_rules,
  ...definition.transaction_rules,
];

/** Every rule of a definition as the API shows it: the party rules, then the transaction rules. */
export const rulesOf = (definition: RuleSetDefinition): Rule[] => [
  ...definition.party_rules.map((rule) => toRule(rule, 'party')),
  ...definition.transaction_rules.map((rule) => toRule(rule, 'transaction')),
];

function toSummary(ruleSet: RuleSetRow, definition: RuleSetDefinition): RuleSetSummary {
  return {
    code: ruleSet.code,
    name: ruleSet.name,
    active: ruleSet.active,
    version: ruleSet.current_version,
    rule_count: allRules(definition).length,
    enabled_rules: allRules(definition).filter((rule) => rule.enabled).length,
    created_at: ruleSet.created_at.toISOString(),
    updated_at: ruleSet.updated_at.toISOString(),
  };
}

/** GET /int/rule-sets: the team's sets; the default one is made on first sight. */
export async function listRuleSets(deps: AppDeps, auth: TeamContext) {
  await deps.db.transaction((tx) => ensureActiveVersion(deps, tx, auth.teamId, auth));
  const rows = await listTeamRuleSets(deps.db, auth.teamId);
  return { items: rows.map((row) => toSummary(row.rule_set, row.version.definition)) };
}

/** A set as it is now, or as it was in an earlier `version` (read-only then). */
export async function getRuleSet(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  version?: number,
): Promise<RuleSetDetail> {
  const ruleSet = await requireRuleSet(deps.db, auth, code);
  const shown = await findVersion(deps.db, ruleSet.id, version ?? ruleSet.current_version);
  if (!shown) throw notFound('Rule set version');
  const [current, versions] = await Promise.all([
    currentDefinition(deps.db, ruleSet),
    listVersions(deps.db, ruleSet.id),
  ]);
  const { definition } = shown;
  return {
    ...toSummary(ruleSet, current),
    shown_version: shown.version,
    rules: rulesOf(definition),
    risk_management: definition.scheme,
    lists: listSummaries(definition),
    versions: versions.map((row) => ({ ...row, created_at: row.created_at.toISOString() })),
    editable: mayChange(auth) && shown.version === ruleSet.current_version,
  };
}

/** A new, inactive set: a copy of another set's current definition, or of the default. */
export async function createRuleSet(deps: AppDeps, auth: TeamContext, input: CreateRuleSet) {
  const definition = input.copy_from
    ? await currentDefinition(deps.db, await requireRuleSet(deps.db, auth, input.copy_from))
    : defaultRuleSetDefinition();
  const now = deps.clock.now();
  const code = newCode();
  await deps.db.transaction(async (tx) => {
    // Made first, so that the team's new set never becomes its only one by accident.
    await ensureActiveVersion(deps, tx, auth.teamId, auth);
    await insertRuleSet(
      tx,
      {
        team_id: auth.teamId,
        code,
        name: input.name,
        active: false,
        created_by: auth.userId,
        now,
      },
      definition,
    );
    await recordAudit(tx, auth, now, {
      ...entity(code),
      action: 'created',
      changes: { name: input.name, copy_from: input.copy_from ?? null },
    });
  });
  return getRuleSet(deps, auth, code);
}

export async function renameRuleSet(deps: AppDeps, auth: TeamContext, code: string, name: string) {
  const ruleSet = await requireRuleSet(deps.db, auth, code);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await updateRuleSet(tx, ruleSet.id, { name, updated_at: now });
    await recordAudit(tx, auth, now, {
      ...entity(code),
      action: 'updated',
      changes: { name: [ruleSet.name, name] },
    });
  });
  return getRuleSet(deps, auth, code);
}

/** Soft delete; the active set stays (the team's parties are assessed with it). */
export async function deleteRuleSet(deps: AppDeps, auth: TeamContext, code: string) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const ruleSet = await requireRuleSet(tx, auth, code, true);
    if (ruleSet.active) {
      throw new AppError(409, 'rule_set_active', 'The active rule set cannot be deleted');
    }
    await updateRuleSet(tx, ruleSet.id, { deleted_at: now, updated_at: now });
    await recordAudit(tx, auth, now, { ...entity(code), action: 'deleted' });
  });
}

/** Makes the set the team's only active one: later assessments use its current version. */
export async function activateRuleSet(deps: AppDeps, auth: TeamContext, code: string) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const ruleSet = await requireRuleSet(tx, auth, code, true);
    if (ruleSet.active) return;
    // The other set first: the one-active index allows no moment with two.
    await deactivateOthers(tx, auth.teamId, ruleSet.id, now);
    await updateRuleSet(tx, ruleSet.id, { active: true, updated_at: now });
    await recordAudit(tx, auth, now, {
      ...entity(code),
      action: 'activated',
      changes: { version: ruleSet.current_version },
    });
  });
  return getRuleSet(deps, auth, code);
}

/**
 * Changes a set by making its next version: versions are immutable, so assessments made with
 * an earlier one keep reading as they were made. `revise` gets a copy of the current
 * definition to change (it may throw to refuse); a change that changes nothing makes no
 * version. Answers the definition now in force.
 */
export async function reviseRuleSet(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  change: { action: string; details: Record<string, unknown> },
  revise: (definition: RuleSetDefinition) => RuleSetDefinition,
): Promise<RuleSetDefinition> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const ruleSet = await requireRuleSet(tx, auth, code, true);
    const current = await currentDefinition(tx, ruleSet);
    const next = revise(structuredClone(current));
    // Deep equality, not JSON text: jsonb gives keys back in its own order.
    if (isDeepStrictEqual(next, current)) return current;
    const version = ruleSet.current_version + 1;
    await insertVersion(tx, {
      rule_set_id: ruleSet.id,
      version,
      definition: next,
      created_by: auth.userId,
      created_at: now,
    });
    await updateRuleSet(tx, ruleSet.id, { current_version: version, updated_at: now });
    await recordAudit(tx, auth, now, {
      ...entity(code),
      action: change.action,
      changes: { ...change.details, version },
    });
    return next;
  });
}
