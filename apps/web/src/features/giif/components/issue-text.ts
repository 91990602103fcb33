import type { GiifIssue } from '@aml/shared';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

/** Where an issue is fixed: a party's form, the report's details, the company's data. */
export type IssuePlace = 'party' | 'transaction' | 'institution' | 'file';

/** GIIF's element names the file checks may answer with, as paths of the model. */
const ALIASES: Record<string, string> = { nipIO: 'institution.nip', korekta: 'correction' };

/** The parts of an issue's path, without the indices of lists: `persons.0.pesel` → persons, pesel. */
export const pathParts = (field: string): string[] =>
  (ALIASES[field] ?? field).split('.').filter((part) => part !== '' && !/^\d+$/.test(part));

const INSTITUTION_CODES = new Set(['institution_nip_required', 'institution_missing']);
const TRANSACTION_CODES = new Set([
  'kind_required',
  'kind_other_template',
  'eur_value_pending',
  'orderer_required',
  'representative_required',
]);

/** An issue as far as its wording goes. */
type IssueFacts = Pick<GiifIssue, 'party_code' | 'field' | 'code'> & {
  transaction_code?: string | null;
};

/** The texts of the giif namespace: `t`, and whether a key has a text. */
export type GiifTexts = { t: TFunction; has: (key: string) => boolean };

/** Where the issue is fixed, from its party, its code and its path. */
export function issuePlace(issue: IssueFacts): IssuePlace {
  const [first] = pathParts(issue.field);
  if (INSTITUTION_CODES.has(issue.code) || first === 'institution') return 'institution';
  if (TRANSACTION_CODES.has(issue.code)) return 'transaction';
  if (issue.party_code || first === 'persons') return 'party';
  if (issue.code === 'schema' || issue.transaction_code === null) return 'file';
  return 'transaction';
}

/**
 * A path of the model as a label in the user's language: a known path whole (`fields.kind`;
 * a person's fields drop `persons`, the name says whose), else its groups and its last part
 * ("Address: city"), else "other data". Never the raw path.
 */
export function fieldLabel({ t, has }: GiifTexts, field: string): string {
  const text = (key: string) => (has(key) ? t(key) : '');
  const parts = pathParts(field);
  const own = parts[0] === 'persons' && parts.length > 1 ? parts.slice(1) : parts;
  if (own.length === 0) return t('fields.other');
  const whole = text(`fields.${own.join('_')}`);
  if (whole) return whole;
  const leaf = own.at(-1)!;
  const leafText = text(`fields.${leaf}`) || text(`groups.${leaf}`);
  const groups = own.slice(0, -1).map((part) => text(`groups.${part}`));
  if (!leafText || groups.some((group) => !group)) return t('fields.other');
  return groups.reduceRight(
    (inner, group) => t('fields.grouped', { group, field: inner }),
    leafText,
  );
}

/** Codes a field of its own words better than the code does ("Choose the kind of transaction"). */
const FIELD_WORDED = new Set(['required', 'invalid_value', 'kind_required']);

/** What to do about an issue, in the user's language. */
export function issueFix({ t, has }: GiifTexts, issue: IssueFacts): string {
  const byField = `field_fixes.${pathParts(issue.field).join('_')}`;
  if (FIELD_WORDED.has(issue.code) && has(byField)) return t(byField);
  const place = issuePlace(issue);
  const found = [`fixes.${issue.code}.${place}`, `fixes.${issue.code}.default`].find(has);
  return t(found ?? 'fixes.unknown.default');
}

/** The field and the fix of an issue; the field prefixed with its person's name when known. */
export function useIssueText() {
  const { t, i18n } = useTranslation('giif');
  const texts: GiifTexts = { t, has: (key) => i18n.exists(key, { ns: 'giif' }) };
  return {
    field: (issue: GiifIssue, personName?: string | null) => {
      const label = fieldLabel(texts, issue.field);
      return personName ? t('issue.with_person', { name: personName, field: label }) : label;
    },
    fix: (issue: GiifIssue) => issueFix(texts, issue),
  };
}
