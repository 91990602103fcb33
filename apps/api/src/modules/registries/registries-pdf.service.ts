import type { Language } from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import type { TeamContext } from '../../policies/auth-context.js';
import { getCompanyData } from '../company/company.service.js';
import { renderRegistriesReportPdf } from './pdf/registries-report-pdf.js';
import { getReport } from './registries.service.js';

/** The PDF of a stored registries report, for the party's file. */
export async function registriesReportPdf(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  language: Language,
): Promise<Buffer> {
  const report = await getReport(deps, auth, code);
  const { data: institution } = await getCompanyData(deps, auth);
  return renderRegistriesReportPdf({
    report,
    language,
    generatedAt: deps.clock.now(),
    institutionName: institution?.name ?? null,
  });
}
