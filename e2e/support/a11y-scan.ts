import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";

// One axe scan, reported so that a failure names the state, the rule and the elements.
// axe's default rule set, as the older a11y specs use it: every WCAG 2.0–2.2 A and AA rule
// plus its best practices, which is stricter than the WCAG tags alone.

export type Violation = { rule: string; impact: string | null | undefined; help: string; targets: string[] };

export async function axeViolations(page: Page): Promise<Violation[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(" ")),
  }));
}

/**
 * Scans the page as it is and records any violation without stopping the test (a soft
 * assertion), so one page walked through many states reports every state that fails.
 */
export async function expectNoViolations(page: Page, state: string): Promise<void> {
  expect.soft(await axeViolations(page), `axe violations with ${state}`).toEqual([]);
}
