import { describe, expect, it } from 'vitest';
import { createTestClock, registerAndLogin, useTestApp } from '../../test/test-app.js';

// The last day of a quarter, late evening in Warsaw.
const clock = createTestClock(new Date('2026-09-30T20:00:00Z'));
const env = useTestApp({ clock });

const person = (last_name: string) => ({ type: 'individual', first_name: 'Jan', last_name });

describe('dashboard statistics', () => {
  it("counts the team's customers by status and risk, and by quarter", async () => {
    const { headers } = await registerAndLogin(env.t.app);
    const empty = (await env.call('GET', '/int/teams/parties', headers)).json();
    expect(empty).toMatchObject({ difference: 0, percentage: null });

    const add = async (last_name: string) =>
      (await env.call('POST', '/int/parties', headers, person(last_name))).json().party.code;
    const first = await add('Nowak');
    await add('Lis');
    const company = (
      await env.call('POST', '/int/parties', headers, { type: 'company', name: 'Antyki S.C.' })
    ).json().party.code;
    // People of a company are not customers of their own.
    await env.call('POST', `/int/parties/${company}/boardmembers`, headers, {
      first_name: 'Ewa',
      last_name: 'Lis',
      birth_date: '1975-02-03',
      board_role: 'Prezes',
    });
    await env.call('POST', `/int/parties/${first}/status`, headers, { status: 'in_acceptance' });

    clock.advance(3 * 3_600_000); // 01:00 on 1 October in Warsaw: a new quarter
    await add('Wiśniewska');
    const deleted = await add('Usunięty');
    await env.call('DELETE', `/int/parties/${deleted}`, headers);

    const statistics = (await env.call('GET', '/int/teams/statistics', headers)).json();
    // The rules assess every party as it is created.
    expect(statistics.parties).toMatchObject({ total: 4, assessed: 4 });
    expect(statistics.parties.by_status).toMatchObject({ draft: 3, in_acceptance: 1, active: 0 });
    expect(statistics.parties.by_risk).toMatchObject({ pending: 0 });

    const quarters = (await env.call('GET', '/int/teams/parties', headers)).json();
    expect(quarters.current).toMatchObject({ label: '2026-Q4', count: 1 });
    expect(quarters.previous).toMatchObject({ label: '2026-Q3', count: 3 });
    expect(quarters).toMatchObject({ difference: -2, percentage: -66.7 });

    const other = await registerAndLogin(env.t.app);
    const theirs = (await env.call('GET', '/int/teams/statistics', other.headers)).json();
    expect(theirs.parties.total).toBe(0);
  });
});
