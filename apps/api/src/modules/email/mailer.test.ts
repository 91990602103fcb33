import { describe, expect, it } from 'vitest';
import { captureLog } from '../../test/capture-log.js';
import { createMailer, maskAddress } from './mailer.js';

describe('the local outbox mailer', () => {
  it('logs the links of a message, and its address only masked', async () => {
    const { log, lines } = captureLog();
    const mailer = createMailer({ smtpUrl: undefined, from: 'AML <no-reply@localhost>', log });
    await mailer.send({
      to: 'jan.kowalski@biuro.pl',
      subject: 'Verify your e-mail address',
      text: 'Open http://localhost:3000/user/email-verification/abc to verify.',
      html: '',
    });
    expect(lines).toEqual([
      {
        level: 'info',
        message: 'E-mail stored in the local outbox (SMTP_URL is not set)',
        fields: {
          to: 'j…@biuro.pl',
          subject: 'Verify your e-mail address',
          links: ['http://localhost:3000/user/email-verification/abc'],
        },
      },
    ]);
    expect(JSON.stringify(lines)).not.toContain('kowalski');
  });

  it('masks any address to its first letter and domain', () => {
    expect(maskAddress('a@b.pl')).toBe('a…@b.pl');
    expect(maskAddress('not-an-address')).toBe('…');
  });
});
