import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from './support/api.js';
import { axeViolations, describeViolations } from './support/axe.js';
import { snapshot } from './support/browser.js';
import { uniqueEmail, useE2eEnvironment } from './support/session.js';

// The installation's administrator: the administration pages are checked too.
const EMAIL = uniqueEmail('dostepnosc');
const env = useE2eEnvironment({ env: async () => ({ ADMIN_EMAILS: EMAIL }) });
const PASSWORD = 'haslo-dostepnosci';

type View = { lang: 'pl' | 'en'; dark: boolean; width: 1440 | 390 };
const viewName = ({ lang, dark, width }: View) =>
  `${lang}, ${dark ? 'dark' : 'light'}, ${width} px`;

/** The codes of the records the detail pages show, set up once through the API. */
type Records = {
  token: string;
  party: string;
  transaction: string;
  alert: string;
  task: string;
  event: string;
  riskRecord: string;
  cdd: string;
  company: string;
  report: string;
  team: string;
  ruleSet: string;
};
let records: Records;

/** The pages of a signed-out visitor. */
const PUBLIC_ROUTES = [
  '/user/login',
  '/user/register',
  '/user/reset-password',
  '/sanction-list-search',
];

/** Every main page of the dashboard: its lists, a record of each, and its forms. */
const dashboardRoutes = (r: Records) => [
  '/dashboard',
  '/dashboard/parties',
  '/dashboard/parties/create',
  `/dashboard/parties/${r.party}`,
  `/dashboard/parties/${r.party}?tab=risk`,
  `/dashboard/parties/${r.party}?tab=history`,
  '/dashboard/transactions',
  '/dashboard/transactions/create',
  `/dashboard/transactions/${r.transaction}`,
  '/dashboard/alerts',
  `/dashboard/alerts/${r.alert}`,
  '/dashboard/tasks',
  '/dashboard/tasks/create',
  `/dashboard/tasks/${r.task}`,
  '/dashboard/history-event-list',
  '/dashboard/history-event-list/create',
  `/dashboard/history-event-list/${r.event}`,
  '/dashboard/risk-assessment-records',
  `/dashboard/risk-assessment-records/${r.riskRecord}`,
  '/dashboard/customer-due-diligence',
  `/dashboard/customer-due-diligence/${r.cdd}`,
  `/dashboard/parties/${r.party}?tab=cdd`,
  '/dashboard/settings?tab=cdd',
  '/dashboard/rule-sets',
  `/dashboard/rule-sets/${r.ruleSet}`,
  '/dashboard/tools',
  '/dashboard/tools?tab=registries-skan',
  `/dashboard/tools/registries-reports/${r.report}`,
  `/dashboard/parties/${r.company}?tab=beneficiaries`,
  `/dashboard/parties/${r.company}?tab=board_members`,
  '/dashboard/admin/sanctions-lists',
  '/dashboard/admin/exchange-rates',
  '/dashboard/settings',
  '/dashboard/company-data',
  '/dashboard/teams',
  '/dashboard/teams/create',
  `/dashboard/teams/${r.team}`,
];

/**
 * Which pages are checked in which view. The whole cross product (8 views of ~33 pages) takes
 * too long for CI, so every page is checked in two views that differ in everything (Polish,
 * light, desktop; English, dark, phone), and the other six views check one page of each
 * shape (sign-in, dashboard, list, record, form, alert): what differs between views (theme
 * colours, text lengths, the phone layout) lives in the shared shapes, not in single pages.
 */
const FULL_VIEWS: View[] = [
  { lang: 'pl', dark: false, width: 1440 },
  { lang: 'en', dark: true, width: 390 },
];
const SAMPLED_VIEWS: View[] = [
  { lang: 'pl', dark: true, width: 1440 },
  { lang: 'pl', dark: true, width: 390 },
  { lang: 'pl', dark: false, width: 390 },
  { lang: 'en', dark: false, width: 1440 },
  { lang: 'en', dark: true, width: 1440 },
  { lang: 'en', dark: false, width: 390 },
];
const sampledRoutes = (r: Records) => [
  '/dashboard',
  '/dashboard/parties',
  `/dashboard/parties/${r.party}`,
  '/dashboard/transactions/create',
  `/dashboard/alerts/${r.alert}`,
];

beforeAll(async () => {
  const api = apiClient(env.server.url, env);
  const token = await api.signUp(EMAIL, PASSWORD);
  const call = <T = Record<string, unknown>>(method: string, path: string, body?: object) =>
    api.call<T>(method, path, body, token);
  const party = await call<{ party: { code: string } }>('POST', '/parties', {
    type: 'individual',
    first_name: 'Małgorzata',
    last_name: 'Wiśniewska-Zając',
    citizenships: ['PL'],
    pep: false,
    birth_date: '1980-04-12',
    status: 'occasional',
  });
  const transaction = await call<{ code: string }>('POST', '/transactions', {
    type: 'buyer_fiat',
    amount: '5500',
    currency: 'EUR',
    booked_at: new Date(Date.now() - 3_600_000).toISOString(),
    payment_method: 'cash',
    parties: [{ party_code: party.party.code, role: 'buyer' }],
  });
  const alert = await call<{ code: string }>('POST', '/alerts', {
    title: 'Wpłaty gotówkowe tuż poniżej progu',
    explanation: 'Trzy wpłaty po 14 900 EUR w ciągu tygodnia: możliwe dzielenie transakcji.',
    severity: 'high',
  });
  const task = await call<{ code: string }>('POST', '/tasks', {
    title: 'Zweryfikować źródło środków',
    party_code: party.party.code,
  });
  const event = await call<{ code: string }>('POST', '/history-events', {
    type: 'meeting',
    occurred_on: new Date().toISOString().slice(0, 10),
    title: 'Spotkanie z klientką',
    description: 'Klientka przedstawiła umowę sprzedaży mieszkania.',
    party_code: party.party.code,
  });
  // A company, and a registries scan of it (no registry is configured here: the report says so).
  const company = await call<{ party: { code: string } }>('POST', '/parties', {
    type: 'company',
    name: 'Kantor „Złotówka” Sp. z o.o.',
    tax_id: '5252700001',
  });
  const report = await call<{ code: string }>('POST', '/registries-reports', {
    identifier: '5252700001',
  });
  // The first of a list: the party's assessment, the personal profile, the default rule set.
  const first = async (path: string) => {
    const { items } = await call<{ items: { code: string }[] }>('GET', path);
    if (!items[0]) throw new Error(`GET ${path} has nothing to show`);
    return items[0].code;
  };
  records = {
    token,
    party: party.party.code,
    transaction: transaction.code,
    alert: alert.code,
    task: task.code,
    event: event.code,
    riskRecord: await first('/risk-assessment-records'),
    // The due diligence the new party opened.
    cdd: await first('/customer-due-diligence-executions'),
    company: company.party.code,
    report: report.code,
    team: await first('/user/teams'),
    ruleSet: await first('/rule-sets'),
  };
});

/** A new browser window in a view: its language, theme and width, signed out. */
async function openView(browser: Browser, view: View): Promise<Page> {
  const context = await browser.newContext({
    viewport: { width: view.width, height: view.width > 600 ? 900 : 844 },
  });
  await context.addInitScript(
    ({ lang, dark }) => {
      localStorage.setItem('i18nextLng', lang);
      localStorage.setItem('darkTheme', String(dark));
    },
    { lang: view.lang, dark: view.dark },
  );
  return context.newPage();
}

// Transitions are stopped so that axe never measures a colour halfway through a fade.
const NO_TRANSITIONS =
  '*, *::before, *::after { transition: none !important; animation: none !important; }';

/**
 * Waits until the page at `path` shows its own heading and has loaded everything: nothing
 * busy, no skeleton or progress, for 200 ms on end (a page may load its parts one after the
 * other). The router keeps the last page on screen while the next one loads, so a heading
 * marked as left (see `visit`) is not taken for the new page's.
 */
async function settled(page: Page, path: string) {
  await page.evaluate(() => {
    delete (window as { readySince?: number }).readySince;
  });
  await page.waitForFunction(
    (expected) => {
      const state = window as { readySince?: number };
      const heading = document.querySelector('h1');
      const ready =
        location.pathname + location.search === expected &&
        heading !== null &&
        !heading.hasAttribute('data-left') &&
        !document.querySelector(
          // A determinate bar shows how far something is (a checklist's progress), not loading.
          '[aria-busy="true"], .MuiSkeleton-root, .MuiCircularProgress-root, .MuiLinearProgress-root:not(.MuiLinearProgress-determinate)',
        );
      if (!ready) {
        delete state.readySince;
        return false;
      }
      state.readySince ??= performance.now();
      return performance.now() - state.readySince >= 200;
    },
    path,
    { polling: 50, timeout: 15_000 },
  );
}

/**
 * Goes to `path` inside the app (as a link does, without reloading the checker). The heading
 * of the page left is marked, unless only the query changes (a tab of the same record).
 */
async function visit(page: Page, path: string) {
  await page.evaluate((to) => {
    const samePage = new URL(to, location.href).pathname === location.pathname;
    if (!samePage) document.querySelector('h1')?.setAttribute('data-left', '');
    history.pushState(null, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await settled(page, path);
}

/** The file name of a checked page's screenshot. */
const shotName = (view: string, path: string) =>
  `a11y ${view} ${path}`.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '');

/** Checks each page in the view; returns the violations found, described. */
async function checkPages(
  page: Page,
  view: string,
  paths: { public: string[]; dashboard: string[]; states?: boolean },
) {
  const found: string[] = [];
  const check = async (path: string) => {
    // A person reviewing the screens keeps a picture of each page checked.
    if (process.env.E2E_ALL_VIEWS) await snapshot(page, shotName(view, path));
    const violations = await axeViolations(page);
    if (violations.length) found.push(describeViolations(path, violations));
  };
  const [start, ...rest] = paths.public;
  await page.goto(`${env.server.url}${start}`);
  await page.addStyleTag({ content: NO_TRANSITIONS });
  await settled(page, start!);
  await check(start!);
  for (const path of rest) {
    await visit(page, path);
    await check(path);
  }
  // Signed in now, with the cookies answered: the dashboard as its users see it every day.
  await page.evaluate((token) => {
    localStorage.setItem('authToken', token);
    localStorage.setItem('gtagConsent', 'granted');
  }, records.token);
  for (const path of paths.dashboard) {
    await visit(page, path);
    await check(path);
  }
  if (paths.states) {
    for (const [name, reach] of Object.entries(STATES)) {
      await reach(page);
      await check(name);
      await page.keyboard.press('Escape');
    }
  }
  return found;
}

/** Is the element shown now (a dialog or menu opened, a message appeared)? */
const appears = (page: Page, selector: string) =>
  page.locator(selector).first().waitFor({ state: 'visible', timeout: 10_000 });

/**
 * What the pages show only after an action, reached by the language-neutral shape of the page:
 * the menus, a dialog, a form's errors and, on a phone, the navigation drawer.
 */
const STATES: Record<string, (page: Page) => Promise<void>> = {
  'the account menu': async (page) => {
    await visit(page, '/dashboard');
    await page.locator('header button[aria-haspopup="menu"]').last().click();
    await appears(page, '[role="menu"]');
  },
  'a form with errors': async (page) => {
    await visit(page, '/dashboard/tasks/create');
    await page.locator('main form button[type="submit"]').click();
    await appears(page, '.Mui-error');
  },
  'the alert status dialog': async (page) => {
    await visit(page, `/dashboard/alerts/${records.alert}`);
    await page.locator('main button').filter({ hasText: /:/ }).first().click();
    await appears(page, '[role="dialog"]');
  },
  'the navigation drawer': async (page) => {
    await visit(page, '/dashboard/parties');
    const menuButton = page.locator('header button[aria-expanded]').first();
    // Wide screens show it already, beside the page.
    if ((await menuButton.getAttribute('aria-expanded')) === 'false') await menuButton.click();
    await appears(page, 'nav a');
  },
};

describe('accessibility (WCAG 2.2 AA, axe)', () => {
  it.each(FULL_VIEWS.map((view) => [viewName(view), view] as const))(
    'every page passes in %s',
    async (_name, view) => {
      const page = await openView(env.browser, view);
      const found = await checkPages(page, viewName(view), {
        public: PUBLIC_ROUTES,
        dashboard: dashboardRoutes(records),
        states: true,
      });
      await page.context().close();
      expect(found.join('\n'), `in ${viewName(view)}`).toBe('');
    },
  );

  it.each(SAMPLED_VIEWS.map((view) => [viewName(view), view] as const))(
    'one page of each shape passes in %s',
    async (_name, view) => {
      const page = await openView(env.browser, view);
      const found = await checkPages(page, viewName(view), {
        public: ['/user/login'],
        dashboard: sampledRoutes(records),
      });
      await page.context().close();
      expect(found.join('\n'), `in ${viewName(view)}`).toBe('');
    },
  );
});

/** Where the focused element is, and whether what is drawn at its centre is it. */
type FocusSight = { element: string; covered: string | null; again: boolean } | null;

/** The focused element, unless something else is drawn over its centre (null: nothing focused). */
const focusSight = (page: Page) =>
  page.evaluate((): FocusSight => {
    const focused = document.activeElement;
    if (!focused || focused === document.body) return null;
    const describe = (element: Element) =>
      `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
        element.getAttribute('aria-label') ? ` "${element.getAttribute('aria-label')}"` : ''
      }> ${(element.textContent ?? '').trim().slice(0, 40)}`;
    // Marked when met, so that meeting it again tells the round of the page is complete.
    const again = focused.hasAttribute('data-focus-met');
    focused.setAttribute('data-focus-met', '');
    const box = focused.getBoundingClientRect();
    const drawn = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    const seen = drawn !== null && (drawn === focused || focused.contains(drawn));
    return {
      element: describe(focused),
      covered: seen ? null : drawn ? describe(drawn) : 'outside the window',
      again,
    };
  });

describe('the focused element stays in sight (WCAG 2.4.11)', () => {
  // A phone 320 px wide (WCAG 1.4.10), and a 1280 × 720 window zoomed to 200 %, which lays
  // pages out in 640 × 360 CSS pixels: the fixed app bar and the cookie banner (unanswered)
  // take the most of the height there.
  it.each([
    ['320 px wide', { width: 320, height: 640 }, 1],
    ['zoomed to 200 %', { width: 640, height: 360 }, 2],
  ] as const)('while tabbing through a form, %s', async (_name, viewport, deviceScaleFactor) => {
    const context = await env.browser.newContext({ viewport, deviceScaleFactor });
    await context.addInitScript((token) => {
      localStorage.setItem('i18nextLng', 'pl');
      localStorage.setItem('authToken', token);
    }, records.token);
    const page = await context.newPage();
    const covered: string[] = [];
    for (const path of ['/dashboard/transactions/create', '/dashboard/parties/create']) {
      await page.goto(`${env.server.url}${path}`);
      await page.addStyleTag({ content: NO_TRANSITIONS });
      await settled(page, path);
      // Forwards, the banner is in the way; backwards, the app bar.
      for (const key of ['Tab', 'Shift+Tab']) {
        await page.evaluate(() =>
          document.querySelectorAll('[data-focus-met]').forEach((element) => {
            element.removeAttribute('data-focus-met');
          }),
        );
        let stops = 0;
        for (let stop = 0; stop < 80; stop += 1) {
          await page.keyboard.press(key);
          const sight = await focusSight(page);
          if (!sight) continue;
          // Round the page once: the first element met again ends it.
          if (sight.again) break;
          stops += 1;
          if (sight.covered)
            covered.push(`${path} (${key}): ${sight.element} under ${sight.covered}`);
        }
        expect(stops, `stops on ${path} with ${key}`).toBeGreaterThan(10);
      }
    }
    await context.close();
    expect(covered.join('\n')).toBe('');
  });
});
