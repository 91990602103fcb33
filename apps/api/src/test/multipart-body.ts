import { randomBytes } from 'node:crypto';

/** A part of a multipart/form-data body: a text field, or a file with its name and type. */
export type FormPart =
  | { name: string; value: string }
  | { name: string; filename: string; contentType?: string; content: Buffer | string };

/** A multipart/form-data body as a browser sends it, parts in the order given. */
export function multipartBody(parts: FormPart[]) {
  const boundary = `----aml${randomBytes(8).toString('hex')}`;
  const chunks = parts.flatMap((part) => {
    const head =
      'filename' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\n` +
          `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n`
        : `Content-Disposition: form-data; name="${part.name}"\r\n`;
    const content = 'filename' in part ? part.content : part.value;
    return [
      Buffer.from(`--${boundary}\r\n${head}\r\n`),
      typeof content === 'string' ? Buffer.from(content, 'utf8') : content,
      Buffer.from('\r\n'),
    ];
  });
  return {
    payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}
