import type { RuleSetDetail } from '@aml/shared';
import { useTranslation } from 'react-i18next';
import { validationText } from '../../../lib/forms';
import { humanise } from './config-shape';

type Bilingual = { en: string; pl: string };

/** Names in the UI's language: the API's bilingual names first, then this namespace's. */
export function useRuleSetLabels() {
  const { t, i18n } = useTranslation('rule-sets');
  const language: 'en' | 'pl' = i18n.resolvedLanguage === 'pl' ? 'pl' : 'en';
  const kindName = (kind: string) => t(`kinds.${kind}`, { defaultValue: humanise(kind) });
  return {
    language,
    kindName,
    /** A rule's or list's name from the API, or the kind's when the API gives none. */
    nameOf: (name: Bilingual | undefined, fallbackKind: string) =>
      name?.[language]?.trim() || kindName(fallbackKind),
    fieldLabel: (key: string) => t(`fields.${key}`, { defaultValue: humanise(key) }),
    /** A party fact a rule reads (`birth_date`, `registration_countries`), as users name it. */
    readLabel: (field: string) => t(`read_fields.${field}`, { defaultValue: humanise(field) }),
    riskLabel: (risk: string) => t(`risk_levels.${risk}`, { defaultValue: humanise(risk) }),
    optionLabel: (set: string, value: string, lists?: RuleSetDetail['lists']) => {
      if (set === 'lists') {
        const list = lists?.find((item) => item.id === value);
        return list?.name[language]?.trim() || humanise(value);
      }
      return t(`options.${set}.${value}`, { defaultValue: humanise(value) });
    },
    /** A field error code from the server or the form, as text. */
    errorText: (code: string | undefined) => {
      if (!code) return undefined;
      const key = `rule-sets:field_errors.${code}`;
      return i18n.exists(key) ? t(`field_errors.${code}`) : validationText(code);
    },
  };
}
