import type { AttachmentOwnerType } from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/app-error.js';
import type { TeamContext } from '../../policies/auth-context.js';
import type { RecordScope } from '../../policies/record.policy.js';
import { measureParty, measureVisible } from '../cdd/index.js';
import { requireMeasure, requireMeasureWork } from '../cdd/cdd.service.js';
import { requireParty } from '../parties/parties.service.js';
import { requireTransaction } from '../transactions/transactions.service.js';
import { partyVisible, transactionVisible } from './attachments.repository.js';

/**
 * How each kind of record files hang on is found for the caller: by its code (404 when they may
 * not see it), and whether one is visible by id. CDD measures and trainings join with their
 * modules (issues 30 and the trainings issue).
 */
export type OwnerKind = {
  byCode: (deps: AppDeps, auth: TeamContext, code: string) => Promise<{ id: number }>;
  visibleById: (db: Db, scope: RecordScope, id: number) => Promise<boolean>;
  /**
   * Refuses (throws) when the caller may not add, describe or delete files of the owner `id`
   * beyond the attachment's own record rules (a measure of an ended execution).
   */
  mayChangeFiles?: (deps: AppDeps, auth: TeamContext, id: number) => Promise<void>;
  /** What an alert about one of its files is linked to. */
  alertLink: (db: Db, id: number) => Promise<{ partyId?: number; transactionId?: number }>;
};

const OWNERS: Partial<Record<AttachmentOwnerType, OwnerKind>> = {
  party: {
    byCode: requireParty,
    visibleById: partyVisible,
    alertLink: async (_db, id) => ({ partyId: id }),
  },
  transaction: {
    byCode: requireTransaction,
    visibleById: transactionVisible,
    alertLink: async (_db, id) => ({ transactionId: id }),
  },
  // A measure's files are evidence of its party's due diligence: an alert names the party.
  cdd_measure: {
    byCode: requireMeasure,
    visibleById: measureVisible,
    mayChangeFiles: requireMeasureWork,
    alertLink: async (db, id) => ({ partyId: await measureParty(db, id) }),
  },
};

export function ownerKind(type: AttachmentOwnerType): OwnerKind {
  const kind = OWNERS[type];
  if (!kind) throw notFound('Attachment');
  return kind;
}
