import fs from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";

/*
 * No unstyled component (decision 0057): a plain document links only the Mantine components
 * app/site.css imports, so a page that starts drawing another one would show it unstyled. This
 * compares the page as it is now (its live DOM) with the stylesheets it has loaded: every class of
 * @mantine/core's stylesheet on the page must appear in a rule of one of them. Pages linking the
 * whole stylesheet (app/styles.css) pass by construction.
 */

const MANTINE_STYLES = path.resolve(import.meta.dirname, "../../../node_modules/@mantine/core/styles");

/** Each class of @mantine/core's stylesheet (`m_` and eight hex digits) and the component file that styles it. */
export function mantineClassFiles(): Record<string, string> {
  const owners: Record<string, string> = {};
  for (const file of fs.readdirSync(MANTINE_STYLES)) {
    if (!file.endsWith(".css") || file.endsWith(".layer.css")) continue;
    for (const match of fs.readFileSync(path.join(MANTINE_STYLES, file), "utf8").matchAll(/\.(m_[0-9a-f]{8})\b/g))
      owners[match[1]] ??= file;
  }
  return owners;
}

let classFiles: Record<string, string> | undefined;

/** The Mantine classes on the page that no loaded stylesheet styles, with the file app/site.css would need. */
export async function unstyledMantineClasses(page: Page): Promise<string[]> {
  classFiles ??= mantineClassFiles();
  const known = classFiles;
  const missing = await page.evaluate((mantineClasses: string[]) => {
    const styled = new Set<string>();
    const visit = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule)
          for (const match of rule.selectorText.matchAll(/m_[0-9a-f]{8}/g)) styled.add(match[0]);
        if ("cssRules" in rule && (rule as CSSGroupingRule).cssRules) visit((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
    const wanted = new Set(mantineClasses);
    const onPage = new Set<string>();
    for (const element of Array.from(document.querySelectorAll("[class]")))
      for (const name of Array.from(element.classList)) if (wanted.has(name)) onPage.add(name);
    return [...onPage].filter((name) => !styled.has(name));
  }, Object.keys(known));
  return missing.map((name) => `${name} (@mantine/core/styles/${known[name]})`).sort();
}

/** Fails with the component files a page draws but its stylesheets leave out (add them to app/site.css). */
export async function expectEveryMantineClassStyled(page: Page) {
  expect(await unstyledMantineClasses(page), `unstyled Mantine classes on ${page.url()}`).toEqual([]);
}
