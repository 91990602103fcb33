import { describe, expect, it } from 'vitest';
import { captureLog } from '../../test/capture-log.js';
import { maskAddress } from '../../lib/mask-address.js';
import { createMailer } from './mailer.js';

const message = {
  to: 'jan.kowalski@biuro.pl',
  subject: 'Invitation to the team Kantor Jana Kowalskiego',
  text: 'Open http://localhost:3000/user/email-verification/abc to verify.',
  html: '',
};

describe('the local outbox mailer', () => {
  it('says once what the log holds, then logs the links of each message and its address masked', async () => {
    const { log, lines } = captureLog();
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'AML <no-reply@localhost>',
      log,
      logLinks: true,
    });
    await mailer.send(message);
    await mailer.send(message);
    expect(lines).toHaveLength(3);
    expect(lines[0]!.message).toMatch(
      /only kept in the local outbox, where the installation's administrators read it.*only personal data logged.*LOG_EMAIL_LINKS=false/,
    );
    // A warning, so that the links show at LOG_LEVEL=warn (the launcher's default) too.
    expect(lines[1]).toEqual({
      level: 'warn',
      message: 'E-mail kept in the local outbox',
      fields: { to: 'j…@biuro.pl', links: ['http://localhost:3000/user/email-verification/abc'] },
    });
    // Not the subject: it may name a team, a customer or a colleague.
    expect(JSON.stringify(lines)).not.toMatch(/kowalsk/i);
  });

  it('logs no link with LOG_EMAIL_LINKS=false, and says so', async () => {
    const { log, lines } = captureLog();
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'AML <x@localhost>',
      log,
      logLinks: false,
    });
    await mailer.send(message);
    expect(lines[0]!.message).toMatch(/Its links are not logged \(LOG_EMAIL_LINKS=false\)/);
    expect(lines[1]!.fields).toEqual({ to: 'j…@biuro.pl' });
    expect(JSON.stringify(lines)).not.toContain('http');
  });

  it('logs nothing with SMTP', () => {
    const { log, lines } = captureLog();
    createMailer({
      smtpUrl: 'smtp://127.0.0.1:1',
      from: 'AML <x@localhost>',
      log,
      logLinks: false,
    });
    expect(lines).toEqual([]);
  });

  it('masks any address to its first letter and domain', () => {
    expect(maskAddress('a@b.pl')).toBe('a…@b.pl');
    expect(maskAddress('not-an-address')).toBe('…');
  });
});
