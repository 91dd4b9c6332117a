import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

const wcag22aa = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Fails the test on any WCAG 2.2 AA violation of the page as it is now. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(wcag22aa).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id} (${violation.impact}): ${violation.help}\n    ${violation.nodes.map((node) => node.target.join(' ')).join('\n    ')}`,
  );
  expect(summary, `Accessibility violations on ${page.url()}`).toEqual([]);
}
