import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type OutgoingEmail = { to: string; subject: string; text: string; html: string };

/** The e-mail adapter: SMTP when configured, otherwise the local outbox only. */
export type Mailer = {
  transport: 'smtp' | 'outbox';
  send: (message: OutgoingEmail) => Promise<void>;
  close: () => void;
};

export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl;
    // nodemailer is loaded with the first message, not at start (start-up, P9).
    let transporter: Promise<Transporter> | undefined;
    let opened: Transporter | undefined;
    return {
      transport: 'smtp',
      send: async (message) => {
        transporter ??= import('nodemailer').then(({ default: nodemailer }) => {
          opened = nodemailer.createTransport(smtpUrl);
          return opened;
        });
        await (await transporter).sendMail({ from: options.from, ...message });
      },
      close: () => opened?.close(),
    };
  }
  return {
    transport: 'outbox',
    // Without SMTP the message stays in the outbox table; its links go to the log so that a
    // user of the embedded default can still verify an address or reset a password.
    send: async (message) => {
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      // The links are the point (offline, the log is the only way to them: documented in the
      // README); the address is personal data, shown just enough to tell whose mail it is.
      options.log.info(
        { to: maskAddress(message.to), subject: message.subject, links },
        'E-mail stored in the local outbox (SMTP_URL is not set)',
      );
    },
    close: () => {},
  };
}

/** `jan.kowalski@biuro.pl` → `j…@biuro.pl`: recognisable to its owner, not a contact list. */
export function maskAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '…';
  return `${address[0]}…${address.slice(at)}`;
}
