import { maskAddressesIn } from './mask-address.js';

/**
 * An error as the log keeps it (pino's `err`): its kind, message, code and stack, and its cause,
 * without the values of a failed query. Drizzle writes a failed query's parameters into the
 * error's message and stack ("params: 85010112345,jan@kowalski.pl"): PESELs, names and
 * e-mails the log has no need of, and which would then sit in every log shipper. Addresses
 * elsewhere in the text (a mail server refusing `<jan@kowalski.pl>`) are masked.
 */
const QUERY_PARAMETERS = /\nparams: [\s\S]*?(?=\n\s+at |$)/;

const withoutParameters = (text: string) =>
  maskAddressesIn(text.replace(QUERY_PARAMETERS, '\nparams: [not logged]'));

type LoggedError = {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
};

export function errorForLog(error: Error, depth = 0): LoggedError {
  const { code, statusCode } = error as { code?: unknown; statusCode?: unknown };
  return {
    type: error.name,
    message: withoutParameters(error.message),
    ...(code !== undefined && { code }),
    ...(statusCode !== undefined && { statusCode }),
    stack: withoutParameters(error.stack ?? ''),
    ...(error.cause instanceof Error &&
      depth < 3 && { cause: errorForLog(error.cause, depth + 1) }),
  };
}
