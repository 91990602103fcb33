/** The notification channel on which a new list version is announced to every API process. */
export const SANCTIONS_CHANNEL = 'aml_sanction_lists';
