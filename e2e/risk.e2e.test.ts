import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logInOnPage, shown, snapshot, typeDate } from './support/browser.js';
import { confirmEmail, uniqueEmail, useE2eEnvironment } from './support/session.js';

const env = useE2eEnvironment();
const PASSWORD = 'haslo-ryzyka-1';
const COMPANY = 'Safari Handel Sp. z o.o.';
const NIP = '5261040828';
const REASON = 'Beneficjent mieszka w Polsce od 2010 r.; sprawdzono dokumenty i źródło środków.';

async function signedInPage(email: string): Promise<Page> {
  await fetch(`${env.server.url}/int/user`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  await confirmEmail(env, email);
  const page = await env.browser.newPage({ viewport: { width: 1280, height: 900 } });
  await logInOnPage(page, env.server.url, email, PASSWORD);
  return page;
}

describe('party risk', () => {
  it('assesses a company with a Kenyan owner as high, raises an alert, and keeps an officer’s override beside the computed level', async () => {
    // A new user administers their personal profile, so they may override a level.
    const page = await signedInPage(uniqueEmail('ryzyko'));
    const url = env.server.url;

    // The company, through the form and its confirm-creation step.
    await page.goto(`${url}/dashboard/parties/create`);
    await page.getByLabel('Party type').click();
    await page.getByRole('option', { name: 'Company' }).click();
    await page.getByLabel('Company name').fill(COMPANY);
    await page.getByLabel('Tax ID (NIP)').fill(NIP);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm creation' })
      .getByRole('button', { name: 'Create party' })
      .click();
    await shown(page.getByRole('heading', { name: COMPANY }));
    const code = page.url().split('/').pop()!.split('?')[0]!;

    // Its beneficial owner: a Kenyan citizen (Kenya is on the EU high-risk list), not a PEP.
    await page.getByRole('tab', { name: 'Beneficial owners (0)' }).click();
    await page.getByRole('button', { name: 'Add beneficial owner' }).first().click();
    const owner = page.getByRole('dialog');
    await owner.getByLabel('First name').fill('Wanjiru');
    await owner.getByLabel('Last name').fill('Kamau');
    // Without a PESEL, the date of birth: screening needs one of them.
    await typeDate(owner, 'Date of birth', '1985-04-12');
    await owner.getByLabel('Share (%)').fill('100');
    await owner.getByLabel('Citizenship').fill('KE');
    await owner.getByLabel('PEP declaration').click();
    await page.getByRole('option', { name: 'No', exact: true }).click();
    await owner.getByRole('button', { name: 'Add beneficial owner' }).click();
    await shown(page.getByRole('rowheader', { name: 'Wanjiru Kamau' }));

    // The risk tab: high, because of the owner's citizenship, named with the list.
    await page.getByRole('tab', { name: 'Risk' }).click();
    const level = page.getByRole('group', { name: 'Risk level' });
    await shown(level.getByText('High risk'));
    const country = page
      .getByRole('list', { name: 'Rule results' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'High-risk country' }) });
    await shown(country);
    const explanation = await country.textContent();
    expect(explanation).toContain('Risk found');
    expect(explanation).toContain('Wanjiru Kamau');
    expect(explanation).toMatch(/\bKE\b/);
    expect(explanation).toContain('EU list of high-risk third countries');
    expect(explanation).toContain('2016/1675');
    // The risks found come first.
    const first = page.getByRole('list', { name: 'Rule results' }).getByRole('listitem').first();
    expect(await first.getByRole('heading').textContent()).toBe('High-risk country');
    await shown(page.getByText(/, version \d+$/).first());

    // The drawer counts the alert the assessment raised, without a reload.
    const alertsLink = page.getByRole('navigation').getByRole('link', { name: /^Alerts/ });
    await alertsLink
      .getByText('1 new item', { exact: true })
      .waitFor({ state: 'attached', timeout: 15_000 });
    await shown(alertsLink.getByText('1', { exact: true }));
    await alertsLink.click();
    const alertLink = page.getByRole('link', { name: `High risk: ${COMPANY}` });
    await shown(alertLink);
    await alertLink.click();
    await shown(page.getByText(/Wanjiru Kamau/).first());
    // The alert links to the assessment record.
    await page.locator('a[href^="/dashboard/risk-assessment-records/"]').first().click();
    await shown(page.getByRole('heading', { name: 'Risk assessment' }));
    await shown(page.getByRole('group', { name: 'Risk level' }).getByText('High risk'));
    await shown(page.getByRole('link', { name: COMPANY }));

    // The officer overrides the level, with a reason; an empty reason is refused first.
    await page.goto(`${url}/dashboard/parties/${code}?tab=risk`);
    await page.getByRole('button', { name: 'Override risk level' }).click();
    const dialog = page.getByRole('dialog', { name: 'Override the risk level' });
    await dialog.getByLabel('New risk level').click();
    await page.getByRole('option', { name: 'Normal risk' }).click();
    await dialog.getByRole('button', { name: 'Override' }).click();
    await shown(dialog.getByText('Write the reason for the override'));
    await dialog.getByLabel('Reason').fill(REASON);
    await dialog.getByRole('button', { name: 'Override' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm the override' })
      .getByRole('button', { name: 'Set the level' })
      .click();
    await shown(page.getByText('The risk level has been changed'));

    // Normal now, with the computed High and the reason beside it.
    await shown(level.getByText('Normal risk'));
    await shown(level.getByText('Computed by the rules: High risk'));
    await shown(page.getByText(REASON));
    await shown(page.getByText('Risk level set by a person'));
    await snapshot(page, 'party-risk-override');

    // The header's chip follows, and the record shows the same decision.
    await shown(page.getByRole('heading', { name: COMPANY }));
    await page.getByRole('link', { name: 'Open the assessment record' }).click();
    await shown(page.getByRole('heading', { name: 'Risk assessment' }));
    await shown(page.getByRole('group', { name: 'Risk level' }).getByText('Normal risk'));
    await shown(page.getByText(REASON));
    await page.close();
  });
});
