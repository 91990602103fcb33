import { describe, expect, it } from 'vitest';
import { inNewTeam, useTestApp } from '../test/test-app.js';
import { firstNotText } from './text-checks.js';

const SITE_ADMIN = 'site.admin@example.pl';
const env = useTestApp({ env: { ADMIN_EMAILS: SITE_ADMIN } });

/** A NUL byte and both halves of a surrogate pair alone, as a careless client sends them. */
const NOT_TEXT = ['Kowal\u0000ski', 'Kowal\uD800ski', '\uDC00Kowalski', 'Kowalski\uD83D'];

describe('strings that are not text', () => {
  it('are found wherever they hold, keys included, and real text is left alone', () => {
    expect(firstNotText({ name: 'Zażółć gęślą jaźń 😀', tags: ['a', 'ß'] })).toBeNull();
    expect(firstNotText({ parties: [{ name: 'ok' }, { name: 'a\u0000' }] })).toBe('parties.1.name');
    expect(firstNotText({ ['k\uD800']: 1 })).toBe('k\uD800');
    expect(firstNotText('\uDFFF')).toBe('');
    const deep: Record<string, unknown> = {};
    let node = deep;
    for (let level = 0; level < 40; level += 1) node = node.next = {} as Record<string, unknown>;
    expect(firstNotText(deep)).not.toBeNull();
  });

  it('are refused with 400 in a body, a query and a path, on every route, never a 500', async () => {
    const { headers } = await inNewTeam(env, 'Kantor');
    for (const bad of NOT_TEXT) {
      const requests = [
        env.call('POST', '/int/parties', headers, {
          type: 'individual',
          first_name: bad,
          last_name: 'Nowak',
        }),
        env.call('POST', '/int/parties/search', headers, { text: bad }),
        env.call('POST', '/int/login', undefined, { email: bad, password: 'x' }),
      ];
      for (const response of await Promise.all(requests)) {
        expect(response.statusCode, `${response.body} for ${JSON.stringify(bad)}`).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'validation_failed',
          details: { fields: [{ code: 'invalid_characters' }] },
        });
      }
    }
    // In a URL, as percent-encoded bytes: a NUL is refused; a surrogate's half written as UTF-8
    // is not UTF-8, and reads as replacement characters or is refused, never a 500.
    const urls = (bad: string) => [
      `/int/tasks?text=${bad}`,
      `/int/parties/${bad}`,
      `/int/alerts/${bad}`,
    ];
    for (const url of ['Kowal%00ski', '%00'].flatMap(urls)) {
      const response = await env.call('GET', url, headers);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
    }
    for (const url of ['%ED%A0%80', 'x%ED%B0%80', '%C0%80'].flatMap(urls)) {
      const response = await env.call('GET', url, headers);
      expect(response.statusCode, `${url}: ${response.body}`).toBeLessThan(500);
      expect(response.body).not.toMatch(/\bat .+\.(ts|js):\d+/);
    }
    // The field is named where it is.
    const party = await env.call('POST', '/int/parties', headers, {
      type: 'individual',
      first_name: 'Jan',
      last_name: 'Nowak',
      residential_address: { city: 'Łódź\u0000' },
    });
    expect(party.json().details.fields).toEqual([
      { path: 'residential_address.city', code: 'invalid_characters' },
    ]);
  });
});

describe('dates outside the spec’s range, 1900-01-01 to 2099-12-31', () => {
  it('are refused with its date messages wherever a request gives one', async () => {
    const { headers } = await inNewTeam(env, 'Kantor');
    const requests: [string, Promise<Awaited<ReturnType<typeof env.call>>>][] = [
      ['date_too_early', env.call('GET', '/int/history-events?from=1899-12-31', headers)],
      ['date_too_late', env.call('GET', '/int/alerts?created_to=2100-01-01', headers)],
      ['date_too_early', env.call('GET', '/int/audit-events?from=1700-01-01', headers)],
      ['date_too_late', env.call('GET', '/int/exchange-rates?to=2100-01-01', headers)],
      [
        'date_too_early',
        env.call('GET', '/int/risk-assessment-records?created_from=1899-01-01', headers),
      ],
      [
        'date_too_late',
        env.call('POST', '/int/transactions/search', headers, { booked_to: '2100-01-01' }),
      ],
      [
        'date_too_early',
        env.call('POST', '/int/transactions', headers, {
          type: 'buyer',
          amount: '100',
          currency: 'PLN',
          booked_at: '1899-12-31T12:00:00+01:00',
          payment_method: 'cash',
          parties: [],
        }),
      ],
    ];
    for (const [code, pending] of requests) {
      const response = await pending;
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().details.fields).toContainEqual(expect.objectContaining({ code }));
    }
  });
});

describe('malformed multipart bodies', () => {
  it('are answered 400 on every upload route, never 500', async () => {
    // A site administrator in a team reaches every upload route, the team's and the site's.
    const { headers } = await inNewTeam(env, 'Kantor', SITE_ADMIN);
    const ruleSet = (await env.call('GET', '/int/rule-sets', headers)).json().items[0].code;
    const uploads = [
      '/int/parties-import/csv?partyType=individual',
      '/int/exchange-rates/import',
      '/int/sanctions-lists/import',
      `/int/rule-sets/${ruleSet}/lists/cpi_scores/import`,
    ];
    const bodies = [
      // No closing boundary.
      '--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nabc',
      // Not multipart at all.
      'garbage',
      // A part without headers.
      '--x\r\n\r\nabc\r\n--x--\r\n',
    ];
    for (const url of uploads) {
      for (const payload of bodies) {
        const response = await env.t.app.inject({
          method: 'POST',
          url,
          headers: { ...headers, 'content-type': 'multipart/form-data; boundary=x' },
          payload,
        });
        expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
      }
    }
  });
});
