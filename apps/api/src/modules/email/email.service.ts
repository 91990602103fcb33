import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { addMinutes } from '../../lib/clock.js';
import { createBackgroundLoop, type BackgroundLoop } from '../../lib/background-loop.js';
import { claimDueEmails, insertEmail, markEmailFailed, markEmailSent } from './email.repository.js';
import type { Mailer, OutgoingEmail } from './mailer.js';

/** Minutes to wait before each retry; after the last one the message is marked failed. */
const RETRY_DELAYS_MINUTES = [1, 5, 30, 120, 720];
/** A claim older than this belongs to a process that died while sending. */
const CLAIM_TIMEOUT_MINUTES = 5;
const BATCH_SIZE = 20;
const POLL_INTERVAL_MS = 5_000;

export type EmailOutbox = BackgroundLoop & {
  /** Stores a message; pass the transaction of the change that causes it. */
  enqueue: (db: Db, message: OutgoingEmail) => Promise<void>;
};

export function createEmailOutbox(deps: {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
}): EmailOutbox {
  const { db, mailer, clock, log } = deps;

  /** Sends one batch of due messages; answers how many it tried. */
  async function deliverBatch(): Promise<number> {
    const now = clock.now();
    const batch = await claimDueEmails(
      db,
      now,
      addMinutes(now, -CLAIM_TIMEOUT_MINUTES),
      BATCH_SIZE,
    );
    for (const email of batch) {
      try {
        await mailer.send({
          to: email.to_address,
          subject: email.subject,
          text: email.text_body,
          html: email.html_body,
        });
        await markEmailSent(db, email.id, mailer.transport, clock.now());
      } catch (error) {
        const delay = RETRY_DELAYS_MINUTES[email.attempts - 1];
        const retryAt = delay === undefined ? null : addMinutes(clock.now(), delay);
        // The address is personal data: log the message id only.
        log.warn(
          { emailId: email.id, attempt: email.attempts, err: error },
          'E-mail delivery failed',
        );
        await markEmailFailed(db, email.id, String((error as Error).message ?? error), retryAt);
      }
    }
    return batch.length;
  }

  return {
    ...createBackgroundLoop({
      name: 'E-mail dispatcher',
      work: deliverBatch,
      intervalMs: POLL_INTERVAL_MS,
      log,
    }),
    enqueue: (tx, message) => insertEmail(tx, message, clock.now()),
  };
}
