import AxeBuilder from "@axe-core/playwright";
import { expect, type Page } from "@playwright/test";
import { expectEveryMantineClassStyled } from "./stylesheet-coverage";

/**
 * Runs axe on the page as it is now: WCAG 2.1 A and AA rules, no violations allowed. Every page
 * checked here is also checked for unstyled Mantine components (a plain document links only part of
 * Mantine's CSS: decision 0057).
 */
export async function expectNoAccessibilityViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze();
  const summary = results.violations.map(
    (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`,
  );
  expect(summary).toEqual([]);
  await expectEveryMantineClassStyled(page);
}
