import type { Db } from '../../../db/client.js';
import { createBatcher } from '../../../lib/batcher.js';
import { createKeyedQueue } from '../../../lib/keyed-queue.js';
import { readLinkedTransactions, type LinkedRead } from '../activity.repository.js';
import { insertTransactionRecords, readRecordingContexts } from './recording.repository.js';
import type { Recording, RecordingRead, SerializedRecord } from './types.js';

/** Transactions read or written in one statement at most: bounds the statement's size. */
const MAX_BATCH = 64;

/**
 * The process's recording machinery (ADR 6), kept in AppDeps as `recording`:
 * - `contexts`: what new transactions need is read for the requests that arrive while a read
 *   is in flight together, in one statement (`readRecordingContexts`);
 * - `linked`: so are the linked transactions a new transaction's explanation lists
 *   (`readLinkedTransactions`);
 * - `writer`: the transactions that arrive while a write is in flight are written together by
 *   the next one (`insertTransactionRecords`); transactions of the same party never go
 *   together (their aggregates are one row);
 * - `partyQueue`: a party's new transactions are read, assessed and written one after another
 *   in this process, so only another process's can fail the aggregates' version check.
 */
export function createRecording(db: Db): Recording {
  return {
    contexts: createBatcher({
      runMany: (reads: RecordingRead[]) => readRecordingContexts(db, reads),
      keysOf: () => [],
      maxBatch: MAX_BATCH,
    }),
    linked: createBatcher({
      runMany: (reads: LinkedRead[]) => readLinkedTransactions(db, reads),
      keysOf: () => [],
      maxBatch: MAX_BATCH,
    }),
    writer: createBatcher({
      runMany: (records: SerializedRecord[]) => insertTransactionRecords(db, records),
      keysOf: (record) => record.partyIds.map(String),
      maxBatch: MAX_BATCH,
    }),
    partyQueue: createKeyedQueue(),
  };
}
