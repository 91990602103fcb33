import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { addMinutes } from '../../lib/clock.js';
import {
  createBackgroundLoop,
  kickAtMostEvery,
  type BackgroundLoop,
} from '../../lib/background-loop.js';
import {
  claimDueEmails,
  insertEmail,
  markEmailFailed,
  markEmailsSent,
  releaseEmails,
} from './email.repository.js';
import type { Mailer, OutgoingEmail } from './mailer.js';

/** Minutes to wait before each retry; after the last one the message is marked failed. */
const RETRY_DELAYS_MINUTES = [1, 5, 30, 120, 720];
/** A claim older than this belongs to a process that died while sending. */
const CLAIM_TIMEOUT_MINUTES = 5;
const BATCH_SIZE = 20;
const POLL_INTERVAL_MS = 5_000;
/** `sendSoon` waits this long, so that messages queued meanwhile go out in the same run. */
const SEND_SOON_DELAY_MS = 100;

export type EmailOutbox = BackgroundLoop & {
  /** Stores a message; pass the transaction of the change that causes it. */
  enqueue: (db: Db, message: OutgoingEmail) => Promise<void>;
  /**
   * A kick for paths that queue messages many times a second (recording transactions): one
   * run per interval sends what came meanwhile, instead of two statements per message.
   */
  sendSoon: () => void;
};

export function createEmailOutbox(deps: {
  db: Db;
  mailer: Mailer;
  clock: Clock;
  log: FastifyBaseLogger;
  /** No other process sends from this database: a claim older than this start is a dead one's. */
  soleProcess: boolean;
}): EmailOutbox {
  const { db, mailer, clock, log } = deps;
  const startedAt = clock.now();

  /** Claims made before this are given up: their process died while sending. */
  function staleBefore(now: Date): Date {
    const timedOut = addMinutes(now, -CLAIM_TIMEOUT_MINUTES);
    // A millisecond before the start: this process's own claims are never older than that.
    const beforeStart = new Date(startedAt.getTime() - 1);
    return deps.soleProcess && beforeStart > timedOut ? beforeStart : timedOut;
  }

  /**
   * Sends one batch of due messages; answers how many it tried. Stopped (`signal`), it sends no
   * further message of the batch and gives the rest back.
   */
  async function deliverBatch(signal?: AbortSignal): Promise<number> {
    const now = clock.now();
    const batch = await claimDueEmails(db, now, staleBefore(now), BATCH_SIZE);
    const sent: number[] = [];
    let tried = 0;
    for (const email of batch) {
      if (signal?.aborted) break;
      tried += 1;
      try {
        await mailer.send({
          to: email.to_address,
          subject: email.subject,
          text: email.text_body,
          html: email.html_body,
        });
        sent.push(email.id);
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
    await markEmailsSent(db, sent, mailer.transport, clock.now());
    await releaseEmails(
      db,
      batch.slice(tried).map((email) => email.id),
    );
    return batch.length;
  }

  const loop = createBackgroundLoop({
    name: 'E-mail dispatcher',
    work: deliverBatch,
    batchSize: BATCH_SIZE,
    intervalMs: POLL_INTERVAL_MS,
    log,
  });
  return {
    ...loop,
    enqueue: (tx, message) => insertEmail(tx, message, clock.now()),
    sendSoon: kickAtMostEvery(loop, SEND_SOON_DELAY_MS),
  };
}
