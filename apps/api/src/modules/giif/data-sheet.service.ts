import { isValidNip, type GiifIssue, type Language } from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import type { TeamContext } from '../../policies/auth-context.js';
import { getCompanyData } from '../company/company.service.js';
import { PARTY_PDF_TEXTS } from '../parties/index.js';
import { reportForm } from './giif.service.js';
import {
  renderDataSheetPdf,
  type DraftTransaction,
  type SheetTransaction,
} from './pdf/data-sheet-pdf.js';

/**
 * A transaction's data sheet for keying its threshold report into GIIF's web form by hand
 * (giif-formats.md § 2.4 and § 7 point 7; docs/giif-reports.md): the same report its GIIF tab
 * shows and its XML is written from, in the order of the reconstructed mapping, with what is
 * missing listed first.
 */
export async function transactionDataSheet(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  language: Language,
) {
  const [form, company] = await Promise.all([
    reportForm(deps, auth, code),
    getCompanyData(deps, auth),
  ]);
  // The tab answers report-model's draft as a record: the sheet reads it as that draft.
  const report: SheetTransaction = form.report as unknown as DraftTransaction;
  const institution = company.data ? { nip: company.data.nip, name: company.data.name } : null;
  const pdf = await renderDataSheetPdf({
    language,
    generatedAt: deps.clock.now(),
    code: form.transaction_code,
    templateType: form.template_type,
    institution,
    report,
    issues: [...institutionIssues(institution, form.transaction_code), ...form.issues],
    documentTypes: PARTY_PDF_TEXTS[language].documentTypes,
  });
  return { name: `GIIF-sheet-${form.transaction_code}.pdf`, pdf };
}

/** The institution's part of the report (nipIO), which the transaction's form does not check. */
function institutionIssues(
  institution: { nip: string; name: string } | null,
  transactionCode: string,
): GiifIssue[] {
  const issue = (field: string, code: string): GiifIssue => ({
    transaction_code: transactionCode,
    party_code: null,
    field,
    code,
  });
  if (!institution) return [issue('institution', 'institution_missing')];
  if (!isValidNip(institution.nip)) return [issue('institution.nip', 'nip_invalid')];
  return [];
}
