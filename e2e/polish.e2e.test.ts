import { describe, expect, it } from 'vitest';
import { apiClient } from './support/api.js';
import { logInOnPage, shown, snapshot } from './support/browser.js';
import { uniqueEmail, useE2eEnvironment } from './support/session.js';

/*
 * Issue 27: the screens a Polish reader walks through read Polish, alerts and tasks the
 * application raised included, with no English sentence and no internal key. The records are
 * made through the API (in English: the raiser's language must not matter); the pages are read
 * in Polish.
 */
const env = useE2eEnvironment();
const PASSWORD = 'haslo-polskie-1';
const COMPANY = 'Galeria Sztuki Nowa Sp. z o.o.';

/** An internal key: words joined by underscores (`risk_assessed`, `board_members`). */
const SNAKE_CASE = /\b[a-z]+_[a-z_]+\b/;
/** English words of the application's sentences that Polish never uses. */
const ENGLISH =
  /\b(the|of|and|with|for|is|are|Possible|Complete|High risk|match|Missing|Default|rule set|assessed|needs|Report|score|points?|entries|Stored)\b/;

type Listed = { items: Array<{ code: string; source?: string }> };

describe('the screens in Polish', () => {
  it('show the raised alerts and tasks, the party’s history and its risk record in Polish', async () => {
    const url = env.server.url;
    const api = apiClient(url, env);
    const email = uniqueEmail('polski');
    const token = await api.signUp(email, PASSWORD);
    // A company whose owner is a Kenyan citizen (high risk) who has not declared PEP status
    // (missing data): an alert and a task.
    const { party } = await api.call<{ party: { code: string } }>(
      'POST',
      '/parties',
      {
        type: 'company',
        name: COMPANY,
        tax_id: '5261040828',
        industries: ['47.11.Z'],
        business_address: { country: 'PL', city: 'Kraków' },
      },
      token,
    );
    await api.call(
      'POST',
      `/parties/${party.code}/beneficiaries`,
      {
        first_name: 'Wanjiru',
        last_name: 'Kamau',
        birth_date: '1984-05-02',
        citizenships: ['KE'],
        share: '100',
      },
      token,
    );
    const alerts = await api.call<Listed>('GET', '/alerts', undefined, token);
    const tasks = await api.call<Listed>('GET', '/tasks', undefined, token);
    const risk = await api.call<{ assessment: { code: string } }>(
      'GET',
      `/parties/${party.code}/risk`,
      undefined,
      token,
    );
    expect(alerts.items.length).toBeGreaterThan(0);
    expect(tasks.items.length).toBeGreaterThan(0);

    const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await logInOnPage(page, url, email, PASSWORD);
    // Each screen, and words it must show: the texts the application raised, in Polish.
    const screens: Array<[path: string, says: string]> = [
      ['/dashboard/alerts', `Wysokie ryzyko: ${COMPANY}`],
      [`/dashboard/alerts/${alerts.items[0]!.code}`, 'Wysokie według reguł'],
      ['/dashboard/tasks', `Uzupełnij dane: ${COMPANY}`],
      [`/dashboard/tasks/${tasks.items[0]!.code}`, 'status PEP beneficjenta rzeczywistego'],
      [`/dashboard/parties/${party.code}?tab=history`, 'ocena ryzyka'],
      [`/dashboard/parties/${party.code}?tab=risk`, 'Domyślny zestaw reguł'],
      [`/dashboard/risk-assessment-records/${risk.assessment.code}`, 'Brak danych'],
    ];
    for (const [path, says] of screens) {
      await page.goto(`${url}${path}${path.includes('?') ? '&' : '?'}lng=pl`);
      await shown(page.getByRole('heading', { level: 1 }));
      await page.waitForLoadState('networkidle');
      const words = await page.getByRole('main').innerText();
      expect(words, path).toContain(says);
      expect(words.match(SNAKE_CASE)?.[0] ?? null, path).toBeNull();
      expect(words.match(ENGLISH)?.[0] ?? null, path).toBeNull();
    }
    await snapshot(page, 'polish-risk-record');
    await page.close();
  });
});
