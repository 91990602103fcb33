import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  sign,
  verify,
  type KeyObject,
} from 'node:crypto';
import { appendFile, mkdir, open, readFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readOrCreateKeyFile } from '../../lib/key-file.js';

/**
 * Signed checkpoints of the audit chain (issue 28 item 8): the position, event and hash of
 * every link, appended to a file outside the database, each line signed with an Ed25519 key.
 * Whoever rewrites the database (even the newest events, with their hashes recomputed, or
 * deletes them with their links) cannot make the chain match the file again without the key.
 */

/** One line of the file: the links from `from` on, in chain order, as [event id, hash]. */
export type Checkpoint = { v: 1; from: number; links: Array<[number, string]>; at: string };
type SignedCheckpoint = Checkpoint & { sig: string };

const KEY_FILE = 'audit-signing-key.pem';

/** What is signed: the checkpoint's fields in a fixed order, as JSON. */
const signedText = (c: Checkpoint) =>
  JSON.stringify({ v: c.v, from: c.from, links: c.links, at: c.at });

export function signCheckpoint(checkpoint: Checkpoint, key: KeyObject): string {
  const sig = sign(null, Buffer.from(signedText(checkpoint)), key).toString('base64');
  return JSON.stringify({ ...checkpoint, sig } satisfies SignedCheckpoint);
}

/**
 * The signing key: AUDIT_SIGNING_KEY (a PKCS#8 PEM), or one generated into the data folder
 * on the first start so the default needs nothing. A key kept apart from the data folder
 * (the environment, a secrets store) also keeps whoever can write that folder from forging.
 */
export async function loadSigningKey(options: {
  pem: string | undefined;
  dataDir: string;
}): Promise<KeyObject> {
  if (options.pem) return createPrivateKey(options.pem.replace(/\\n/g, '\n'));
  const pem = await readOrCreateKeyFile(options.dataDir, KEY_FILE, () =>
    generateKeyPairSync('ed25519').privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
  );
  return createPrivateKey(pem);
}

export const publicKeyOf = (key: KeyObject) => createPublicKey(key);

/** The position of the newest link the file holds (0: none), read from its last line. */
export async function lastCheckpointedPosition(file: string): Promise<number> {
  if (!existsSync(file)) return 0;
  const handle = await open(file, 'r');
  try {
    const { size } = await handle.stat();
    // A line holds at most CHECKPOINT_LINKS links of about 80 bytes.
    const length = Math.min(size, 2_000_000);
    const buffer = Buffer.alloc(length);
    await handle.read(buffer, 0, length, size - length);
    const lines = buffer.toString('utf8').trimEnd().split('\n');
    for (let i = lines.length - 1; i >= 0; i -= 1) {
      const checkpoint = parseLine(lines[i]!);
      if (checkpoint) return checkpoint.from + checkpoint.links.length - 1;
    }
    return 0;
  } finally {
    await handle.close();
  }
}

/** The most links one line holds. */
export const CHECKPOINT_LINKS = 20_000;

export async function appendCheckpoint(
  file: string,
  checkpoint: Checkpoint,
  key: KeyObject,
): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  // Appended, never rewritten: a line cut short by a crash is skipped when read.
  await appendFile(file, `${signCheckpoint(checkpoint, key)}\n`, { mode: 0o640 });
}

function parseLine(line: string): SignedCheckpoint | null {
  try {
    const value = JSON.parse(line) as SignedCheckpoint;
    return value.v === 1 && Array.isArray(value.links) ? value : null;
  } catch {
    return null;
  }
}

/** What the checkpoints say each position holds, and what is wrong with the file itself. */
export type Anchors = {
  links: Map<number, { eventId: number; hash: string }>;
  newest: number;
  lines: number;
  /** Lines not signed by the key, by line number (1-based): the file itself was altered. */
  badLines: number[];
};

export async function readAnchors(file: string, key: KeyObject): Promise<Anchors> {
  const anchors: Anchors = { links: new Map(), newest: 0, lines: 0, badLines: [] };
  if (!existsSync(file)) return anchors;
  const publicKey = key.type === 'private' ? publicKeyOf(key) : key;
  const text = await readFile(file, 'utf8');
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    if (!line.trim()) return;
    const checkpoint = parseLine(line);
    const signed =
      checkpoint &&
      verify(
        null,
        Buffer.from(signedText(checkpoint)),
        publicKey,
        Buffer.from(checkpoint.sig, 'base64'),
      );
    // The last line may have been cut short by a crash while it was written.
    if (!checkpoint && index === lines.length - 1) return;
    if (!checkpoint || !signed) {
      anchors.badLines.push(index + 1);
      return;
    }
    anchors.lines += 1;
    checkpoint.links.forEach(([eventId, hash], offset) => {
      const position = checkpoint.from + offset;
      anchors.links.set(position, { eventId, hash });
      anchors.newest = Math.max(anchors.newest, position);
    });
  });
  return anchors;
}
