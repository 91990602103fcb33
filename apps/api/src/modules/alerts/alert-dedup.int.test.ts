import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { alerts, alertStatusChanges, auditEvents, teams } from '../../db/schema.js';
import { inNewTeam, useTestApp } from '../../test/test-app.js';
import { raiseAlert, type RaiseAlert } from '../case-work/raise.js';

const env = useTestApp();

/**
 * The same alert raised at once from several transactions (two processes screening one
 * party, a burst of transactions crossing one limit) is one alert. PGlite runs transactions
 * one at a time, so only the PostgreSQL pass (DATABASE_URL) really races them: a check for an
 * open alert followed by an insert would fail or duplicate there.
 */
describe('raising one alert from simultaneous transactions', () => {
  it('creates it once, and every raiser gets that alert', async () => {
    const { team } = await inNewTeam(env);
    const [row] = await env.t.deps.db.select().from(teams).where(eq(teams.code, team));
    const teamId = row!.id;
    const input: RaiseAlert = {
      teamId,
      source: 'rule_result',
      subjectKey: 'rule:race:1',
      severity: 'high',
      title: 'Limit przekroczony (rule:race:1)',
      explanation: 'Transakcja 16 000,00 EUR ≥ próg 15 000,00 EUR',
      links: [],
      actor: { userId: null, teamId, requestId: null, ip: null },
    };
    const raisers = 8;
    const results = await Promise.allSettled(
      Array.from({ length: raisers }, () =>
        env.t.deps.db.transaction((tx) => raiseAlert(env.t.deps, tx, input)),
      ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const raised = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value] : []));
    expect(raised.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(raised.map((r) => r.alert.id)).size).toBe(1);

    const stored = await env.t.deps.db
      .select()
      .from(alerts)
      .where(and(eq(alerts.team_id, teamId), eq(alerts.subject_key, 'rule:race:1')));
    expect(stored).toHaveLength(1);
    const changes = await env.t.deps.db
      .select()
      .from(alertStatusChanges)
      .where(eq(alertStatusChanges.alert_id, stored[0]!.id));
    expect(changes).toHaveLength(1);
    const audited = await env.t.deps.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.entity_type, 'alert'), eq(auditEvents.entity_code, stored[0]!.code)),
      );
    expect(audited).toHaveLength(1);
  });
});
