import {
  normaliseIban,
  type RedFlagEntry,
  type RegistryAnswer,
  type RegistryName,
} from '@aml/shared';
import { addDays } from '../../lib/warsaw-time.js';

/** A registration this recent is a red flag (issue 31: "less than six months ago"). */
const RECENT_DAYS = 183;

const nrbOf = (account: string) => normaliseIban(account).replace(/^PL/, '');

/**
 * What in the registries' answers deserves a second look (issue 31 item 4): VAT status not
 * active, removal or restoration, an ended business, liquidation or bankruptcy in KRS section 6,
 * a registration less than six months old, the customer's accounts missing from the White List,
 * and no CRBR entry for a company that must have one.
 */
export function redFlagsOf(
  answers: RegistryAnswer[],
  today: string,
  customer: { accounts: string[] } | null,
): RedFlagEntry[] {
  const flags: RedFlagEntry[] = [];
  const flag = (
    name: RedFlagEntry['flag'],
    registry: RegistryName | null,
    detail: string | null = null,
  ) => flags.push({ flag: name, registry, detail });
  const byRegistry = new Map(answers.map((a) => [a.registry, a]));
  const found = answers.filter((a) => a.status === 'found' && a.entity);

  const whiteList = byRegistry.get('white_list');
  if (whiteList?.status === 'found' && whiteList.entity?.vat_status !== 'active') {
    flag('vat_not_active', 'white_list', whiteList.entity?.vat_status ?? null);
  }
  if (whiteList?.status === 'not_found') flag('vat_not_active', 'white_list', 'not_registered');
  if (whiteList?.entity?.removal_date)
    flag('vat_removed', 'white_list', whiteList.entity.removal_date);
  if (whiteList?.entity?.restoration_date) {
    flag('vat_restored', 'white_list', whiteList.entity.restoration_date);
  }

  for (const answer of found) {
    if (answer.entity!.end_date) flag('business_ended', answer.registry, answer.entity!.end_date);
    if (answer.entity!.liquidation) flag('liquidation', answer.registry);
    if (answer.entity!.bankruptcy) flag('bankruptcy', answer.registry);
  }

  // The registers' dates of registration (the White List's is of the VAT registration).
  const registered = found
    .filter((a) => a.registry === 'regon' || a.registry === 'krs' || a.registry === 'ceidg')
    .map((a) => ({ registry: a.registry, day: a.entity!.registration_date }))
    .filter((r): r is { registry: RegistryName; day: string } => Boolean(r.day))
    .sort((a, b) => b.day.localeCompare(a.day))[0];
  if (registered && registered.day > addDays(today, -RECENT_DAYS)) {
    flag('registered_recently', registered.registry, registered.day);
  }

  if (customer && whiteList?.status === 'found') {
    const listed = new Set((whiteList.entity?.accounts ?? []).map(nrbOf));
    // The White List holds Polish accounts only.
    for (const account of customer.accounts.filter((a) => normaliseIban(a).startsWith('PL'))) {
      if (!listed.has(nrbOf(account))) flag('accounts_not_on_white_list', 'white_list', account);
    }
  }

  // Entities in KRS register their owners in CRBR; a sole trader does not.
  const legalPerson = found.some(
    (a) => a.entity!.entity_kind === 'legal_person' || a.registry === 'krs',
  );
  if (legalPerson && byRegistry.get('crbr')?.status === 'not_found') flag('crbr_missing', 'crbr');
  return flags;
}
