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

/**
 * The project's own CSS module classes on the page (a production build names them `_` and five
 * hash characters, vite.config.ts) that no loaded stylesheet styles. A route whose CSS the bundler
 * files with a lazily loaded chunk draws its server-rendered page unstyled until that script runs,
 * and for good without JavaScript: run this on a page opened with JavaScript off.
 */
export async function unstyledModuleClasses(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const moduleClass = /^_[A-Za-z0-9_-]{5}$/;
    const styled = new Set<string>();
    const visit = (rules: CSSRuleList) => {
      for (const rule of Array.from(rules)) {
        if (rule instanceof CSSStyleRule)
          for (const match of rule.selectorText.matchAll(/\.(_[A-Za-z0-9_-]{5})(?![A-Za-z0-9_-])/g))
            styled.add(match[1]);
        if ("cssRules" in rule && (rule as CSSGroupingRule).cssRules) visit((rule as CSSGroupingRule).cssRules);
      }
    };
    for (const sheet of Array.from(document.styleSheets)) visit(sheet.cssRules);
    const unstyled = new Set<string>();
    let moduleClasses = 0;
    for (const element of Array.from(document.querySelectorAll("[class]")))
      for (const name of Array.from(element.classList)) {
        if (!moduleClass.test(name)) continue;
        moduleClasses++;
        if (!styled.has(name)) unstyled.add(`${element.tagName.toLowerCase()}.${name}`);
      }
    // A development build's readable names would match nothing and pass: say so instead.
    if (moduleClasses === 0) return ["no CSS module class on the page (not a production build?)"];
    return [...unstyled].sort();
  });
}
