import { isDeepStrictEqual } from 'node:util';
import { message, missingFieldsOf, type AlertLink, type RiskLevel } from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/client.js';
import { newCode } from '../../lib/tokens.js';
import type { AuditActor } from '../audit/audit.service.js';
import { raiseAlert, raiseTask, type RaiseAlert, type RaiseTask } from '../case-work/index.js';
import {
  combineOutcomes,
  type Combination,
  type RuleResult,
  kindName,
  readExplanation,
  type Bilingual,
  type RuleDefinition,
} from '../../engines/risk-rules/index.js';
import { findRuleSetVersionById } from '../rule-sets/rule-sets.service.js';
import {
  listResults,
  type AssessmentRow,
  type NewAssessment,
  type StoredRuleResult,
} from './risk.repository.js';

/**
 * What party and transaction assessments share: the record and its rule results as rows, and
 * the case work a level or missing data calls for.
 */

/** The results as an assessment stores them, in the order of the version's rules. */
function storedResults(rules: RuleDefinition[], results: RuleResult[]): StoredRuleResult[] {
  return rules.map((rule, index) => {
    const { outcome } = results[index]!;
    return {
      rule_code: rule.code,
      kind: rule.kind,
      status: outcome.status,
      risk: outcome.risk,
      explanation: outcome.explanation,
      missing: outcome.missing,
    };
  });
}

/**
 * Whether a new evaluation would say nothing new after the `previous` record: the same version
 * and the same results, explanations included. Then no record is written, so the list of
 * records shows changes, not edits. (The results are in the record's row, ADR 7; before, a
 * hash of them was kept beside it for this.)
 */
export function saysNothingNew(
  previous: AssessmentRow | undefined,
  versionId: number,
  evaluation: { rules: RuleDefinition[]; results: RuleResult[] },
): boolean {
  if (!previous || previous.rule_set_version_id !== versionId) return false;
  // As stored, then with their explanations written out: the previous record's may be stored
  // in the other form (ADR 9), and a record says something new only if its words differ.
  const stored: StoredRuleResult[] = JSON.parse(
    JSON.stringify(storedResults(evaluation.rules, evaluation.results)),
  );
  return isDeepStrictEqual(
    previous.results.map(withWrittenExplanation),
    stored.map(withWrittenExplanation),
  );
}

/** A stored result with its explanation written out. */
const withWrittenExplanation = (result: StoredRuleResult) => ({
  ...result,
  explanation: readExplanation(result.explanation),
});

/**
 * A stored record's level again: its results that nobody rejected, less those `leaveOut`
 * names, combined by the scheme of the version it was made with (not today's). A rejection
 * recombines a record this way; settling a risk alert asks it what the level would have been
 * without a finding a person has since decided.
 */
export async function combineRecord(
  tx: Db,
  assessment: AssessmentRow,
  leaveOut: (result: Pick<StoredRuleResult, 'kind' | 'rule_code'>) => boolean = () => false,
): Promise<Combination> {
  const version = (await findRuleSetVersionById(tx, assessment.rule_set_version_id))!;
  const counted: RuleResult[] = (await listResults(tx, [assessment]))
    .filter(({ result }) => !result.rejected_at && !leaveOut(result))
    .map(({ result }) => ({
      kind: result.rule_code,
      name: kindName(result.kind),
      outcome: {
        status: result.status as RuleResult['outcome']['status'],
        risk: result.risk as RuleResult['outcome']['risk'],
        explanation: result.explanation,
        missing: result.missing,
      },
    }));
  return combineOutcomes(counted, version.definition.scheme);
}

/** What was assessed: a party or a transaction of a team. */
export type AssessedSubject = {
  teamId: number;
  partyId?: number;
  transactionId?: number;
};

/**
 * The record of an evaluation and its results, after the subject's `previous` record, whose
 * override carries over: an officer's decision is not silently undone by an edit; both levels
 * stay visible.
 */
export function assessmentRows(
  subject: AssessedSubject,
  versionId: number,
  evaluation: {
    rules: RuleDefinition[];
    results: RuleResult[];
    combined: Combination;
  },
  previous: AssessmentRow | undefined,
  actor: AuditActor,
  now: Date,
): { assessment: NewAssessment; results: StoredRuleResult[] } {
  const override = previous?.override_level
    ? {
        override_level: previous.override_level,
        override_reason: previous.override_reason,
        overridden_by: previous.overridden_by,
        overridden_at: previous.overridden_at,
      }
    : {};
  return {
    assessment: {
      team_id: subject.teamId,
      code: newCode(),
      party_id: subject.partyId ?? null,
      transaction_id: subject.transactionId ?? null,
      rule_set_version_id: versionId,
      computed_level: evaluation.combined.level,
      level: previous?.override_level ?? evaluation.combined.level,
      reason: evaluation.combined.reason,
      ...override,
      created_by: actor.userId,
      created_at: now,
    },
    results: storedResults(evaluation.rules, evaluation.results),
  };
}

const ALERTING: readonly RiskLevel[] = ['high', 'non_acceptable'];

/** Whether a computed level raises a risk alert. */
export const isAlerting = (level: RiskLevel) => ALERTING.includes(level);

/** How grave the risk alert of a level is. */
export const riskAlertSeverity = (level: RiskLevel) =>
  level === 'non_acceptable' ? 'critical' : 'high';

/** Whether an assessment calls for case work: an alert for its level, a task for missing data. */
export const needsCaseWork = (level: RiskLevel, results: RuleResult[]) =>
  isAlerting(level) || results.some((result) => result.outcome.missing.length > 0);

/** Who the case work is about: its key in de-duplication, its name and its own link. */
export type CaseTarget = {
  teamId: number;
  type: 'party' | 'transaction';
  id: number;
  /** How titles name it: the party's name, or the transaction's code. */
  name: string;
  link: AlertLink;
  /**
   * The names of a party's beneficial owners and board members in the order its facts list
   * them: missing data of `beneficiaries[1]` is of the second one, named.
   */
  people?: { beneficiaries: string[]; board_members: string[] };
  partyId?: number;
  transactionId?: number;
};

/** Its text's two languages as a message argument (a lazily written one made plain). */
const plain = (text: Bilingual): Bilingual => ({ en: text.en, pl: text.pl });

/** The source of a risk alert, and its subject: one open alert per party or transaction. */
export const RISK_ALERT_SOURCE = 'rule_result';
export const riskAlertSubject = (target: Pick<CaseTarget, 'type' | 'id'>) =>
  `${target.type}-risk:${target.id}`;

/** The alerts and tasks some change calls for, before they are raised. */
export type CaseWork = { alerts: RaiseAlert[]; tasks: RaiseTask[] };

/**
 * High and non-acceptable levels call for an alert, missing data for a task (one open of each
 * per party or transaction: the subject keys below).
 */
export function riskCaseWork(
  target: CaseTarget,
  assessment: { code: string; computed_level: string; reason: Bilingual },
  results: RuleResult[],
  actor: AuditActor,
): CaseWork {
  const level = assessment.computed_level as RiskLevel;
  const about = { partyId: target.partyId ?? null, transactionId: target.transactionId ?? null };
  const work: CaseWork = { alerts: [], tasks: [] };
  if (isAlerting(level)) {
    const risky = results.filter(
      (r) => r.outcome.risk === 'high' || r.outcome.risk === 'non_acceptable',
    );
    const rules = risky.map((r) => plain(r.name ?? { en: r.kind, pl: r.kind }));
    const alerting = level as 'high' | 'non_acceptable';
    work.alerts.push({
      teamId: target.teamId,
      source: RISK_ALERT_SOURCE,
      subjectKey: riskAlertSubject(target),
      severity: riskAlertSeverity(level),
      title:
        target.type === 'party'
          ? message('alert.risk.party_title', { level: alerting, name: target.name, rules })
          : message('alert.risk.transaction_title', { level: alerting, code: target.name, rules }),
      explanation: message('alert.risk.explanation', {
        reason: plain(assessment.reason),
        findings: risky.map((r) => plain(r.outcome.explanation)),
      }),
      ...about,
      links: [{ type: 'risk_assessment', code: assessment.code, label: target.name }, target.link],
      actor,
    });
  }
  const missing = [...new Set(results.flatMap((r) => r.outcome.missing))];
  if (missing.length > 0) {
    work.tasks.push({
      teamId: target.teamId,
      source: 'rules',
      subjectKey: `missing-data:${target.type}:${target.id}`,
      title:
        target.type === 'party'
          ? message('task.missing_data.party_title', { name: target.name })
          : message('task.missing_data.transaction_title', { code: target.name }),
      description: message('task.missing_data.description', {
        fields: missingFieldsOf(missing, target.people),
      }),
      ...about,
      actor,
    });
  }
  return work;
}

/** Raises the case work through the case-work service; the caller kicks the e-mail outbox. */
export async function raiseCaseWork(deps: AppDeps, tx: Db, work: CaseWork) {
  for (const alert of work.alerts) await raiseAlert(deps, tx, alert);
  for (const task of work.tasks) await raiseTask(deps, tx, task);
}

/** `riskCaseWork`, raised in the caller's database transaction. */
export async function raiseRiskCaseWork(
  deps: AppDeps,
  tx: Db,
  target: CaseTarget,
  assessment: { code: string; computed_level: string; reason: Bilingual },
  results: RuleResult[],
  actor: AuditActor,
) {
  await raiseCaseWork(deps, tx, riskCaseWork(target, assessment, results, actor));
}
