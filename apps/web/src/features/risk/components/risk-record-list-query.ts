import { RISK_LEVELS, RULE_SUBJECTS, type RiskAssessmentQuery } from '@aml/shared';
import { pagingFrom } from '../../../components/record-grid';

/** The URL parameters that narrow the list (page and page size aside). */
export const RISK_RECORD_FILTERS = [
  'text',
  'party_code',
  'transaction_code',
  'subject',
  'level',
  'overridden',
  'created_from',
  'created_to',
] as const;
export type RiskRecordFilter = (typeof RISK_RECORD_FILTERS)[number];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The query of the list, read from the URL so a filtered list can be bookmarked. Values the
 * API would refuse are left out, so a hand-edited URL still shows a list.
 */
export function riskRecordQueryFrom(params: URLSearchParams): Partial<RiskAssessmentQuery> {
  const query: Partial<RiskAssessmentQuery> = {};
  const text = params.get('text')?.trim().slice(0, 100);
  if (text) query.text = text;
  const partyCode = params.get('party_code');
  if (partyCode && partyCode.length >= 8 && partyCode.length <= 64) query.party_code = partyCode;
  const transactionCode = params.get('transaction_code');
  if (transactionCode && transactionCode.length >= 8 && transactionCode.length <= 64) {
    query.transaction_code = transactionCode;
  }
  const subject = RULE_SUBJECTS.find((known) => known === params.get('subject'));
  if (subject) query.subject = subject;
  const level = RISK_LEVELS.find((known) => known === params.get('level'));
  if (level) query.level = level;
  const overridden = params.get('overridden');
  if (overridden === 'true' || overridden === 'false') query.overridden = overridden === 'true';
  for (const bound of ['created_from', 'created_to'] as const) {
    const value = params.get(bound);
    if (value && DATE.test(value)) query[bound] = value;
  }
  const { page, page_size } = pagingFrom(params);
  return { ...query, page, page_size };
}

export const hasRiskRecordFilters = (params: URLSearchParams) =>
  RISK_RECORD_FILTERS.some((filter) => params.get(filter));
