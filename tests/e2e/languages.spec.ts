import { expect, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/accessibility";

/*
 * The public site in three languages (docs/decisions/0106-languages.md), through the screens only: a
 * visitor on the home page switches to Afrikaans in the header, is on /af with the page and its
 * navigation in Afrikaans, opens the contact form from the header and sends it empty (the field
 * messages in Afrikaans), switches to isiZulu in the footer, and finds every language's address in
 * the sitemap. axe on an Afrikaans and an isiZulu page.
 */

test.describe("the public site in Afrikaans and isiZulu", () => {
  // A browser that asks for English: the plain addresses answer, nothing redirects on its own.
  test.use({ locale: "en-ZA", extraHTTPHeaders: { "Accept-Language": "en-ZA,en;q=0.9" } });

  test("a visitor switches language in the header and the footer, and the pages follow", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en-ZA");

    const header = page.getByRole("banner");
    await header.getByRole("button", { name: "Afrikaans" }).click();
    await expect(page).toHaveURL(/\/af$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "af-ZA");
    const navigation = header.getByRole("navigation", { name: "Hoof" });
    await expect(navigation.getByRole("link", { name: "Oor ons" })).toHaveAttribute("href", "/af/about-us");
    await expect(header.getByRole("button", { name: "Afrikaans" })).toHaveAttribute("aria-pressed", "true");

    await navigation.getByRole("link", { name: "Kontak ons" }).click();
    await expect(page).toHaveURL(/\/af\/contact-us$/);
    await expect(page.getByRole("heading", { level: 1, name: "Kontak ons" })).toBeVisible();
    await page.getByRole("button", { name: "Stuur boodskap" }).click();
    await expect(page.getByText("Volle naam is verpligtend")).toBeVisible();
    await expect(page.getByText("Telefoon is verpligtend")).toBeVisible();
    await expect(page.getByText("Full name is required")).toHaveCount(0);

    await page.getByRole("contentinfo").getByRole("button", { name: "isiZulu" }).click();
    await expect(page).toHaveURL(/\/zu\/contact-us$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "zu-ZA");
    await expect(page.getByRole("heading", { level: 1, name: "Xhumana nathi" })).toBeVisible();

    // The choice is remembered: the plain address now leads to the isiZulu one.
    await page.goto("/about-us");
    await expect(page).toHaveURL(/\/zu\/about-us$/);

    const sitemap = await page.request.get("/sitemap.xml");
    expect(sitemap.ok()).toBe(true);
    const xml = await sitemap.text();
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(xml).toMatch(/<loc>[^<]*\/af\/about-us<\/loc>/);
    expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="zu-ZA" href="[^"]*\/zu\/about-us"\/>/);
    expect(xml).toMatch(/<xhtml:link rel="alternate" hreflang="x-default" href="[^"]*\/about-us"\/>/);
  });

  test("pages in Afrikaans and isiZulu pass axe and name their alternates", async ({ page }) => {
    for (const [address, lang] of [
      ["/af/learning-center", "af-ZA"],
      ["/zu/events", "zu-ZA"],
    ] as const) {
      await page.goto(address);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveCount(1);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${address}$`));
      await expectNoAccessibilityViolations(page);
    }
  });
});
