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
