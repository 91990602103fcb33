import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createTestClock,
  teamWithMember,
  useTestApp,
  type AuthHeaders,
} from '../../test/test-app.js';
import { importListFiles } from '../sanctions/lists/list-import.service.js';

/**
 * The alerts and tasks the application raises say what they are about in the reader's
 * language (issue 27; docs/alerts.md, "Titles and explanations"): the language the request
 * asks for (Accept-Language, which the web app sets to the one it shows), and for an e-mail
 * the recipient's; never both at once, never the language of whoever raised them.
 */
const clock = createTestClock(new Date('2026-11-23T10:00:00Z'));
const env = useTestApp({ clock, smtp: true });

beforeAll(async () => {
  const path = join(mkdtempSync(join(tmpdir(), 'aml-case-language-')), 'un.xml');
  writeFileSync(
    path,
    `<?xml version="1.0" encoding="UTF-8"?>
<CONSOLIDATED_LIST dateGenerated="2026-11-23T00:00:00Z"><INDIVIDUALS>
<INDIVIDUAL><DATAID>1</DATAID><VERSIONNUM>1</VERSIONNUM><FIRST_NAME>DRAGOMIR</FIRST_NAME>
<SECOND_NAME>KUZNETSOV</SECOND_NAME><UN_LIST_TYPE>Al-Qaida</UN_LIST_TYPE>
<REFERENCE_NUMBER>QDi.901</REFERENCE_NUMBER><LISTED_ON>2026-01-01</LISTED_ON></INDIVIDUAL>
</INDIVIDUALS><ENTITIES/></CONSOLIDATED_LIST>`,
  );
  const system = { userId: null, teamId: null, requestId: null, ip: null };
  await importListFiles(env.t.deps.db, [path], 'cli', system, clock.now());
  env.t.deps.sanctions.invalidate();
});

/** The caller's headers asking for a language, as the web app sends them. */
const reading = (headers: AuthHeaders, language: 'en' | 'pl') => ({
  ...headers,
  'accept-language': language === 'pl' ? 'pl-PL,pl;q=0.9' : 'en-GB,en;q=0.9',
});

type Alert = { code: string; source: string; title: string; explanation: string };
type Task = { code: string; title: string; description: string | null };

const alertsOf = async (headers: AuthHeaders, party: string) =>
  (await env.call('GET', `/int/alerts?party_code=${party}`, headers)).json().items as Alert[];
const tasksOf = async (headers: AuthHeaders, party: string) =>
  (await env.call('GET', `/int/tasks?party_code=${party}`, headers)).json().items as Task[];

/** Polish words of the texts that a text in English should not hold, and English ones. */
const POLISH = /[ąćęłńóśźż]|Możliwe|Wysokie|Uzupełnij|Ocena|trafienie/;
const ENGLISH = /\b(Possible|High risk|Complete|the|of|match|needs)\b/;

describe('alerts and tasks in the reader’s language', () => {
  it('writes a sanctions alert and its risk alert in the language of each request', async () => {
    const { admin } = await teamWithMember(env, 'all_viewer_member');
    const created = await env.call('POST', '/int/parties', admin.headers, {
      type: 'individual',
      first_name: 'Dragomir',
      last_name: 'Kuznetsov',
      birth_date: '1970-01-01',
      pep: false,
      citizenships: ['PL'],
    });
    const party = created.json().party.code as string;

    const english = await alertsOf(reading(admin.headers, 'en'), party);
    const polish = await alertsOf(reading(admin.headers, 'pl'), party);
    const bySource = (alerts: Alert[], source: string) => alerts.find((a) => a.source === source)!;

    const sanctionsEn = bySource(english, 'sanctions_screening');
    const sanctionsPl = bySource(polish, 'sanctions_screening');
    expect(sanctionsEn.title).toBe('Possible sanctions match: Dragomir Kuznetsov');
    expect(sanctionsPl.title).toBe('Możliwe trafienie na liście sankcyjnej: Dragomir Kuznetsov');
    expect(sanctionsEn.explanation).toMatch(/^Possible match on a sanctions list;.*\n.*QDi\.901/);
    expect(sanctionsEn.explanation).not.toMatch(POLISH);
    expect(sanctionsPl.explanation).toMatch(
      /^Możliwe trafienie na liście sankcyjnej;.*zgodność 0,9/s,
    );
    expect(sanctionsPl.explanation).not.toMatch(/Possible|score/);

    const riskEn = bySource(english, 'rule_result');
    const riskPl = bySource(polish, 'rule_result');
    expect(riskEn.title).toBe('High risk: Dragomir Kuznetsov (Sanctions lists)');
    expect(riskPl.title).toBe('Wysokie ryzyko: Dragomir Kuznetsov (Listy sankcyjne)');
    expect(riskPl.explanation).toContain('Wysokie według reguł: Listy sankcyjne');
    expect(riskPl.explanation).not.toMatch(/High per/);

    // The detail page reads the same way; without a header, English.
    const detail = await env.call(
      'GET',
      `/int/alerts/${sanctionsEn.code}`,
      reading(admin.headers, 'pl'),
    );
    expect(detail.json().title).toBe(sanctionsPl.title);
    const plain = await env.call('GET', `/int/alerts/${sanctionsEn.code}`, admin.headers);
    expect(plain.json().title).toBe(sanctionsEn.title);
  });

  it('names the transaction and the start of its title in a transaction’s sanctions alert', async () => {
    const { admin } = await teamWithMember(env, 'all_viewer_member');
    const customer = (
      await env.call('POST', '/int/parties', admin.headers, {
        type: 'individual',
        first_name: 'Anna',
        last_name: 'Zielińska',
      })
    ).json().party.code as string;
    const recorded = await env.call('POST', '/int/transactions', admin.headers, {
      type: 'buyer_fiat',
      amount: '1200',
      currency: 'PLN',
      booked_at: '2026-11-21T11:30:00+01:00',
      payment_method: 'transfer',
      description: 'Darowizna dla Dragomir Kuznetsov za pomoc przy remoncie mieszkania w Gdańsku',
      parties: [{ party_code: customer, role: 'buyer' }],
    });
    expect(recorded.statusCode).toBe(201);
    const code = recorded.json().code as string;
    const titleIn = async (language: 'en' | 'pl') =>
      (
        await env.call(
          'GET',
          `/int/alerts?transaction_code=${code}&source=sanctions_screening`,
          reading(admin.headers, language),
        )
      ).json().items[0].title as string;
    expect(await titleIn('en')).toBe(
      `Possible sanctions match in transaction ${code} (Darowizna dla Dragomir Kuznetsov za…)`,
    );
    expect(await titleIn('pl')).toBe(
      `Możliwe trafienie na liście sankcyjnej w transakcji ${code} (Darowizna dla Dragomir Kuznetsov za…)`,
    );
  });

  it('asks for missing data in words, naming the person, in the reader’s language', async () => {
    const { admin } = await teamWithMember(env, 'all_viewer_member');
    const created = await env.call('POST', '/int/parties', admin.headers, {
      type: 'company',
      name: 'Galeria Sztuki Nowa sp. z o.o.',
      tax_id: '5261040828',
      industries: ['47.11.Z'],
      business_address: { country: 'PL', city: 'Kraków' },
    });
    const company = created.json().party.code as string;
    const owner = await env.call('POST', `/int/parties/${company}/beneficiaries`, admin.headers, {
      first_name: 'Ivan',
      last_name: 'Petrov',
      birth_date: '1980-04-02',
      share: '60',
    });
    expect(owner.statusCode).toBe(201);

    const [english] = await tasksOf(reading(admin.headers, 'en'), company);
    const [polish] = await tasksOf(reading(admin.headers, 'pl'), company);
    expect(english!.title).toBe('Complete the data of Galeria Sztuki Nowa sp. z o.o.');
    expect(polish!.title).toBe('Uzupełnij dane: Galeria Sztuki Nowa sp. z o.o.');
    expect(english!.description).toBe(
      'The risk assessment needs: citizenship of beneficial owner Ivan Petrov, PEP status of beneficial owner Ivan Petrov.',
    );
    expect(polish!.description).toBe(
      'Ocena ryzyka wymaga danych: obywatelstwo beneficjenta rzeczywistego Ivan Petrov, status PEP beneficjenta rzeczywistego Ivan Petrov.',
    );
    expect(english!.description).not.toMatch(POLISH);
    expect(polish!.description).not.toMatch(ENGLISH);
    expect(`${english!.description}${polish!.description}`).not.toMatch(/beneficiaries|\.pep/);

    // The risk tab's explanation names the data the same way.
    const risk = (await env.call('GET', `/int/parties/${company}/risk`, admin.headers)).json();
    const pep = risk.assessment.results.find((r: { kind: string }) => r.kind === 'pep');
    expect(pep.explanation).toEqual({
      en: 'Missing: PEP status of beneficial owner Ivan Petrov',
      pl: 'Brak danych: status PEP beneficjenta rzeczywistego Ivan Petrov',
    });
  });

  it('e-mails each recipient the title in their own language', async () => {
    const { admin, member } = await teamWithMember(env, 'all_viewer_member_self_editing');
    await env.call('POST', '/int/language', admin.headers, { language: 'pl' });
    // The member raises it (in English); the Polish admin reads Polish.
    await env.call('POST', '/int/parties', reading(member.headers, 'en'), {
      type: 'individual',
      first_name: 'Dragomir',
      last_name: 'Kuznetsov',
    });
    const mail = await env.smtp.waitFor(admin.email, /Możliwe trafienie/);
    expect(mail.subject).toBe('Alert: Możliwe trafienie na liście sankcyjnej: Dragomir Kuznetsov');
    expect(mail.text).not.toMatch(/Possible sanctions match/);
    const task = await env.smtp.waitFor(admin.email, /Uzupełnij dane/);
    expect(task.subject).toBe('Zadanie: Uzupełnij dane: Dragomir Kuznetsov');
  });
});
