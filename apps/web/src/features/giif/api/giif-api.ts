import {
  GiifFileListSchema,
  GiifFileSchema,
  GiifIdentificationFormSchema,
  GiifQueueSchema,
  GiifReportFormSchema,
  GiifSchemaListSchema,
  type GIIF_RECORDED_STATES,
  type GiifFileState,
  type GiifReportDetailsInput,
  type GiifTemplateKey,
  type GiifTemplateType,
} from '@aml/shared';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError, apiCall, uploadFile } from '../../../lib/api-client';

/** Every query of reports to GIIF starts with `all`: one invalidation refreshes them all. */
export const giifKeys = {
  all: ['giif'] as const,
  queue: (type: GiifTemplateType | undefined) => ['giif', 'queue', type ?? 'all'] as const,
  report: (code: string) => ['giif', 'report', code] as const,
  files: (query: GiifFilesQuery) => ['giif', 'files', 'list', query] as const,
  file: (code: string) => ['giif', 'files', 'detail', code] as const,
  schemas: ['giif', 'schemas'] as const,
  identificationForm: ['giif', 'identification-form'] as const,
};

/**
 * What a change of a report or a file makes stale: the queue, the files, the transactions'
 * reports (a file built, loaded or rejected moves its transactions in or out of the queue).
 */
export const GIIF_QUERIES = [giifKeys.all] as const;

/** What a change of the company data makes stale: the identification form made from it. */
export const IDENTIFICATION_FORM_QUERIES = [giifKeys.identificationForm] as const;

/** An answer of GIIF's the officer records (the contract names the values, not the type). */
export type GiifRecordedState = (typeof GIIF_RECORDED_STATES)[number];

export type GiifFilesQuery = { state?: GiifFileState; page: number; page_size: number };

/** GET /int/giif/queue: the transactions to report, overdue first, with counts per template. */
export const giifQueueQuery = (type?: GiifTemplateType) =>
  queryOptions({
    queryKey: giifKeys.queue(type),
    queryFn: async () =>
      GiifQueueSchema.parse(await apiCall('/giif/queue', { query: type ? { type } : {} })),
  });

/** GET /int/giif/schemas: which of GIIF's XSDs an administrator installed. */
export const giifSchemasQuery = () =>
  queryOptions({
    queryKey: giifKeys.schemas,
    queryFn: async () => GiifSchemaListSchema.parse(await apiCall('/giif/schemas')),
    // Installed by an administrator, rarely: read again with a new page, not every minute.
    staleTime: 5 * 60_000,
  });

/** PUT /int/giif/schemas/{template}: the installation's administrator installs GIIF's XSD. */
export const installGiifSchema = async (input: {
  template: GiifTemplateKey;
  file: File;
  version?: string;
}) =>
  GiifSchemaListSchema.parse(
    await uploadFile(
      `/giif/schemas/${input.template}`,
      input.file,
      input.version ? { version: input.version } : {},
      'PUT',
    ),
  );

/** DELETE /int/giif/schemas/{template}: the folder's schema, if any, applies again. */
export const removeGiifSchema = async (template: GiifTemplateKey) =>
  GiifSchemaListSchema.parse(await apiCall(`/giif/schemas/${template}`, { method: 'DELETE' }));

/** GET /int/obligated-institution/identification-form: art. 77's form from the company data. */
export const identificationFormQuery = () =>
  queryOptions({
    queryKey: giifKeys.identificationForm,
    queryFn: async () =>
      GiifIdentificationFormSchema.parse(
        await apiCall('/obligated-institution/identification-form'),
      ),
  });

/** POST /int/obligated-institution/identification-form/filed: the day, or null to forget it. */
export const recordIdentificationFiled = async (filedOn: string | null) =>
  GiifIdentificationFormSchema.parse(
    await apiCall('/obligated-institution/identification-form/filed', {
      method: 'POST',
      body: { filed_on: filedOn },
    }),
  );

/** GET /int/obligated-institution/identification-form/pdf, in the user's language. */
export const identificationFormPdf = () =>
  apiCall<Blob>('/obligated-institution/identification-form/pdf', { responseType: 'blob' });

/** GET /int/obligated-institution/identification-form/xml (with GIIF's schema installed). */
export const identificationFormXml = () =>
  apiCall<Blob>('/obligated-institution/identification-form/xml', { responseType: 'blob' });

/** GET /int/transactions/{code}/giif: the transaction's report as it would be filed now. */
export const giifReportQuery = (code: string) =>
  queryOptions({
    queryKey: giifKeys.report(code),
    queryFn: async () => GiifReportFormSchema.parse(await apiCall(`/transactions/${code}/giif`)),
  });

/** GET /int/transactions/{code}/giif/sheet.pdf: the data sheet for keying it in by hand. */
export const giifDataSheet = (code: string, lang: 'pl' | 'en') =>
  apiCall<Blob>(`/transactions/${code}/giif/sheet.pdf`, { query: { lang }, responseType: 'blob' });

/** PUT /int/transactions/{code}/giif: what the report needs that the transaction lacks. */
export const saveGiifDetails = async (code: string, details: GiifReportDetailsInput) =>
  GiifReportFormSchema.parse(
    await apiCall(`/transactions/${code}/giif`, { method: 'PUT', body: details }),
  );

/** POST /int/transactions/{code}/giif/correction: a loaded report is to be corrected. */
export const requestGiifCorrection = async (code: string) =>
  GiifReportFormSchema.parse(
    await apiCall(`/transactions/${code}/giif/correction`, { method: 'POST' }),
  );

/** GET /int/giif/files: the files, newest first, paged. */
export const giifFilesQuery = (query: GiifFilesQuery) =>
  queryOptions({
    queryKey: giifKeys.files(query),
    queryFn: async () => GiifFileListSchema.parse(await apiCall('/giif/files', { query })),
    placeholderData: (previous) => previous,
  });

/** GET /int/giif/files/{code} */
export const giifFileQuery = (code: string) =>
  queryOptions({
    queryKey: giifKeys.file(code),
    queryFn: async () => GiifFileSchema.parse(await apiCall(`/giif/files/${code}`)),
  });

/** POST /int/giif/files: one file of one template (a draft while it has issues). */
export const createGiifFile = async (input: {
  template_type: GiifTemplateType;
  transactions: string[];
}) => GiifFileSchema.parse(await apiCall('/giif/files', { method: 'POST', body: input }));

/** DELETE /int/giif/files/{code}: a draft or validated file; its transactions return. */
export const deleteGiifFile = (code: string) =>
  apiCall(`/giif/files/${code}`, { method: 'DELETE' });

/** POST /int/giif/files/{code}/validate: built again from the data as it is now. */
export const validateGiifFile = async (code: string) =>
  GiifFileSchema.parse(await apiCall(`/giif/files/${code}/validate`, { method: 'POST' }));

/** GET /int/giif/files/{code}/xml: the file to sign (a validated file becomes exported). */
export const giifFileXml = (code: string) =>
  apiCall<Blob>(`/giif/files/${code}/xml`, { responseType: 'blob' });

/** POST /int/giif/files/{code}/signed: the signed file, checked against the exported XML. */
export const uploadSignedGiifFile = async (code: string, file: File) =>
  GiifFileSchema.parse(await uploadFile(`/giif/files/${code}/signed`, file));

/** GET /int/giif/files/{code}/signed */
export const giifSignedFile = (code: string) =>
  apiCall<Blob>(`/giif/files/${code}/signed`, { responseType: 'blob' });

/** POST /int/giif/files/{code}/status: GIIF's answer, as read on GIIF's website. */
export const recordGiifStatus = async (
  code: string,
  input: { state: GiifRecordedState; giif_reference?: string; rejection_reason?: string },
) =>
  GiifFileSchema.parse(
    await apiCall(`/giif/files/${code}/status`, { method: 'POST', body: input }),
  );

/** POST /int/giif/files/{code}/receipt: GIIF's receipt (UPO) of a loaded file. */
export const uploadGiifReceipt = async (code: string, file: File) =>
  GiifFileSchema.parse(await uploadFile(`/giif/files/${code}/receipt`, file));

/** GET /int/giif/files/{code}/receipt */
export const giifReceipt = (code: string) =>
  apiCall<Blob>(`/giif/files/${code}/receipt`, { responseType: 'blob' });

const SignatureProblemsSchema = z.object({
  problems: z.array(z.object({ code: z.string(), en: z.string(), pl: z.string() })),
});
export type SignatureProblem = z.infer<typeof SignatureProblemsSchema>['problems'][number];

/** What a refused signed file was refused for (422 giif_signature_invalid), or null. */
export function signatureProblems(error: unknown): SignatureProblem[] | null {
  if (!(error instanceof ApiError) || error.code !== 'giif_signature_invalid') return null;
  const parsed = SignatureProblemsSchema.safeParse(error.body?.details);
  return parsed.success ? parsed.data.problems : [];
}
