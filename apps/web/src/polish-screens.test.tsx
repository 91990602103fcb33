import {
  message,
  writeMessage,
  type AlertDetail,
  type Message,
  type RecordHistory,
  type RiskAssessment,
} from '@aml/shared';
import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AlertDetailPage } from './features/alerts/routes/alert-detail-page';
import { AlertsPage } from './features/alerts/routes/alerts-page';
import { PartyDetailPage } from './features/parties/routes/party-detail-page';
import { RiskAssessmentRecordPage } from './features/risk/routes/risk-assessment-record-page';
import { TaskDetailPage } from './features/tasks/routes/task-detail-page';
import { TasksPage } from './features/tasks/routes/tasks-page';
import { i18n } from './i18n/i18n';
import { storage } from './lib/storage';
import { jsonResponse, renderRoutes } from './test/render';
import { userWithRole } from './test/session-user';

/*
 * Issue 27: a reader of the Polish interface reads Polish everywhere. The main screens are
 * rendered in Polish with what the API answers a Polish reader (the titles and explanations of
 * alerts and tasks written from their messages, as the API writes them, and the stored texts
 * of rule results in both languages), and no English sentence nor an internal snake_case key
 * may show.
 */

const pl = (stored: Message) => writeMessage(stored, 'pl');

const PARTY = 'party0000001';
const COMPANY = 'Galeria Sztuki Nowa sp. z o.o.';
const TEAM = 'team00000001';
const at = '2026-11-20T10:00:00.000Z';

const PEP = {
  en: 'Politically exposed person',
  pl: 'Osoba zajmująca eksponowane stanowisko polityczne',
};

const sanctionsAlert: AlertDetail = {
  code: 'alert0000001',
  source: 'sanctions_screening',
  severity: 'critical',
  title: pl(message('alert.sanctions.party_title', { name: 'Dragomir Kuznetsov' })),
  explanation: pl(
    message('alert.sanctions.explanation', {
      hits: [
        {
          subject: 'Dragomir Kuznetsov',
          entry: 'KUZNETSOV, Dragomir',
          source: 'un',
          entry_id: 'QDi.901',
          score: 0.92,
        },
      ],
    }),
  ),
  status: 'new',
  resolution_note: null,
  due_date: '2026-11-01',
  overdue: true,
  assignee: null,
  party: { code: 'party0000002', display_name: 'Dragomir Kuznetsov' },
  transaction: null,
  links: [
    {
      type: 'sanctions_hit',
      code: 'hit000000001',
      label: 'Dragomir Kuznetsov ~ KUZNETSOV, Dragomir (un QDi.901, 0.92)',
    },
  ],
  comments: 0,
  allowed_statuses: ['in_progress', 'escalated', 'closed_false_positive', 'closed_confirmed'],
  editable: true,
  created_by: null,
  created_at: at,
  updated_at: at,
  status_history: [{ from: null, to: 'new', note: null, by: null, at }],
  sanctions_hits: [
    {
      code: 'hit000000001',
      source: 'un',
      entry_id: 'QDi.901',
      entry_name: 'KUZNETSOV, Dragomir',
      subject_name: 'Dragomir Kuznetsov',
      score: 0.92,
      status: 'hit',
      current: true,
      decision: null,
    },
  ],
};

const riskAlert: AlertDetail = {
  ...sanctionsAlert,
  code: 'alert0000002',
  source: 'rule_result',
  severity: 'high',
  title: pl(message('alert.risk.party_title', { level: 'high', name: COMPANY, rules: [PEP] })),
  explanation: pl(
    message('alert.risk.explanation', {
      reason: { en: `High per ${PEP.en}`, pl: `Wysokie według reguł: ${PEP.pl}` },
      findings: [
        {
          en: 'Beneficiary Ivan Petrov is a politically exposed person (art. 46)',
          pl: 'Beneficjent rzeczywisty Ivan Petrov zajmuje eksponowane stanowisko polityczne (art. 46)',
        },
      ],
    }),
  ),
  overdue: false,
  due_date: null,
  party: { code: PARTY, display_name: COMPANY },
  links: [
    { type: 'risk_assessment', code: 'rass00000001', label: COMPANY },
    { type: 'party', code: PARTY, label: COMPANY },
  ],
  sanctions_hits: [],
};

const transactionAlert: AlertDetail = {
  ...sanctionsAlert,
  code: 'alert0000003',
  title: pl(
    message('alert.sanctions.transaction_title', {
      code: 'KB1jX9aaQ2',
      text: 'Za fakturę 12/2026 dla Kuznetsov…',
    }),
  ),
  party: null,
  transaction: { code: 'KB1jX9aaQ2', display_name: '5000 EUR' },
};

const missingDataTask = {
  code: 'task00000001',
  title: pl(message('task.missing_data.party_title', { name: COMPANY })),
  description: pl(
    message('task.missing_data.description', {
      fields: [
        { path: 'beneficiaries[0].pep', person: 'Ivan Petrov' },
        { path: 'board_members[0].citizenships', person: 'Jan Nowak' },
        { path: 'business_address.country', person: null },
      ],
    }),
  ),
  status: 'new',
  priority: 'normal',
  due_date: '2026-11-30',
  overdue: false,
  assignee: null,
  party: { code: PARTY, display_name: COMPANY },
  transaction: null,
  alert: { code: riskAlert.code, display_name: riskAlert.title },
  comments: 0,
  allowed_statuses: ['in_progress', 'done', 'canceled'],
  editable: true,
  created_by: null,
  created_at: at,
  updated_at: at,
};

const giifTask = {
  ...missingDataTask,
  code: 'task00000002',
  title: pl(message('task.giif_report.title', { code: 'KB1jX9aaQ2', due_on: '2026-03-09' })),
  description: pl(
    message('task.giif_report.description', {
      reason: {
        en: 'Cash above 15,000 EUR (art. 72 ust. 1 pkt 1)',
        pl: 'Gotówka powyżej 15 000 EUR (art. 72 ust. 1 pkt 1)',
      },
    }),
  ),
  priority: 'high',
  party: null,
  alert: null,
  transaction: { code: 'KB1jX9aaQ2', display_name: '65000 PLN' },
};

/** A record as the API stores and answers it: rule texts in both languages, the UI picks. */
const record: RiskAssessment = {
  code: 'rass00000001',
  party: { code: PARTY, display_name: COMPANY },
  transaction: null,
  level: 'high',
  computed_level: 'high',
  reason: { en: `High per ${PEP.en}`, pl: `Wysokie według reguł: ${PEP.pl}` },
  override: null,
  rule_set: { code: 'rset00000001', name: 'Default rule set', version: 3 },
  results: [
    {
      code: 'rass0000000101',
      rule_code: 'pep',
      kind: 'pep',
      status: 'risk_found',
      risk: 'high',
      explanation: {
        en: 'Beneficiary Ivan Petrov is a politically exposed person (art. 46)',
        pl: 'Beneficjent rzeczywisty Ivan Petrov zajmuje eksponowane stanowisko polityczne (art. 46)',
      },
      missing: [],
      rejected: null,
    },
    {
      code: 'rass0000000102',
      rule_code: 'country_high_risk',
      kind: 'country_high_risk',
      status: 'missing_data',
      risk: null,
      explanation: {
        en: 'Missing: citizenship of board member Jan Nowak',
        pl: 'Brak danych: obywatelstwo członka zarządu Jan Nowak',
      },
      missing: ['board_members[0].citizenships'],
      rejected: null,
    },
  ],
  created_at: at,
};

const history: RecordHistory = {
  items: [
    { created_at: at, actor: 'anna@kantor.pl', action: 'created', changes: {} },
    {
      created_at: at,
      actor: 'anna@kantor.pl',
      action: 'beneficiary_added',
      changes: {},
      subject: { kind: 'beneficiary', name: 'Ivan Petrov' },
    },
    {
      created_at: at,
      actor: 'anna@kantor.pl',
      action: 'updated',
      changes: { pep: [null, true], business_address: [null, { country: 'PL' }] },
    },
    {
      created_at: at,
      actor: null,
      action: 'risk_assessed',
      changes: { risk_level: ['pending', 'high'], computed_level: 'high', rule_set_version: 3 },
    },
    {
      created_at: at,
      actor: 'anna@kantor.pl',
      action: 'risk_overridden',
      changes: { risk_level: ['high', 'normal'], reason: 'Znany klient' },
    },
    {
      created_at: at,
      actor: 'anna@kantor.pl',
      action: 'rule_result_rejected',
      changes: { computed_level: ['high', 'normal'], rule: 'pep', reason: 'Pomyłka' },
    },
    {
      created_at: at,
      actor: 'anna@kantor.pl',
      action: 'status_changed',
      changes: { status: ['draft', 'active'] },
    },
    {
      created_at: at,
      actor: 'anna@kantor.pl',
      action: 'risk_assessment_deleted',
      changes: { risk_level: ['normal', 'high'] },
    },
  ],
};

const summary = {
  code: PARTY,
  type: 'company',
  entity_type: 'legal_entity',
  status: 'active',
  risk_level: 'high',
  display_name: COMPANY,
  beneficiaries: 1,
  board_members: 1,
  allowed_statuses: ['inactive'],
  editable: true,
  not_editable_reason: null,
  created_by: 'anna@kantor.pl',
  created_at: at,
  updated_at: at,
};

const members = { items: [], total: 0 };

function answer(url: string) {
  const { pathname } = new URL(url, 'http://localhost');
  const answers: Record<string, unknown> = {
    '/int/user': { ...userWithRole('admin'), language: 'pl' },
    [`/int/teams/${TEAM}/members`]: members,
    '/int/alerts': { items: [sanctionsAlert, riskAlert, transactionAlert], total: 3 },
    [`/int/alerts/${riskAlert.code}`]: riskAlert,
    [`/int/alerts/${sanctionsAlert.code}`]: sanctionsAlert,
    [`/int/alerts/${riskAlert.code}/comments`]: { items: [], total: 0 },
    [`/int/alerts/${sanctionsAlert.code}/comments`]: { items: [], total: 0 },
    '/int/tasks': { items: [missingDataTask, giifTask], total: 2 },
    [`/int/tasks/${missingDataTask.code}`]: missingDataTask,
    [`/int/tasks/${missingDataTask.code}/comments`]: { items: [], total: 0 },
    [`/int/parties/${PARTY}/summary`]: summary,
    [`/int/parties/${PARTY}/history`]: history,
    [`/int/risk-assessment-records/${record.code}`]: record,
  };
  return pathname in answers
    ? jsonResponse(200, answers[pathname])
    : jsonResponse(404, { code: 'not_found', message: 'Not found', statusCode: 404 });
}

const fetchMock = vi.fn();
beforeEach(async () => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockImplementation(answer);
  storage.setToken('t'.repeat(43));
  await i18n.changeLanguage('pl');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  await i18n.changeLanguage('en');
});

/** An internal key: words joined by underscores (`risk_overridden`, `board_members`). */
const SNAKE_CASE = /\b[a-z]+_[a-z_]+\b/;

/**
 * English words of the application's sentences that Polish never uses. Names, codes, list
 * names and e-mail addresses of the fixtures hold none of them.
 */
const ENGLISH =
  /\b(the|of|and|with|for|is|are|by|Possible|Complete|High risk|match|Missing|Default|rule set|assessed|needs|Report|score|created|changed|deleted|removed|added|overrode|points?|entries|Stored)\b/;

/** The words a page shows and names its controls with, once `ready` shows. */
async function wordsOf(path: string, route: string, element: ReactElement, ready: RegExp) {
  renderRoutes([{ path: route, element }], path);
  await screen.findAllByText(ready, {}, { timeout: 10_000 });
  // Let the other queries of the page (history, comments) answer too.
  await new Promise((resolve) => setTimeout(resolve, 300));
  const page = document.body.cloneNode(true) as HTMLElement;
  page.querySelectorAll('style, script').forEach((element) => element.remove());
  // What assistive technology reads besides the text: names and tooltips of controls.
  const named = [...page.querySelectorAll('[aria-label], [title], [placeholder]')].flatMap(
    (element) => ['aria-label', 'title', 'placeholder'].map((name) => element.getAttribute(name)),
  );
  return [page.textContent ?? '', ...named.filter(Boolean)].join('\n');
}

const SCREENS: Array<
  [name: string, path: string, route: string, element: ReactElement, ready: RegExp]
> = [
  [
    'the alerts list',
    '/dashboard/alerts',
    '/dashboard/alerts',
    <AlertsPage />,
    /Możliwe trafienie/,
  ],
  [
    'a sanctions alert',
    `/dashboard/alerts/${sanctionsAlert.code}`,
    '/dashboard/alerts/:code',
    <AlertDetailPage />,
    /potwierdź je/,
  ],
  [
    'a risk alert',
    `/dashboard/alerts/${riskAlert.code}`,
    '/dashboard/alerts/:code',
    <AlertDetailPage />,
    /Wysokie według reguł/,
  ],
  ['the tasks list', '/dashboard/tasks', '/dashboard/tasks', <TasksPage />, /Uzupełnij dane/],
  [
    'a missing-data task',
    `/dashboard/tasks/${missingDataTask.code}`,
    '/dashboard/tasks/:code',
    <TaskDetailPage />,
    /Ocena ryzyka wymaga danych/,
  ],
  [
    'a party’s history',
    `/dashboard/parties/${PARTY}?tab=history`,
    '/dashboard/parties/:code',
    <PartyDetailPage />,
    /nadpisał\(a\) poziom ryzyka/,
  ],
  [
    'a risk assessment record',
    `/dashboard/risk-assessment-records/${record.code}`,
    '/dashboard/risk-assessment-records/:code',
    <RiskAssessmentRecordPage />,
    /Domyślny zestaw reguł/,
  ],
];

describe('the main screens in Polish', () => {
  it('would notice English: the same list in English', async () => {
    await i18n.changeLanguage('en');
    fetchMock.mockImplementation((url: string) =>
      new URL(url, 'http://localhost').pathname === '/int/alerts'
        ? jsonResponse(200, {
            items: [
              {
                ...riskAlert,
                title: writeMessage(
                  message('alert.risk.party_title', { level: 'high', name: COMPANY, rules: [PEP] }),
                  'en',
                ),
              },
            ],
            total: 1,
          })
        : answer(url),
    );
    const words = await wordsOf(
      '/dashboard/alerts',
      '/dashboard/alerts',
      <AlertsPage />,
      /High risk/,
    );
    expect(words).toMatch(ENGLISH);
  });

  it.each(SCREENS)(
    '%s shows no English and no internal key',
    async (_name, path, route, element, ready) => {
      const words = await wordsOf(path, route, element, ready);
      expect(words.match(SNAKE_CASE)?.[0] ?? null).toBeNull();
      expect(words.match(ENGLISH)?.[0] ?? null).toBeNull();
    },
  );
});
