import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isValidationCode, type ErrorCode, type ErrorResponse, type FieldError } from '@aml/shared';
import { AppError } from '../lib/app-error.js';

const GENERAL_ERROR_MESSAGE = 'Something went wrong, please try again later';

/** Fastify's own client errors, by their code, to ours. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'payload_too_large',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid_json',
};

const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

/**
 * What the multipart parser (busboy) throws on a body it cannot read: plain errors, known only
 * by their words, which would otherwise answer 500 on every upload route.
 */
const MULTIPART_PARSE_ERROR =
  /unexpected end of (multipart data|form)|boundary not found|malformed part header/i;

/** Zod issues as `{ path, code }` pairs; an unknown field is reported under its own path. */
function toFieldErrors(error: FastifyError): FieldError[] {
  return (error.validation ?? []).flatMap((issue) => {
    const base = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const params = issue.params as { keys?: string[] };
    if (issue.keyword === 'unrecognized_keys' && params.keys) {
      return params.keys.map((key) => ({
        path: base ? `${base}.${key}` : key,
        code: 'unknown_field',
      }));
    }
    const message = issue.message ?? '';
    return [{ path: base, code: isValidationCode(message) ? message : issue.keyword }];
  });
}

/**
 * One answer shape for every failure: `{ statusCode, code, message, details? }`. Client errors
 * say what was wrong; server errors say nothing about the inside and are logged instead.
 */
export function errorResponse(error: FastifyError, request: FastifyRequest): ErrorResponse {
  if (error instanceof AppError) {
    const body: ErrorResponse = {
      statusCode: error.statusCode,
      code: error.code,
      message: error.message,
    };
    if (error.details) body.details = error.details;
    return body;
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return {
      statusCode: 400,
      code: 'validation_failed',
      message: 'The request is not valid',
      details: { fields: toFieldErrors(error) },
    };
  }
  if (!error.statusCode && MULTIPART_PARSE_ERROR.test(error.message)) {
    return { statusCode: 400, code: 'invalid_multipart', message: 'The upload could not be read' };
  }
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    const code = FASTIFY_CODES[error.code] ?? STATUS_CODES[error.statusCode] ?? 'validation_failed';
    return { statusCode: error.statusCode, code, message: error.message };
  }
  request.log.error({ err: error }, 'Request failed');
  return { statusCode: 500, code: 'internal_error', message: GENERAL_ERROR_MESSAGE };
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const body = errorResponse(error, request);
    const wait = body.details?.retry_after_seconds;
    if (wait) reply.header('retry-after', wait);
    return reply.status(body.statusCode).send(body);
  });
}
