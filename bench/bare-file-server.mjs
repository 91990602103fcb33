// The second baseline of the attachments benchmark: a bare Fastify route that streams an
// uploaded multipart file to disk as the server store does (hashed, flushed, renamed) and one
// that streams it back, with no authentication, database or checks: what HTTP and multipart
// alone cost on this machine.
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync } from 'node:fs';
import { rename } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import multipart from '@fastify/multipart';
import Fastify from 'fastify';

const dir = mkdtempSync(path.join(tmpdir(), 'aml-bare-files-'));
const app = Fastify({ logger: false });
await app.register(multipart, { limits: { fileSize: 20_971_520, files: 1 } });
let stored = 0;
app.post('/int/parties/attachments/:id', async (request, reply) => {
  const part = await request.file();
  const hash = createHash('sha256');
  part.file.on('data', (chunk) => hash.update(chunk));
  const code = String((stored += 1));
  const target = path.join(dir, code);
  await pipeline(part.file, createWriteStream(`${target}.part`, { flush: true }));
  await rename(`${target}.part`, target);
  return reply.status(201).send({ code, sha256: hash.digest('hex') });
});
app.get('/int/attachments/:id', (request, reply) =>
  reply.send(createReadStream(path.join(dir, request.params.id))),
);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
