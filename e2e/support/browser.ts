import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser, type Locator, type Page } from 'playwright-core';

export const ARTIFACTS_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../artifacts',
);

/**
 * Debian's Chromium, headless. The flags keep it off the network (this machine reaches only
 * package registries; background connections would be refused by the hundred).
 */
export function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  return chromium.launch({
    executablePath,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** Keeps a screenshot of the page under e2e/artifacts (git-ignored) for a person to look at. */
export async function snapshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`), fullPage: true });
}

/** Waits until the element is visible, as a person waits for a page to show something. */
export async function shown(locator: Locator, timeout = 15_000): Promise<void> {
  await locator.first().waitFor({ state: 'visible', timeout });
}

/** Logs in on the login page, as a person would (cookies answered first), up to the dashboard. */
export async function logInOnPage(
  page: Page,
  serverUrl: string,
  email: string,
  password: string,
): Promise<void> {
  await page.goto(`${serverUrl}/user/login/`);
  await page.getByRole('button', { name: 'Accept all' }).click();
  await page.getByLabel('E-mail address').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL('**/dashboard');
}

/**
 * Types a date (YYYY-MM-DD, or YYYY-MM-DDTHH:mm) into the date picker labelled `label` within
 * `scope`, as a person does: the day, the month, the year (and the hours and minutes), digit
 * after digit (the order of both languages).
 */
export async function typeDate(
  scope: Page | Locator,
  label: string | RegExp,
  date: string,
): Promise<void> {
  const [, year, month, day, time = ''] = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}:\d{2}))?$/.exec(
    date,
  )!;
  const field = scope.getByRole('group', { name: label });
  await field.getByRole('spinbutton').first().click();
  await field.page().keyboard.type(`${day}${month}${year}${time.replace(':', '')}`);
}

/**
 * Screenshots of a changed screen as every user may see it: English and Polish, light and dark,
 * a phone (390 px) and a desktop (1440 px). Sixteen reloads per screen, so only when
 * E2E_ALL_VIEWS is set (a person reviewing the screens); otherwise the one view of `snapshot`.
 * The page returns to English, light, 1280 px.
 */
export async function snapshotViews(
  page: Page,
  name: string,
  ready: (lang: 'en' | 'pl') => Locator | Promise<void>,
) {
  if (!process.env.E2E_ALL_VIEWS) return snapshot(page, name);
  // A locator is waited for; a function brings the page back to the state to show (a dialog).
  const reach = async (lang: 'en' | 'pl') => {
    const target = await ready(lang);
    if (target) await shown(target);
  };
  const setView = async (width: number, dark: boolean, lang: 'en' | 'pl') => {
    await page.setViewportSize({ width, height: 900 });
    await page.evaluate(
      ([isDark, language]) => {
        localStorage.setItem('darkTheme', String(isDark));
        localStorage.setItem('i18nextLng', String(language));
      },
      [dark, lang] as const,
    );
    await page.reload();
  };
  for (const width of [390, 1440]) {
    for (const dark of [false, true]) {
      for (const lang of ['en', 'pl'] as const) {
        await setView(width, dark, lang);
        await reach(lang);
        await snapshot(page, `${name}-${lang}-${dark ? 'dark' : 'light'}-${width}`);
      }
    }
  }
  await setView(1280, false, 'en');
  await reach('en');
}
