import type { RedFlagEntry, RegistriesReport, RegistryAddress, RegistryName } from '@aml/shared';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../../lib/countries';
import { useDayFormat } from '../../../lib/dates';

/** Where a stored report has a page of its own. */
export const reportPath = (code: string) => `/dashboard/tools/registries-reports/${code}`;

/** Whether any registry answered about the company at all (found it, or said it has no entry). */
export const anyAnswered = (report: Pick<RegistriesReport, 'answers'>) =>
  report.answers.some((answer) => answer.status === 'found' || answer.status === 'not_found');

/** The registries that were asked but gave no answer (down, or over their limit). */
export const unanswered = (report: Pick<RegistriesReport, 'answers'>): RegistryName[] =>
  report.answers
    .filter((answer) => answer.status === 'unavailable' || answer.status === 'rate_limited')
    .map((answer) => answer.registry);

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A Polish account number in the groups it is written in: "51 1050 1445 1000 …". */
export function groupedNrb(account: string): string {
  const digits = account.replace(/\s/g, '').replace(/^PL(?=\d{26}$)/i, '');
  if (!/^\d{26}$/.test(digits)) return account;
  return `${digits.slice(0, 2)} ${digits.slice(2).replace(/(\d{4})(?=\d)/g, '$1 ')}`;
}

/** A registry's short name ("VAT White List"), as the scan's rows and the cards show it. */
export function useRegistryName() {
  const { t } = useTranslation('registries');
  return (registry: RegistryName) => t(`reports.registries.${registry}`);
}

/** "NIP 5252700001": the identifier a report was made for, with its kind. */
export function useIdentifier() {
  const { t } = useTranslation('registries');
  return (report: Pick<RegistriesReport, 'identifier_kind' | 'identifier'>) =>
    `${t(`reports.identifier_kinds.${report.identifier_kind}`)} ${report.identifier}`;
}

/** Street and number, postal code and town, region, country: each part only when given. */
export function useAddress() {
  const { i18n } = useTranslation();
  return (address: RegistryAddress) => {
    const number = [address.house_number, address.flat_number].filter(Boolean).join('/');
    return [
      [address.street, number].filter(Boolean).join(' '),
      [address.postal_code, address.city].filter(Boolean).join(' '),
      address.region,
      countryName(address.country, i18n.resolvedLanguage ?? 'en'),
    ]
      .filter(Boolean)
      .join(', ');
  };
}

/**
 * A red flag as a sentence in the user's language, its detail worded: a day in the user's
 * format, the VAT status by name, an account in its groups, names as they are.
 */
export function useRedFlagSentence() {
  const { t, i18n } = useTranslation('registries');
  const formatDay = useDayFormat();
  return ({ flag, detail }: RedFlagEntry) => {
    const withDetail = `reports.red_flags_detail.${flag}`;
    if (!detail || !i18n.exists(withDetail, { ns: 'registries' })) {
      return t(`reports.red_flags.${flag}`);
    }
    let shown = detail;
    if (DAY.test(detail)) shown = formatDay(detail);
    else if (flag === 'vat_not_active') {
      // The status as a word of the sentence: "…not active (White List): exempt".
      shown = t(`reports.vat_statuses.${detail}`, { defaultValue: detail }).toLocaleLowerCase(
        i18n.resolvedLanguage,
      );
    } else if (flag === 'accounts_not_on_white_list') shown = groupedNrb(detail);
    return t(withDetail, { detail: shown });
  };
}
