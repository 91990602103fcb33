import { ALERT_SEVERITIES, ALERT_SOURCES, ALERT_STATUSES, type AlertQuery } from '@aml/shared';
import { pagingFrom } from '../../../components/record-grid';

/** The URL parameters that narrow the list (page and page size aside). */
export const ALERT_FILTERS = [
  'text',
  'status',
  'open',
  'severity',
  'source',
  'assignee',
  'party_code',
  'transaction_code',
  'created_from',
  'created_to',
] as const;
export type AlertFilter = (typeof ALERT_FILTERS)[number];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((known) => known === value);

/** A value of the URL kept when it has the length the API accepts, dropped otherwise. */
const within = (value: string | null, min: number, max: number) =>
  value && value.length >= min && value.length <= max ? value : undefined;

/**
 * The query of the list, read from the URL so a filtered list can be bookmarked. Values the
 * API would refuse are left out, so a hand-edited URL still shows a list.
 */
export function alertQueryFrom(params: URLSearchParams): Partial<AlertQuery> {
  const text = params.get('text')?.trim().slice(0, 100);
  const status = oneOf(ALERT_STATUSES, params.get('status'));
  const query: Partial<AlertQuery> = {
    text: text || undefined,
    status,
    // A chosen status is narrower than "open", so the two never go together.
    open: !status && params.get('open') === 'true' ? true : undefined,
    severity: oneOf(ALERT_SEVERITIES, params.get('severity')),
    source: oneOf(ALERT_SOURCES, params.get('source')),
    assignee: within(params.get('assignee'), 2, 64),
    party_code: within(params.get('party_code'), 8, 64),
    transaction_code: within(params.get('transaction_code'), 8, 64),
  };
  for (const bound of ['created_from', 'created_to'] as const) {
    const value = params.get(bound);
    if (value && DATE.test(value)) query[bound] = value;
  }
  const { page, page_size } = pagingFrom(params);
  const set = Object.entries(query).filter(([, value]) => value !== undefined);
  return { ...Object.fromEntries(set), page, page_size };
}

export const hasAlertFilters = (params: URLSearchParams) =>
  ALERT_FILTERS.some((filter) => params.get(filter));
