import type { Language } from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import type { TeamContext } from '../../policies/auth-context.js';
import { PARTY_PDF_TEXTS } from '../parties/index.js';
import { reportFormWithInstitution } from './giif.service.js';
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
  const { form, institution, institutionIssues } = await reportFormWithInstitution(
    deps,
    auth,
    code,
  );
  // The tab answers report-model's draft as a record: the sheet reads it as that draft.
  const report: SheetTransaction = form.report as unknown as DraftTransaction;
  const pdf = await renderDataSheetPdf({
    language,
    generatedAt: deps.clock.now(),
    code: form.transaction_code,
    templateType: form.template_type,
    institution,
    report,
    issues: [...institutionIssues, ...form.issues],
    documentTypes: PARTY_PDF_TEXTS[language].documentTypes,
  });
  return { name: `GIIF-sheet-${form.transaction_code}.pdf`, pdf };
}
