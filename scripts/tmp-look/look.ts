import { chromium } from "@playwright/test";
const base = "http://127.0.0.1:3102";
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium" });
for (const width of [1280, 375]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(base + "/sign-in");
  await page.getByLabel("Email").fill("student@campus.local");
  await page.getByLabel("Password", { exact: true }).fill(process.argv[2]);
  await page.getByRole("button", { name: /sign in/i }).first().click();
  await page.waitForURL(/my-learning/);
  await page.goto(base + "/");
  const zu = width > 800 ? page.getByRole("banner").getByRole("button", { name: "isiZulu" }) : page.getByRole("contentinfo").getByRole("button", { name: "isiZulu" });
  await zu.click();
  await page.waitForFunction(() => document.documentElement.lang === "zu-ZA");
  await page.goto(base + "/my-learning");
  await page.screenshot({ path: `/tmp/look/my-learning-zu-${width}.png`, fullPage: true });
  const link = page.locator("a[href^='/course/']").first();
  await link.click();
  await page.waitForLoadState("networkidle");
  await page.screenshot({ path: `/tmp/look/viewer-zu-${width}.png`, fullPage: false });
  await context.setOffline(true);
  await page.goto(base + "/my-learning").catch(() => {});
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/look/offline-zu-${width}.png`, fullPage: false });
  await context.close();
}
await browser.close();
