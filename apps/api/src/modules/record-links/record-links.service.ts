import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../lib/app-error.js';
import type { TeamContext } from '../../policies/auth-context.js';
import { scopeOf } from '../../policies/record.policy.js';
import { findVisibleAlerts } from '../alerts/index.js';
import { findVisibleCodes } from '../parties/index.js';
import { findMember } from '../teams/index.js';
import { findVisibleTransactions } from '../transactions/index.js';

/** The records an alert, a task or a history event names: by code in a request… */
export type LinkCodes = {
  assignee_code?: string | null;
  party_code?: string | null;
  transaction_code?: string | null;
  alert_code?: string | null;
};
/** …and by id in its row. */
export type LinkIds = {
  assignee_id?: number | null;
  party_id?: number | null;
  transaction_id?: number | null;
  alert_id?: number | null;
};

type Kind = 'assignee' | 'party' | 'transaction' | 'alert';
const KINDS: readonly Kind[] = ['assignee', 'party', 'transaction', 'alert'];
const NAMES: Record<Kind, string> = {
  assignee: 'Team member',
  party: 'Party',
  transaction: 'Transaction',
  alert: 'Alert',
};

/** The id of the record `code` names, if the caller may see it (an assignee: a team member). */
async function idOf(deps: AppDeps, auth: TeamContext, kind: Kind, code: string) {
  const scope = scopeOf(auth);
  switch (kind) {
    case 'assignee':
      return (await findMember(deps.db, auth.teamId, code))?.user_id;
    case 'party':
      return (await findVisibleCodes(deps.db, scope, [code]))[0]?.id;
    case 'transaction':
      return (await findVisibleTransactions(deps.db, scope, [code]))[0]?.id;
    case 'alert':
      return (await findVisibleAlerts(deps.db, scope, [code]))[0]?.id;
  }
}

/**
 * The links a record is given, as ids: a code the caller may not see answers 404 (naming the
 * kind), null unlinks, and a code left out (or empty) keeps the link as it is.
 */
export async function resolveLinks(
  deps: AppDeps,
  auth: TeamContext,
  codes: LinkCodes,
): Promise<LinkIds> {
  const links: LinkIds = {};
  for (const kind of KINDS) {
    const code = codes[`${kind}_code`];
    if (code === null) links[`${kind}_id`] = null;
    else if (code) {
      const id = await idOf(deps, auth, kind, code);
      if (id === undefined) throw notFound(NAMES[kind]);
      links[`${kind}_id`] = id;
    }
  }
  return links;
}

/**
 * The links a list is filtered by, as ids (null where none is asked for), or null when one
 * names a record the caller may not see: the list is then empty, and says nothing of it.
 */
export async function resolveFilters(
  deps: AppDeps,
  auth: TeamContext,
  codes: LinkCodes,
): Promise<Record<`${Kind}Id`, number | null> | null> {
  const found: Record<`${Kind}Id`, number | null> = {
    assigneeId: null,
    partyId: null,
    transactionId: null,
    alertId: null,
  };
  for (const kind of KINDS) {
    const code = codes[`${kind}_code`];
    if (!code) continue;
    const id = await idOf(deps, auth, kind, code);
    if (id === undefined) return null;
    found[`${kind}Id`] = id;
  }
  return found;
}
