import { createHash } from 'node:crypto';

/** The fields of an event that its hash covers, as stored. */
export type AuditEventRow = {
  id: number;
  team_id: number | null;
  actor_user_id: number | null;
  entity_type: string;
  entity_code: string | null;
  action: string;
  changes: unknown;
  request_id: string | null;
  ip: string | null;
  created_at: Date;
};

/** One link of the chain (a row of audit_chain) with its event, null when the event is gone. */
export type ChainLink = {
  position: number;
  event_id: number;
  prev_hash: string;
  hash: string;
  event: AuditEventRow | null;
};

/** The hash the first event of the chain links to. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * JSON with object keys sorted at every depth, so equal content always hashes equally. Built
 * by appending rather than through entries, filters and joins: the linker hashes every event
 * of the installation, many a second under load. The text must never change, or the
 * stored chain would no longer verify (audit-chain.test.ts pins it).
 */
function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value ?? null);
  if (Array.isArray(value)) {
    let text = '[';
    for (let index = 0; index < value.length; index += 1) {
      if (index > 0) text += ',';
      text += canonicalJson(value[index]);
    }
    return `${text}]`;
  }
  const object = value as Record<string, unknown>;
  let text = '{';
  for (const key of Object.keys(object).sort()) {
    const field = object[key];
    if (field === undefined) continue;
    if (text.length > 1) text += ',';
    text += `${JSON.stringify(key)}:${canonicalJson(field)}`;
  }
  return `${text}}`;
}

export function hashEvent(event: AuditEventRow, position: number, prevHash: string): string {
  const content = canonicalJson({
    id: event.id,
    team_id: event.team_id,
    actor_user_id: event.actor_user_id,
    entity_type: event.entity_type,
    entity_code: event.entity_code,
    action: event.action,
    changes: event.changes,
    request_id: event.request_id,
    ip: event.ip,
    created_at: event.created_at.toISOString(),
    chain_position: position,
  });
  return createHash('sha256').update(prevHash).update(content).digest('hex');
}

/** The links that append `events`, in their order, to the chain whose newest link is `head`. */
export function linksAfter(
  head: { position: number; hash: string },
  events: AuditEventRow[],
): Array<Omit<ChainLink, 'event'>> {
  let { position, hash: prevHash } = head;
  return events.map((event) => {
    position += 1;
    const hash = hashEvent(event, position, prevHash);
    const link = { position, event_id: event.id, prev_hash: prevHash, hash };
    prevHash = hash;
    return link;
  });
}

export type ChainProblem = {
  eventId: number;
  position: number;
  /**
   * `differs_from_checkpoint`: the link is not the one the signed checkpoints recorded (the
   * event was rewritten with its hash, or the chain from there); `missing_after`: the chain
   * ends before the newest checkpointed link (the newest events were removed with their links).
   */
  problem: 'altered' | 'missing' | 'missing_before' | 'differs_from_checkpoint' | 'missing_after';
};

/** What signed checkpoints recorded at each position (checkpoints.ts). */
export type ChainAnchors = Map<number, { eventId: number; hash: string }>;

/** The first link that is not the one the checkpoints recorded at its position. */
export function findFirstAnchorMismatch(
  links: Iterable<ChainLink>,
  anchors: ChainAnchors,
): ChainProblem | null {
  for (const link of links) {
    const anchor = anchors.get(link.position);
    if (anchor && (anchor.hash !== link.hash || anchor.eventId !== link.event_id)) {
      return {
        eventId: anchor.eventId,
        position: link.position,
        problem: 'differs_from_checkpoint',
      };
    }
  }
  return null;
}

/**
 * Checks links in chain order. An edited event no longer matches its hash; a removed one
 * leaves its link without an event, or, removed with its link, a gap in positions and a
 * prev_hash that matches nothing. Answers the first problem.
 */
export function findFirstBreak(
  links: Iterable<ChainLink>,
  previous: { position: number; hash: string } = { position: 0, hash: GENESIS_HASH },
): { problem: ChainProblem | null; last: { position: number; hash: string } } {
  let last = previous;
  for (const link of links) {
    const { position, event_id: eventId } = link;
    if (position !== last.position + 1 || link.prev_hash !== last.hash) {
      return { problem: { eventId, position, problem: 'missing_before' }, last };
    }
    if (!link.event) return { problem: { eventId, position, problem: 'missing' }, last };
    if (hashEvent(link.event, position, last.hash) !== link.hash) {
      return { problem: { eventId, position, problem: 'altered' }, last };
    }
    last = { position, hash: link.hash };
  }
  return { problem: null, last };
}
