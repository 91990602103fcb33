import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

/** Upload routes read multipart/form-data only; anything else is refused with 415. */
export function requireMultipart(request: FastifyRequest, field: string): void {
  if (!request.isMultipart()) {
    throw new AppError(
      415,
      'unsupported_media_type',
      `Send the file as multipart/form-data in the field "${field}"`,
    );
  }
}

/** An upload's file (the part named "file") and its text fields, in whatever order they came. */
export async function readUpload(request: FastifyRequest) {
  requireMultipart(request, 'file');
  let file: { name: string; bytes: Uint8Array } | null = null;
  const fields: Record<string, string> = {};
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      // Throws a 413 error when the file is over the limit.
      const bytes = await part.toBuffer();
      if (part.fieldname === 'file' && !file) file = { name: part.filename || 'file', bytes };
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  if (!file) throw new AppError(400, 'import_file_required', 'Send the file in the field "file"');
  return { file, fields };
}
