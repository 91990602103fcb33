import { isValidationCode, type ErrorCode, type ErrorDetails, type FieldError } from '@aml/shared';

/**
 * The typed errors services throw; the error handler maps them to HTTP answers
 * `{ statusCode, code, message, details }`.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorDetails,
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

/** A 400 naming the wrong fields, as a route's schema validation answers. */
export const validationFailed = (fields: FieldError[]) =>
  new AppError(400, 'validation_failed', 'The request is not valid', { fields });

/**
 * Zod issues of a value validated inside a service (a rule's configuration) as field errors,
 * their paths under `prefix` so they point into the request body.
 */
export function fieldErrorsOf(
  issues: ReadonlyArray<{ path: readonly PropertyKey[]; message: string; code: string }>,
  prefix: string,
): FieldError[] {
  return issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join('.'),
    code: isValidationCode(issue.message) ? issue.message : issue.code,
  }));
}
