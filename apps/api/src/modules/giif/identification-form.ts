import {
  GiifIdentificationFormModelSchema,
  type InstitutionType,
  type ObligatedInstitutionResponse,
} from '@aml/shared';
import { daysBetween } from '../../lib/warsaw-time.js';
import { institutionOf, modelIssues } from './model-parts.js';

/**
 * The identification form of art. 77: the institution's data as GIIF registers it, and where
 * the institution stands with the re-filing the 2025 amendment asks (in force 1 July 2025;
 * shared/domain/poland.md § 1.8): who filed before 30 June 2025 files again between
 * 1 September and 31 December 2025; every other operating institution by 31 December 2026.
 */
const AMENDMENT_IN_FORCE = '2025-07-01';
const REFILING_DUE = '2025-12-31';
const OTHERS_DUE = '2026-12-31';

/** The activity of art. 2 ust. 1, in the words of the form (the category, not its number). */
const ACTIVITY: Record<InstitutionType, string> = {
  payment_institution: 'instytucja płatnicza',
  small_payment_institution: 'mała instytucja płatnicza',
  currency_exchange: 'działalność kantorowa',
  virtual_currency_provider: 'usługi w zakresie walut wirtualnych',
  tax_advisory: 'doradztwo podatkowe',
  accounting_office: 'usługi prowadzenia ksiąg rachunkowych',
  cash_payments_trader: 'handel z płatnościami gotówkowymi od 10 000 euro',
  art_antiques_trader: 'obrót dziełami sztuki i przedmiotami kolekcjonerskimi',
  other: 'inna działalność',
};

export function refilingReminder(today: string, filedOn: string | null) {
  if (filedOn !== null && filedOn >= AMENDMENT_IN_FORCE) {
    return { state: 'filed' as const, due_on: null, days_left: null };
  }
  const dueOn = filedOn === null ? OTHERS_DUE : REFILING_DUE;
  const daysLeft = daysBetween(today, dueOn);
  return {
    state: daysLeft < 0 ? ('overdue' as const) : ('due' as const),
    due_on: dueOn,
    days_left: daysLeft,
  };
}

/** The form's model from the company data, and what it lacks. */
export function identificationForm(
  data: NonNullable<ObligatedInstitutionResponse['data']>,
  filedOn: string | null,
) {
  const draft = {
    institution: institutionOf(data)!,
    activity: ACTIVITY[data.institution_type],
    filed_on: filedOn,
  };
  const parsed = GiifIdentificationFormModelSchema.safeParse(draft);
  const issues = parsed.success
    ? []
    : modelIssues(parsed.error, { transactionCode: null, partyAt: () => null });
  return { draft, model: parsed.success ? parsed.data : null, issues };
}
