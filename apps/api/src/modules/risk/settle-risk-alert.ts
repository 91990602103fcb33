import type { RiskLevel } from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/client.js';
import { lockOpenAlert, type AlertRow } from '../alerts/index.js';
import type { AuditActor } from '../audit/audit.service.js';
import { moveAlerts } from '../case-work/index.js';
import {
  combineRecord,
  isAlerting,
  riskAlertSeverity,
  riskAlertSubject,
  RISK_ALERT_SOURCE,
  type CaseTarget,
} from './assessment-records.js';
import { sanctionLists, transactionSanctionLists } from '../../engines/risk-rules/index.js';
import { findTeamAssessment, type AssessmentRow } from './risk.repository.js';

/**
 * A person's decision, made elsewhere, on something the rules read, which the assessment
 * that follows it carries: today the decision on sanctions hits (marked false positive or
 * confirmed, with the officer's note), on the Sanctions tab or by closing their alert.
 */
export type InputDecision = {
  input: 'sanctions_hits';
  decision: 'false_positive' | 'confirmed';
  note: string;
  /** The codes of what was decided (the hits), named by the alert's audit event. */
  codes: string[];
};

/** The rule kinds whose finding a decision on each input answers. */
const ANSWERED_KINDS: Record<InputDecision['input'], readonly string[]> = {
  sanctions_hits: [sanctionLists.kind, transactionSanctionLists.kind],
};

/**
 * Whether the rules a decision answers are what raised the risk alert: the record it was
 * raised from (its `risk_assessment` link) alerts with their findings and would not have
 * without them. Findings a person rejected count for neither; a record the alert does not name
 * cannot tell, so the alert is left to a person.
 */
async function raisedOnlyBy(tx: Db, alert: AlertRow, kinds: readonly string[]) {
  const code = alert.links.find((link) => link.type === 'risk_assessment')?.code;
  const raising = code ? await findTeamAssessment(tx, alert.team_id, code) : undefined;
  if (!raising) return false;
  const withThem = await combineRecord(tx, raising);
  const without = await combineRecord(tx, raising, (result) => kinds.includes(result.kind));
  return isAlerting(withThem.level) && !isAlerting(without.level);
}

/**
 * The risk alert of a party or transaction follows a person's decision on what alone raised
 * it (docs/risk-rules.md, "A decision settles the risk alert"), in the assessment after that
 * decision, in its database transaction: a false positive closes it (`closed_false_positive`,
 * the decision's note) once the new assessment no longer alerts; a confirmation escalates it,
 * critical when the level is now non-acceptable. Written by case-work `moveAlerts`, by the
 * deciding person. Left as it is: an alert a person took up (escalated), one raised for other
 * reasons as well, and one whose level is still high for a reason found since it was raised:
 * those wait for a person, as every risk alert does when its level drops for any other reason.
 */
export async function settleRiskAlert(
  deps: AppDeps,
  tx: Db,
  target: Pick<CaseTarget, 'teamId' | 'type' | 'id'>,
  assessment: AssessmentRow,
  decided: InputDecision,
  actor: AuditActor,
): Promise<void> {
  const alert = await lockOpenAlert(tx, target.teamId, RISK_ALERT_SOURCE, riskAlertSubject(target));
  if (!alert || (alert.status !== 'new' && alert.status !== 'in_progress')) return;
  const level = assessment.computed_level as RiskLevel;
  const closing = decided.decision === 'false_positive';
  if (closing && isAlerting(level)) return;
  if (!(await raisedOnlyBy(tx, alert, ANSWERED_KINDS[decided.input]))) return;
  await moveAlerts(tx, actor, deps.clock.now(), [alert], {
    status: closing ? 'closed_false_positive' : 'escalated',
    note: decided.note,
    ...(!closing && isAlerting(level) ? { severity: riskAlertSeverity(level) } : {}),
    facts: { [decided.input]: decided.codes, risk_assessment: assessment.code },
  });
}
