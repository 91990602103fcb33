import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';

/** axe's browser bundle, read once and evaluated in each page document that is checked. */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core'), 'utf8');

/** The WCAG 2.0, 2.1 and 2.2 rules of levels A and AA (WCAG 2.2 adds only AA rules to axe). */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Rules axe files under best practice that guard WCAG criteria all the same: headings in
 * order and every column headed (1.3.1), a name for every dialog and landmark and only the
 * roles an element may take (4.1.2). Not `region`: a menu or a tooltip is drawn outside the
 * page's landmarks by design.
 */
export const ALSO_CHECKED = [
  'heading-order',
  'empty-table-header',
  'aria-dialog-name',
  'landmark-unique',
  'aria-allowed-role',
];

/** One rule broken on a page, with the elements that break it. */
export type AxeViolation = {
  id: string;
  impact: string | null;
  help: string;
  targets: string[];
  /** The start of each element's markup, to recognise it by. */
  html: string[];
  /** What axe asks to fix at each element (a contrast names both colours and the ratio). */
  summaries: string[];
};

/**
 * Checks the page as it is now against WCAG 2.2 AA with axe. `exclude` leaves out the parts a
 * check must not judge (each with its reason where it is passed).
 */
export async function axeViolations(page: Page, exclude: string[] = []): Promise<AxeViolation[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ tags, also, excluded }) => {
      const axe = (
        window as unknown as {
          axe: { run: (context: ElementContext, options: RunOptions) => Promise<AxeResults> };
        }
      ).axe;
      const context: ElementContext = excluded.length
        ? { include: [document], exclude: excluded.map((selector) => [selector]) }
        : document;
      const result = await axe.run(context, {
        runOnly: { type: 'tag', values: tags },
        rules: Object.fromEntries(also.map((rule) => [rule, { enabled: true }])),
        resultTypes: ['violations'],
      });
      return result.violations.map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? null,
        help: violation.help,
        targets: violation.nodes.map((node) => node.target.join(' ')),
        html: violation.nodes.map((node) => node.html.slice(0, 200)),
        summaries: violation.nodes.map((node) =>
          (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' '),
        ),
      }));
    },
    { tags: WCAG_AA_TAGS, also: ALSO_CHECKED, excluded: exclude },
  );
}

/** The violations as a person reads them in a failed test: where, which rule, which elements. */
export function describeViolations(where: string, violations: AxeViolation[]): string {
  return violations
    .map(
      (violation) =>
        `${where}: ${violation.id} (${violation.impact}) ${violation.help}\n` +
        violation.targets
          .map(
            (target, index) =>
              `    ${target}\n      ${violation.html[index]}\n      ${violation.summaries[index]}`,
          )
          .join('\n'),
    )
    .join('\n');
}
