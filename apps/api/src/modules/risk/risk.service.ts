import {
  type OverrideRiskAssessment,
  type SetTransactionRisk,
  type TransactionRisk,
  type PartyRisk,
  type RiskAssessment,
  type RiskLevel,
  type RuleResult,
  type SetPartyRisk,
} from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/client.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { recordAudit } from '../audit/audit.service.js';
import { requireParty, screenAndAssessParty } from '../parties/parties.service.js';
import type { TeamContext } from '../../policies/auth-context.js';
import { holdForChange, reassessTransaction } from '../transactions/reassess.service.js';
import { requireTransaction } from '../transactions/transactions.service.js';
import {
  latestAssessmentOf,
  setSubjectLevel,
  subjectOf,
  type AssessmentSubject,
} from './assessment-subject.js';
import {
  findAssessment,
  findLatestAssessment,
  findLatestTransactionAssessment,
  findVisibleAssessments,
  listResults,
  lockAssessment,
  updateAssessment,
  type DetailedAssessment,
  type DetailedResult,
} from './risk.repository.js';
import { scopeOf } from '../../policies/record.policy.js';

/** What one rule said, with a person's rejection of it when there is one. */
export function toRuleResult({ result, rejected_by_email }: DetailedResult): RuleResult {
  return {
    code: result.code,
    rule_code: result.rule_code,
    kind: result.kind,
    status: result.status as RuleResult['status'],
    risk: result.risk as RuleResult['risk'],
    explanation: result.explanation,
    missing: result.missing,
    rejected:
      result.rejected_at && result.rejected_reason !== null
        ? {
            reason: result.rejected_reason,
            by: rejected_by_email,
            at: result.rejected_at.toISOString(),
          }
        : null,
  };
}

/** An assessment record as an inspector reads it: each rule's say, the version, the override. */
export function toRiskAssessment(
  row: DetailedAssessment,
  results: DetailedResult[],
): RiskAssessment {
  const { assessment } = row;
  const subject = subjectOf(row);
  return {
    code: assessment.code,
    party: subject.type === 'party' ? { code: subject.code, display_name: subject.label } : null,
    transaction:
      subject.type === 'transaction' ? { code: subject.code, label: subject.label } : null,
    level: assessment.level as RiskLevel,
    computed_level: assessment.computed_level as RiskLevel,
    reason: assessment.reason,
    override:
      assessment.override_level && assessment.overridden_at
        ? {
            level: assessment.override_level as RiskLevel,
            reason: assessment.override_reason ?? '',
            by: row.overridden_by_email,
            at: assessment.overridden_at.toISOString(),
          }
        : null,
    rule_set: { ...row.rule_set, version: row.version },
    results: results.map(toRuleResult),
    created_at: assessment.created_at.toISOString(),
  };
}

/** An assessment record the caller may see (its party decides), or 404. */
export async function getAssessment(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
): Promise<RiskAssessment> {
  const row = await findAssessment(deps.db, scopeOf(auth), code);
  if (!row) throw notFound('Risk assessment');
  return toRiskAssessment(row, await listResults(deps.db, [row.assessment]));
}

/** GET /int/parties/{id}/risk: the party's level and its current assessment. */
export async function getPartyRisk(
  deps: AppDeps,
  auth: TeamContext,
  partyCode: string,
): Promise<PartyRisk> {
  const party = await requireParty(deps, auth, partyCode);
  const latest = await findLatestAssessment(deps.db, party.parent_party_id ?? party.id);
  return {
    risk_level: party.risk_level as RiskLevel,
    assessment: latest ? await getAssessment(deps, auth, latest.code) : null,
  };
}

/**
 * A person's decision over the rules' level, taken on the current assessment of a party or a
 * transaction: the level is kept on the record beside the computed one, becomes the subject's,
 * carries over to later assessments (assessment-records.ts) and is audited. The one way every
 * route overrides.
 */
async function overrideAssessment(
  tx: Db,
  auth: TeamContext,
  now: Date,
  subject: AssessmentSubject,
  assessmentId: number,
  decision: SetPartyRisk,
) {
  // Held to the end of the transaction, so that an override and a rejection do not cross.
  const assessment = await lockAssessment(tx, assessmentId);
  await updateAssessment(tx, assessment.id, {
    level: decision.level,
    override_level: decision.level,
    override_reason: decision.reason,
    overridden_by: auth.userId,
    overridden_at: now,
  });
  await setSubjectLevel(tx, subject, decision.level, now);
  await recordAudit(tx, auth, now, {
    entityType: subject.type,
    entityCode: subject.code,
    action: 'risk_overridden',
    changes: {
      risk_level: [assessment.level, decision.level],
      computed_level: assessment.computed_level,
      reason: decision.reason,
      assessment: assessment.code,
    },
  });
}

/** POST /int/parties/{id}/set-risk: the override on the party's current assessment. */
export async function setPartyRisk(
  deps: AppDeps,
  auth: TeamContext,
  partyCode: string,
  input: SetPartyRisk,
): Promise<PartyRisk> {
  const party = await requireParty(deps, auth, partyCode);
  if (party.parent_party_id !== null) throw notFound('Party');
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const assessment =
      (await findLatestAssessment(tx, party.id)) ??
      (await screenAndAssessParty(deps, tx, party.id, auth))!;
    await overrideAssessment(
      tx,
      auth,
      now,
      subjectOf({ party, transaction: null }),
      assessment.id,
      input,
    );
  });
  void deps.emails.kick();
  return getPartyRisk(deps, auth, partyCode);
}

/** GET /int/transactions/{id}/risk: the transaction's level and its current assessment. */
export async function getTransactionRisk(
  deps: AppDeps,
  auth: TeamContext,
  transactionCode: string,
): Promise<TransactionRisk> {
  const transaction = await requireTransaction(deps, auth, transactionCode);
  const latest = await findLatestTransactionAssessment(deps.db, transaction.id);
  return {
    risk_level: transaction.risk_level as RiskLevel,
    assessment: latest ? await getAssessment(deps, auth, latest.code) : null,
  };
}

/**
 * POST /int/transactions/{id}/set-risk: the override on the transaction's current assessment
 * (one recorded before transaction monitoring existed is assessed first).
 */
export async function setTransactionRisk(
  deps: AppDeps,
  auth: TeamContext,
  transactionCode: string,
  input: SetTransactionRisk,
): Promise<TransactionRisk> {
  const transaction = await requireTransaction(deps, auth, transactionCode);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    let assessment = await findLatestTransactionAssessment(tx, transaction.id);
    if (!assessment) {
      await reassessTransaction(
        deps,
        tx,
        transaction.id,
        await holdForChange(tx, transaction.id),
        auth,
      );
      assessment = await findLatestTransactionAssessment(tx, transaction.id);
    }
    if (!assessment)
      throw new AppError(409, 'transaction_not_assessed', 'A canceled transaction is not assessed');
    await overrideAssessment(
      tx,
      auth,
      now,
      subjectOf({ party: null, transaction }),
      assessment.id,
      input,
    );
  });
  void deps.emails.kick();
  return getTransactionRisk(deps, auth, transactionCode);
}

/**
 * PATCH /int/risk-assessment-records: the override on a record. Only the party's current
 * record may be overridden: an earlier one stays as it was made (409), since its level no
 * longer is the party's.
 */
export async function overrideRecord(
  deps: AppDeps,
  auth: TeamContext,
  input: OverrideRiskAssessment,
): Promise<RiskAssessment> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const [found] = await findVisibleAssessments(tx, scopeOf(auth), [input.code]);
    if (!found) throw notFound('Risk assessment');
    const subject = subjectOf(found);
    const current = await latestAssessmentOf(tx, subject);
    if (current?.id !== found.assessment.id) {
      throw new AppError(
        409,
        'risk_assessment_superseded',
        `The record is not the ${subject.type}'s current assessment`,
      );
    }
    await overrideAssessment(tx, auth, now, subject, found.assessment.id, {
      level: input.override_level,
      reason: input.override_reason,
    });
  });
  return getAssessment(deps, auth, input.code);
}
