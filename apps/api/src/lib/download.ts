import contentDisposition from 'content-disposition';
import type { FastifyReply } from 'fastify';

/**
 * Answers with a file the browser saves under `name`, in ASCII and in UTF-8 for its Polish
 * letters. Caches keep nothing under /int anyway (plugins/security-headers.ts).
 */
export function sendDownload(
  reply: FastifyReply,
  file: { type: string; name: string; body: string | Uint8Array },
) {
  return reply
    .type(file.type)
    .header('content-disposition', contentDisposition(file.name))
    .send(file.body);
}
