import type { FastifyBaseLogger } from 'fastify';
import type { KeyObject } from 'node:crypto';
import type { Db } from '../../db/client.js';
import { createBackgroundLoop, type BackgroundLoop } from '../../lib/background-loop.js';
import type { Clock } from '../../lib/clock.js';
import { listChainPage } from './audit.repository.js';
import { CHECKPOINT_LINKS, appendCheckpoint, lastCheckpointedPosition } from './checkpoints.js';

/** The chain's head is published at least this often when it moved (issue 28: a minute). */
const CHECKPOINT_INTERVAL_MS = 60_000;

/**
 * Appends the links made since the last checkpoint to the checkpoint file, signed. The key
 * is loaded on the first run, so an app that never starts its loops writes no files.
 */
export function createCheckpointWriter(options: {
  db: Db;
  file: string;
  loadKey: () => Promise<KeyObject>;
  clock: Clock;
  log: FastifyBaseLogger;
}): BackgroundLoop {
  let key: KeyObject | undefined;
  let checkpointed: number | undefined;
  return createBackgroundLoop({
    name: 'Audit checkpoints',
    work: async () => {
      key ??= await options.loadKey();
      checkpointed ??= await lastCheckpointedPosition(options.file);
      const links = await listChainPage(options.db, checkpointed, CHECKPOINT_LINKS);
      if (links.length === 0) return 0;
      await appendCheckpoint(
        options.file,
        {
          v: 1,
          from: links[0]!.position,
          links: links.map((link) => [link.event_id, link.hash]),
          at: options.clock.now().toISOString(),
        },
        key,
      );
      checkpointed = links.at(-1)!.position;
      return links.length;
    },
    batchSize: CHECKPOINT_LINKS,
    intervalMs: CHECKPOINT_INTERVAL_MS,
    log: options.log,
  });
}
