import type { ErrorCode, FieldError } from '@aml/shared';

/**
 * The typed errors services throw; the error handler maps them to HTTP answers
 * `{ statusCode, code, message, details }`.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: { fields?: FieldError[]; retry_after_seconds?: number },
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const unauthorized = () => new AppError(401, 'unauthorized', 'Authentication required');
export const notFound = (what = 'Resource') => new AppError(404, 'not_found', `${what} not found`);
export const rateLimited = (retryAfterSeconds: number) =>
  new AppError(429, 'rate_limited', 'Too many attempts, try again later', {
    retry_after_seconds: retryAfterSeconds,
  });
