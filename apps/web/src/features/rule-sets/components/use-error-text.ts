import { useTranslation } from 'react-i18next';
import { ApiError, errorText } from '../../../lib/api-client';

/** A failed call as text; the rule-set codes the shared error list lacks are translated here. */
export function useRuleSetErrorText() {
  const { t, i18n } = useTranslation('rule-sets');
  return (error: unknown) => {
    if (error instanceof ApiError && i18n.exists(`rule-sets:errors.${error.code}`)) {
      return t(`errors.${error.code}`);
    }
    return errorText(error);
  };
}
