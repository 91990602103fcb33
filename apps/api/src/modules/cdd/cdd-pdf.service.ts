import type { Attachment, Language } from '@aml/shared';
import type { AppDeps } from '../../app-deps.js';
import type { TeamContext } from '../../policies/auth-context.js';
import { attachmentsOf } from '../attachments/attachments.service.js';
import { getExecution } from './cdd.service.js';
import { renderCddPdf } from './pdf/cdd-pdf.js';

/**
 * The PDF of an execution for the inspection file: its measures and, for each, the files kept
 * as evidence with their SHA-256. An execution the caller may not see is not found.
 */
export async function cddExecutionPdf(
  deps: AppDeps,
  auth: TeamContext,
  code: string,
  language: Language,
): Promise<Buffer> {
  const execution = await getExecution(deps, auth, code);
  const attachments: Record<string, Attachment[]> = {};
  for (const measure of execution.measures) {
    if (measure.attachments === 0) continue;
    attachments[measure.code] = (
      await attachmentsOf(deps, auth, 'cdd_measure', measure.code)
    ).items;
  }
  return renderCddPdf({ execution, attachments, language, generatedAt: deps.clock.now() });
}
