import type {
  InstitutionType,
  ObligatedInstitution,
  ObligatedInstitutionResponse,
} from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import type { Db } from '../../db/client.js';
import { diff, recordAudit } from '../audit/audit.service.js';
import type { TeamContext } from '../../policies/auth-context.js';
import {
  findInstitution,
  setIdentificationFormFiledOn,
  upsertInstitution,
  type ObligatedInstitutionRow,
} from './company.repository.js';

const FIELDS = [
  'name',
  'legal_form',
  'institution_type',
  'nip',
  'regon',
  'krs',
  'address',
  'contact_person',
] as const;

function toData(row: ObligatedInstitutionRow): NonNullable<ObligatedInstitutionResponse['data']> {
  return {
    name: row.name,
    legal_form: row.legal_form,
    institution_type: row.institution_type as ObligatedInstitution['institution_type'],
    nip: row.nip,
    regon: row.regon,
    krs: row.krs,
    address: row.address,
    contact_person: row.contact_person,
    updated_at: row.updated_at.toISOString(),
  };
}

export async function getCompanyData(
  deps: AppDeps,
  auth: TeamContext,
): Promise<ObligatedInstitutionResponse> {
  const row = await findInstitution(deps.db, auth.teamId);
  return { data: row ? toData(row) : null };
}

export async function saveCompanyData(
  deps: AppDeps,
  auth: TeamContext,
  input: ObligatedInstitution,
): Promise<ObligatedInstitutionResponse> {
  const row = await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const before = await findInstitution(tx, auth.teamId);
    const saved = await upsertInstitution(tx, auth.teamId, input, auth.userId, now);
    const beforeFields = Object.fromEntries(
      FIELDS.map((f) => [f, JSON.stringify(before?.[f] ?? null)]),
    );
    const afterFields = Object.fromEntries(FIELDS.map((f) => [f, JSON.stringify(saved[f])]));
    await recordAudit(tx, auth, now, {
      entityType: 'obligated_institution',
      entityCode: null,
      action: before ? 'updated' : 'created',
      changes: diff(beforeFields, afterFields),
    });
    return saved;
  });
  return { data: toData(row) };
}

/** The team's kind of obligated institution (what the transaction rules read), if recorded. */
export async function institutionTypeOf(db: Db, teamId: number): Promise<InstitutionType | null> {
  const row = await findInstitution(db, teamId);
  return (row?.institution_type ?? null) as InstitutionType | null;
}

/** When the team last filed GIIF's identification form (art. 77), as the officer recorded it. */
export async function identificationFormFiledOn(db: Db, teamId: number): Promise<string | null> {
  return (await findInstitution(db, teamId))?.identification_form_filed_on ?? null;
}

/** Records the day the identification form was filed on GIIF's site (null: not filed). */
export async function recordIdentificationFormFiled(
  deps: AppDeps,
  auth: TeamContext,
  filedOn: string | null,
) {
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const before = await findInstitution(tx, auth.teamId);
    if (!before)
      throw new AppError(409, 'giif_institution_missing', 'Enter the company data first');
    await setIdentificationFormFiledOn(tx, auth.teamId, filedOn, auth.userId, now);
    await recordAudit(tx, auth, now, {
      entityType: 'obligated_institution',
      entityCode: null,
      action: 'identification_form_filed',
      changes: { identification_form_filed_on: [before.identification_form_filed_on, filedOn] },
    });
  });
}
