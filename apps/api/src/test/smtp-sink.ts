import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedEmail = { to: string[]; subject: string; text: string; html: string };

/**
 * A real SMTP server on loopback that keeps what it receives, so tests read mail as a user
 * would: delivered over SMTP, then parsed.
 */
export async function startSmtpSink(options: { refuse?: (address: string) => boolean } = {}) {
  const received: ReceivedEmail[] = [];
  const waiters: Array<() => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A recipient the server refuses, as it would a mistyped address.
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address))
        callback(
          Object.assign(new Error(`Mailbox unavailable: ${address.address}`), {
            responseCode: 550,
          }),
        );
      else callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const to = [mail.to].flat().flatMap((a) => a?.value.map((v) => v.address ?? '') ?? []);
          received.push({
            to,
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          waiters.splice(0).forEach((wake) => wake());
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /** Waits for the next message to `address` matching `subject`, up to `timeoutMs`. */
  async function waitFor(
    address: string,
    subject?: RegExp,
    timeoutMs = 10_000,
  ): Promise<ReceivedEmail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = received.find(
        (m) => m.to.includes(address) && (!subject || subject.test(m.subject)),
      );
      if (found) {
        received.splice(received.indexOf(found), 1);
        return found;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`No e-mail to ${address} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a message's text that leads to `path`. */
export function linkIn(email: ReceivedEmail, path: string): string {
  const link = email.text
    .match(/https?:\/\/\S+/g)
    ?.find((url) => new URL(url).pathname.startsWith(path));
  if (!link) throw new Error(`No link to ${path} in "${email.subject}"`);
  return link;
}
