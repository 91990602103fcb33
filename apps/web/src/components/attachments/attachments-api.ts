import {
  AttachmentListSchema,
  AttachmentSchema,
  type Attachment,
  type AttachmentOwnerType,
} from '@aml/shared';
import { queryOptions } from '@tanstack/react-query';
import { apiCall, uploadFormWithProgress } from '../../lib/api-client';
import { saveFile } from '../../lib/save-file';

/** The records with attachment routes of their own (spec section 7): their path. */
export type AttachmentOwner = Extract<AttachmentOwnerType, 'party' | 'transaction' | 'cdd_measure'>;
const OWNER_PATH: Record<AttachmentOwner, string> = {
  party: 'parties',
  transaction: 'transactions',
  cdd_measure: 'customer-due-diligence-measure',
};

export const attachmentKeys = {
  all: ['attachments'] as const,
  of: (owner: AttachmentOwner, code: string) => [...attachmentKeys.all, owner, code] as const,
};

/** GET /int/{records}/{code}/attachments */
export const attachmentsQuery = (owner: AttachmentOwner, code: string) =>
  queryOptions({
    queryKey: attachmentKeys.of(owner, code),
    queryFn: async () =>
      AttachmentListSchema.parse(await apiCall(`/${OWNER_PATH[owner]}/${code}/attachments`)),
  });

/** POST /int/{records}/attachments/{code}: the description goes before the file. */
export const uploadAttachment = async (
  owner: AttachmentOwner,
  code: string,
  file: File,
  description: string,
  onProgress: (sent: number) => void,
): Promise<Attachment> =>
  AttachmentSchema.parse(
    await uploadFormWithProgress(
      `/${OWNER_PATH[owner]}/attachments/${code}`,
      file,
      { description },
      onProgress,
    ),
  );

/** GET /int/attachments/{code}: saved by the browser under the file's name. */
export const downloadAttachment = async (attachment: Attachment) =>
  saveFile(
    await apiCall<Blob>(`/attachments/${attachment.code}`, { responseType: 'blob' }),
    attachment.name,
  );

export const describeAttachment = (code: string, description: string) =>
  apiCall(`/attachments/${code}`, { method: 'PATCH', body: { description } });

export const deleteAttachment = (code: string) =>
  apiCall(`/attachments/${code}`, { method: 'DELETE' });
