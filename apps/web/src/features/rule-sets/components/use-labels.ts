import type { RuleSetDetail, RuleSubject } from '@aml/shared';
import { useTranslation } from 'react-i18next';
import { formatDecimal, localeOf } from '../../../lib/amounts';
import { validationText } from '../../../lib/forms';
import { humanise } from './config-shape';

type Bilingual = { en: string; pl: string };

/** Names in the UI's language: the API's bilingual names first, then this namespace's. */
export function useRuleSetLabels() {
  const { t, i18n } = useTranslation('rule-sets');
  const language: 'en' | 'pl' = i18n.resolvedLanguage === 'pl' ? 'pl' : 'en';
  const kindName = (kind: string) => t(`kinds.${kind}`, { defaultValue: humanise(kind) });
  const has = (key: string) => i18n.exists(`rule-sets:${key}`);
  return {
    language,
    kindName,
    /** A rule's or list's name from the API, or the kind's when the API gives none. */
    nameOf: (name: Bilingual | undefined, fallbackKind: string) =>
      name?.[language]?.trim() || kindName(fallbackKind),
    /** A text in both languages, in the UI's (the other one when it is empty). */
    textOf: (text: Bilingual | null | undefined) =>
      text?.[language]?.trim() || text?.[language === 'pl' ? 'en' : 'pl']?.trim() || '',
    fieldLabel: (key: string) => t(`fields.${key}`, { defaultValue: humanise(key) }),
    /** What a field means, under it in the form; undefined when it needs no words. */
    fieldHelp: (key: string) => (has(`field_help.${key}`) ? t(`field_help.${key}`) : undefined),
    /** What an empty value means for this field ("Any", "Not counted"). */
    emptyChoice: (key: string) => (has(`field_empty.${key}`) ? t(`field_empty.${key}`) : undefined),
    /**
     * A fact a rule reads, as users name it: a party's (`birth_date`, `registration_countries`)
     * or a transaction's (`amount_eur`, `parties.risk_level`); `type` is a party's type for one,
     * the transaction's type for the other.
     */
    readLabel: (field: string, subject: RuleSubject = 'party') => {
      const group = subject === 'transaction' ? 'transaction_read_fields' : 'read_fields';
      return t(`${group}.${field.replaceAll('.', '__')}`, { defaultValue: humanise(field) });
    },
    riskLabel: (risk: string) => t(`risk_levels.${risk}`, { defaultValue: humanise(risk) }),
    optionLabel: (set: string, value: string, lists?: RuleSetDetail['lists']) => {
      if (set === 'lists') {
        const list = lists?.find((item) => item.id === value);
        return list?.name[language]?.trim() || humanise(value);
      }
      return t(`options.${set}.${value}`, { defaultValue: humanise(value) });
    },
    /** An amount in euro as the reader writes it ("15,000.00 EUR", "15 000,00 EUR"). */
    eurAmount: (amount: string) => `${formatDecimal(amount, localeOf(language), 2)} EUR`,
    /** A field error code from the server or the form, as text. */
    errorText: (code: string | undefined) => {
      if (!code) return undefined;
      const key = `rule-sets:field_errors.${code}`;
      return i18n.exists(key) ? t(`field_errors.${code}`) : validationText(code);
    },
  };
}
