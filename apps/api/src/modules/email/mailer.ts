import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { maskAddress } from '../../lib/mask-address.js';

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
  /** Without SMTP: whether each message's links are logged (LOG_EMAIL_LINKS). */
  logLinks: boolean;
}): Mailer {
  if (options.smtpUrl) {
    const smtpUrl = options.smtpUrl;
    // nodemailer is loaded with the first message, not at start (start-up, P9).
    let transporter: Promise<Transporter> | undefined;
    let opened: Transporter | undefined;
    return {
      transport: 'smtp',
      // Nothing of a message is logged: its links carry one-time codes, its subject and text
      // names people (issue 28 item 6). A failure is logged by the dispatcher, by message id.
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
  // Said once, at start-up: whoever reads the log learns what it holds and why.
  options.log.info(
    options.logLinks
      ? 'E-mail is not sent (SMTP_URL is not set): it is only kept in the local outbox, where the ' +
          "installation's administrators read it (its Log switch page, /dashboard/admin/logswitch). The links of each " +
          'message (address confirmation, password reset, invitation, account deletion) are ' +
          'written to this log, with the address masked, so that the installation works without ' +
          'a mail server: they are the only personal data logged. LOG_EMAIL_LINKS=false turns ' +
          'them off.'
      : 'E-mail is not sent (SMTP_URL is not set): it is only kept in the local outbox, where the ' +
          "installation's administrators read it (its Log switch page, /dashboard/admin/logswitch). Its links are not " +
          'logged (LOG_EMAIL_LINKS=false).',
  );
  return {
    transport: 'outbox',
    // Without SMTP the message stays in the outbox table; its links go to the log (unless
    // LOG_EMAIL_LINKS=false) so that a user of the embedded default can still verify an
    // address or reset a password. Not its subject: an invitation's names the team, an
    // alert's or a task's its title, which may name a customer.
    send: async (message) => {
      const to = maskAddress(message.to);
      if (!options.logLinks) {
        options.log.info({ to }, 'E-mail kept in the local outbox');
        return;
      }
      const links = message.text.match(/https?:\/\/\S+/g) ?? [];
      // The address is personal data, shown just enough to tell whose mail it is. A warning:
      // the links are how the user gets in, so they show at LOG_LEVEL=warn too.
      options.log.warn({ to, links }, 'E-mail kept in the local outbox');
    },
    close: () => {},
  };
}
