import type { GiifIdentificationForm, Language } from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { warsawDay } from '../../lib/warsaw-time.js';
import type { TeamContext } from '../../policies/auth-context.js';
import {
  getCompanyData,
  identificationFormFiledOn,
  recordIdentificationFormFiled,
} from '../company/company.service.js';
import { schemaFor } from './giif-schemas.service.js';
import { identificationForm, refilingReminder } from './identification-form.js';
import { renderIdentificationFormPdf } from './pdf/identification-form-pdf.js';
import { writeIdentificationForm } from './templates/identification.js';
import { validateAgainstXsd } from './xsd-validation.js';

/** The identification form of art. 77 from the company data (docs/giif-reports.md). */

async function current(deps: AppDeps, auth: TeamContext) {
  const [company, filedOn] = await Promise.all([
    getCompanyData(deps, auth),
    identificationFormFiledOn(deps.db, auth.teamId),
  ]);
  const reminder = refilingReminder(warsawDay(deps.clock.now()), filedOn);
  if (!company.data) return { form: null, filedOn, reminder };
  return { form: identificationForm(company.data, filedOn), filedOn, reminder };
}

export async function getIdentificationForm(
  deps: AppDeps,
  auth: TeamContext,
): Promise<GiifIdentificationForm> {
  const [{ form, filedOn, reminder }, schema] = await Promise.all([
    current(deps, auth),
    schemaFor(deps, 'identification'),
  ]);
  return {
    model: (form?.draft as unknown as Record<string, unknown>) ?? null,
    issues: form
      ? form.issues
      : [
          {
            transaction_code: null,
            party_code: null,
            field: 'institution',
            code: 'institution_missing',
          },
        ],
    filed_on: filedOn,
    reminder,
    schema_installed: schema !== null,
  };
}

async function completeForm(deps: AppDeps, auth: TeamContext) {
  const { form, reminder } = await current(deps, auth);
  if (!form?.model) {
    throw new AppError(
      409,
      'giif_institution_missing',
      'Complete the company data for the identification form',
    );
  }
  return { model: form.model, reminder };
}

export async function identificationFormPdf(deps: AppDeps, auth: TeamContext, language: Language) {
  const { model, reminder } = await completeForm(deps, auth);
  return renderIdentificationFormPdf({
    language,
    generatedAt: deps.clock.now(),
    form: model,
    reminder,
  });
}

/** The form's XML, only against an installed schema it validates against. */
export async function identificationFormXml(deps: AppDeps, auth: TeamContext) {
  const { model } = await completeForm(deps, auth);
  const schema = await schemaFor(deps, 'identification');
  if (!schema) {
    throw new AppError(
      409,
      'giif_file_invalid',
      "GIIF's schema of the identification form is not installed",
    );
  }
  const xml = writeIdentificationForm(model);
  const issues = await validateAgainstXsd(xml, schema, () => null);
  if (issues.length > 0) {
    throw new AppError(
      409,
      'giif_file_invalid',
      `The form does not validate: ${issues[0]!.detail}`,
    );
  }
  return xml;
}

export async function recordFiled(deps: AppDeps, auth: TeamContext, filedOn: string | null) {
  await recordIdentificationFormFiled(deps, auth, filedOn);
  return getIdentificationForm(deps, auth);
}
