import { Readable } from 'node:stream';
import {
  isValidNip,
  message,
  normaliseNip,
  partyDisplayName,
  type CrbrComparison,
  type Language,
} from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { warsawDay } from '../../lib/warsaw-time.js';
import type { TeamContext } from '../../policies/auth-context.js';
import { scopeOf } from '../../policies/record.policy.js';
import { attachmentIdOf, uploadAttachment } from '../attachments/attachments.service.js';
import { recordAudit } from '../audit/audit.service.js';
import { raiseTask } from '../case-work/index.js';
import { getCompanyData } from '../company/company.service.js';
import { listLinked, type PartyWithCreator } from '../parties/index.js';
import { requireParty } from '../parties/parties.service.js';
import { compareOwners, isDiscrepancy, type RecordedOwner } from './crbr-comparison.js';
import { renderCrbrNoticePdf } from './pdf/crbr-notice-pdf.js';
import { insertCrbrCheck, latestCrbrCheck, setCrbrTask } from './registries.repository.js';

/**
 * The beneficial owners recorded for a party, as CRBR is compared with: those the caller sees
 * (`scope` 'caller'), or every one the institution recorded ('team'), which is what decides
 * whether CRBR differs from the institution's findings.
 */
export async function recordedOwners(
  deps: AppDeps,
  auth: TeamContext,
  partyId: number,
  scope: 'caller' | 'team' = 'caller',
) {
  const owners = await listLinked(
    deps.db,
    scope === 'team' ? { teamId: auth.teamId, ownerId: null } : scopeOf(auth),
    partyId,
    'beneficiary',
  );
  return owners.map((owner): RecordedOwner => ({
    code: owner.code,
    first_name: owner.first_name,
    last_name: owner.last_name,
    pesel: owner.pesel,
    birth_date: owner.birth_date,
    citizenships: owner.citizenships,
    share: owner.share,
  }));
}

/** The Polish NIP of a company or sole trader, which CRBR is searched by. */
function nipOf(party: PartyWithCreator): string {
  const polish = (party.tax_id_country ?? 'PL') === 'PL';
  if (!party.tax_id || !polish || !isValidNip(party.tax_id)) {
    throw new AppError(
      409,
      'crbr_needs_nip',
      'CRBR is searched by a Polish NIP: enter the NIP first',
    );
  }
  return normaliseNip(party.tax_id);
}

/** GET /int/parties/{id}/crbr: the last CRBR answer beside the owners recorded now. */
export async function partyCrbr(
  deps: AppDeps,
  auth: TeamContext,
  partyCode: string,
): Promise<CrbrComparison> {
  const party = await requireParty(deps, auth, partyCode);
  const latest = await latestCrbrCheck(deps.db, scopeOf(auth), party.id);
  const recorded = await recordedOwners(deps, auth, party.id);
  return {
    checked_at: latest?.check.checked_at.toISOString() ?? null,
    request_id: latest?.check.request_id ?? null,
    status: (latest?.check.status as CrbrComparison['status'] | undefined) ?? null,
    attachment_code: latest?.attachment_code ?? null,
    // Before any check there is nothing to compare with: the recorded owners are listed alone.
    rows: compareOwners(recorded, latest?.check.owners ?? []),
    task_code: latest?.task_code ?? null,
  };
}

/**
 * POST /int/parties/{id}/crbr: asks CRBR about the party's NIP, keeps the extract as the party's
 * attachment, compares the owners and, when they differ, raises a task with the prepared
 * discrepancy notice (art. 61a). A registry that cannot answer changes nothing and says so.
 */
export async function checkPartyCrbr(deps: AppDeps, auth: TeamContext, partyCode: string) {
  const party = await requireParty(deps, auth, partyCode);
  const nip = nipOf(party);
  const answer = await deps.registries.ask('crbr', { kind: 'nip', value: nip }, { fresh: true });
  if (answer.status === 'not_configured') {
    throw new AppError(
      409,
      'registry_not_configured',
      'CRBR is not configured on this installation',
    );
  }
  if (answer.status !== 'found' && answer.status !== 'not_found') {
    throw new AppError(503, 'registry_unavailable', answer.message ?? 'CRBR did not answer');
  }
  const now = deps.clock.now();
  const attachment = answer.raw
    ? await uploadAttachment(
        deps,
        auth,
        'party',
        party.code,
        {
          filename: `CRBR-${nip}-${warsawDay(now)}.xml`,
          stream: Readable.from(Buffer.from(answer.raw, 'utf8')),
          truncated: () => false,
        },
        `CRBR ${answer.request_id ?? ''}`.trim(),
      )
    : null;
  const attachmentId = attachment ? await attachmentIdOf(deps, auth, attachment.code) : null;
  const owners = answer.entity?.beneficial_owners ?? [];
  const rows = compareOwners(await recordedOwners(deps, auth, party.id, 'team'), owners);
  const discrepancies = rows.filter(isDiscrepancy).length;
  await deps.db.transaction(async (tx) => {
    const check = await insertCrbrCheck(tx, {
      team_id: auth.teamId,
      party_id: party.id,
      status: answer.status,
      request_id: answer.request_id,
      owners,
      attachment_id: attachmentId,
      created_by: auth.userId,
      checked_at: now,
    });
    await recordAudit(tx, auth, now, {
      entityType: 'crbr_check',
      entityCode: party.code,
      action: 'created',
      changes: { request_id: answer.request_id, status: answer.status, discrepancies },
    });
    if (discrepancies === 0) return;
    const { task } = await raiseTask(deps, tx, {
      teamId: auth.teamId,
      source: 'crbr',
      // One open task per party: checking again before it is settled links the same task.
      subjectKey: `crbr:discrepancy:${party.id}`,
      title: message('task.crbr.discrepancy_title', { name: partyDisplayName(party) }),
      description: message('task.crbr.discrepancy_description', {
        request_id: answer.request_id ?? '—',
        count: discrepancies,
      }),
      priority: 'high',
      partyId: party.id,
      assigneeId: auth.userId,
      actor: auth,
    });
    await setCrbrTask(tx, check.id, task.id);
  });
  return partyCrbr(deps, auth, partyCode);
}

/** GET /int/parties/{id}/crbr/notice: the discrepancy notice of the last check, as a PDF. */
export async function crbrNoticePdf(
  deps: AppDeps,
  auth: TeamContext,
  partyCode: string,
  language: Language,
): Promise<Buffer> {
  const party = await requireParty(deps, auth, partyCode);
  const comparison = await partyCrbr(deps, auth, partyCode);
  if (!comparison.checked_at) {
    throw new AppError(409, 'crbr_not_checked', 'Check the party in CRBR first');
  }
  const { data: institution } = await getCompanyData(deps, auth);
  const owners = await listLinked(deps.db, scopeOf(auth), party.id, 'beneficiary');
  return renderCrbrNoticePdf({
    language,
    generatedAt: deps.clock.now(),
    institution: institution
      ? {
          name: institution.name,
          nip: institution.nip,
          address: [
            `${institution.address.street} ${institution.address.house_number}`.trim(),
            `${institution.address.postal_code} ${institution.address.city}`.trim(),
          ]
            .filter(Boolean)
            .join(', '),
        }
      : null,
    company: { name: partyDisplayName(party), nip: party.tax_id, krs: null },
    requestId: comparison.request_id,
    checkedAt: comparison.checked_at,
    rows: comparison.rows,
    recorded: owners.map((owner) => ({
      code: owner.code,
      name: partyDisplayName(owner),
      pesel: owner.pesel,
      birth_date: owner.birth_date,
      citizenships: owner.citizenships,
      share: owner.share,
    })),
  });
}
