import type { LinkedTransaction } from '../../../engines/risk-rules/index.js';
import type { Batcher } from '../../../lib/batcher.js';
import type { KeyedQueue } from '../../../lib/keyed-queue.js';
import type { RateRow } from '../../exchange-rates/index.js';
import type { ActivityRow } from '../activity.js';
import type { LinkedRead } from '../activity.repository.js';

/**
 * What the recording path's batchers carry (README.md): types only, so that AppDeps can name
 * them without depending on the statements or the services that build their parts.
 */

/** What one request reads (see `readRecordingContext`). */
export type RecordingRead = {
  teamId: number;
  ownerId: number | null;
  userId: number;
  partyCodes: string[];
  historyFrom: string;
  day: string;
  withHits: boolean;
  currency: string;
  currencies: string[];
  /** For a transaction to record: its id is taken from the sequence too. */
  newTransaction: boolean;
};

/** A party of the transaction as the read finds it: visible to the caller, with its aggregates. */
export type ContextParty = ActivityRow & {
  id: number;
  code: string;
  type: string;
  name: string | null;
  first_name: string | null;
  last_name: string | null;
  risk_level: string;
  screened: boolean;
  /** Current hits of the party and its beneficial owners and board members (when asked). */
  hits: Array<[list: string, entryId: string, name: string, status: string]> | null;
};

export type RecordingContext = {
  parties: ContextParty[];
  /** The team's active rule set version, or null when the team has none yet. */
  version_id: number | null;
  institution_type: string | null;
  creator_email: string | null;
  coverage: Record<string, string> | null;
  eur_rate: RateRow | null;
  rate: RateRow | null;
  /** The id of the transaction to record, taken from its sequence (null for a stored one). */
  new_id: string | null;
};

/**
 * A record as its parts of the write statement's nine JSON parameters (each a list of JSON
 * values without its brackets, empty when it has none), written when the record is ready: a
 * batch then only joins them, so the statement leaves sooner (the one writer's time is what
 * the recording path queues on; ADR 6).
 */
export type SerializedRecord = {
  code: string;
  /** The parties whose aggregates the record adds to: no two records of a batch may share one. */
  partyIds: number[];
  parts: string[];
};

/** The ids a written record was given. */
export type WrittenRecord = { id: number; assessment_id: number };

/**
 * The process's recording machinery, built once (`createRecording`, batchers.ts) and kept in
 * AppDeps: requests that arrive together are read and written together (ADR 6).
 */
export type Recording = {
  /** Reads what new transactions' assessments need, several to a statement. */
  contexts: Batcher<RecordingRead, RecordingContext>;
  /** Reads the linked transactions new transactions' explanations list, several to a statement. */
  linked: Batcher<LinkedRead, LinkedTransaction[]>;
  /** Writes new transactions with their assessments and case work, several to a statement. */
  writer: Batcher<SerializedRecord, WrittenRecord>;
  /** New transactions of one party are read, assessed and written one after another. */
  partyQueue: KeyedQueue;
};
