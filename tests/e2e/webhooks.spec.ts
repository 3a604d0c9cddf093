import { createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, type Page, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { E2E_ADMIN, E2E_BASE_URL } from "./support/e2e-environment";
import { tickPrivacyConsent } from "./support/privacy-consent";
import { signIn } from "./support/session";

/*
 * Webhooks (docs/decisions/0047-webhooks.md): an admin registers this test's receiver from the staff
 * navigation, a visitor books a webinar, the receiver gets booking.created signed with the secret
 * shown once (checked here from the Standard Webhooks spec), the delivery log shows 200, Replay
 * sends it again with the same webhook-id. The e2e server runs with WEBHOOKS_ALLOW_LOCALHOST=true.
 */

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

const sidewaysScroll = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

function verifies(secret: string, { headers, body }: Received): boolean {
  const id = String(headers["webhook-id"] ?? "");
  const timestamp = String(headers["webhook-timestamp"] ?? "");
  if (!id || Math.abs(Date.now() / 1000 - Number(timestamp)) > 300) return false;
  const expected = createHmac("sha256", Buffer.from(secret.split("_")[1], "base64"))
    .update(`${id}.${timestamp}.${body}`)
    .digest();
  return String(headers["webhook-signature"] ?? "")
    .split(" ")
    .some((signature) => {
      const [version, value] = signature.split(",");
      const given = Buffer.from(value ?? "", "base64");
      return version === "v1" && given.length === expected.length && timingSafeEqual(given, expected);
    });
}

test("an admin registers an endpoint, a booking reaches it signed, the log shows 200 and Replay sends it again", async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const received: Received[] = [];
  const receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString("utf8") });
      response.writeHead(200, { "content-type": "text/plain" });
      response.end("received by the e2e receiver");
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
  const receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/campus`;
  const description = `E2E CRM ${Date.now().toString(36)}`;

  try {
    await page.setViewportSize({ width: 1280, height: 900 });
    await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
    await page.getByRole("navigation", { name: "Staff" }).getByRole("link", { name: "Webhooks" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();

    // A private address is refused with the reason under the field.
    await page.getByLabel("Endpoint URL").fill("https://10.1.2.3/hooks");
    await page.getByRole("checkbox", { name: /booking\.created/ }).check();
    await page.getByRole("button", { name: "Add endpoint" }).click();
    await expect(
      page.getByText("Campus does not send webhooks to private, local or reserved network addresses."),
    ).toBeVisible();

    await page.getByLabel("Endpoint URL").fill(receiverUrl);
    await page.getByLabel("Description").fill(description);
    await page.getByRole("checkbox", { name: /booking\.created/ }).check();
    await page.getByRole("button", { name: "Add endpoint" }).click();
    const shown = page.getByTestId("created-secret");
    await expect(shown).toContainText("whsec_");
    const secret = (await shown.textContent())?.trim() ?? "";
    await expect(page.getByRole("row", { name: new RegExp(description) })).toBeVisible();
    await expectNoAccessibilityViolations(page);
    await page.screenshot({ path: "test-results/screens/webhooks-1280.png", fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    await expect.poll(() => sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: "test-results/screens/webhooks-375.png", fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    // A visitor books a webinar in their own browser.
    const visitor = await browser.newContext({ baseURL: E2E_BASE_URL });
    const visitorPage = await visitor.newPage();
    const email = `webhook-${Date.now()}@example.test`;
    await visitorPage.goto("/events");
    const form = visitorPage.getByRole("form", { name: "Register for this webinar" });
    await form.getByRole("textbox", { name: "Name", exact: true }).fill("Lindiwe");
    await form.getByLabel("Surname").fill("Dlamini");
    await form.getByLabel("Email").fill(email);
    await form.getByLabel("Phone").fill("+27 72 555 0142");
    await form.getByLabel("HPCSA number").fill("MT0555123");
    await form.getByLabel("Country").selectOption("South Africa");
    await form.getByLabel("Province").selectOption("Gauteng");
    await form.getByLabel("City").fill("Pretoria");
    await form.getByLabel("Company").fill("Highveld Labs");
    await form.getByLabel("Occupation").fill("Quality manager");
    const consent = form.getByRole("checkbox", { name: /I agree that the personal information/ });
    if ((await consent.count()) > 0) await consent.check();
    await tickPrivacyConsent(form);
    await form.getByRole("button", { name: "Register" }).click();
    await expect(visitorPage).toHaveURL(/\/event-confirmation\?booking=/);
    await visitor.close();

    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(1);
    const [first] = received;
    expect(verifies(secret, first)).toBe(true);
    expect(verifies("whsec_d3Jvbmctc2VjcmV0LXdyb25nLXNlY3JldA==", first)).toBe(false);
    const event = JSON.parse(first.body);
    expect(event.type).toBe("booking.created");
    expect(event.data).toMatchObject({ email, name: "Lindiwe", surname: "Dlamini", company: "Highveld Labs" });

    await page.getByRole("link", { name: receiverUrl }).click();
    await expect(page.getByRole("heading", { level: 1, name: description })).toBeVisible();
    const rows = page.getByTestId("delivery-row");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("booking.created");
    await expect(rows.first()).toContainText("Delivered");
    await expect(rows.first()).toContainText("200");
    await expect(rows.first()).toContainText("received by the e2e receiver");
    await expectNoAccessibilityViolations(page);
    await page.screenshot({ path: "test-results/screens/webhook-endpoint-1280.png", fullPage: true });
    await page.setViewportSize({ width: 375, height: 800 });
    // Loaded afresh at phone width: the screenshot shows the page, not the sidebar's closing transition.
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: description })).toBeVisible();
    await expect.poll(() => sidewaysScroll(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: "test-results/screens/webhook-endpoint-375.png", fullPage: true });
    await page.setViewportSize({ width: 1280, height: 900 });

    await rows
      .first()
      .getByRole("button", { name: /^Replay booking\.created/ })
      .click();
    await expect(page.getByText("Delivery queued again")).toBeVisible();
    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(2);
    expect(received[1].headers["webhook-id"]).toBe(first.headers["webhook-id"]);
    expect(received[1].body).toBe(first.body);
    expect(verifies(secret, received[1])).toBe(true);
    await expect
      .poll(
        async () => {
          await page.reload();
          return page.getByTestId("delivery-row").filter({ hasText: "Delivered" }).count();
        },
        { timeout: 20_000 },
      )
      .toBe(2);
    await expect(page.getByTestId("delivery-row").first()).toContainText("Replay");

    // Turned off by hand: the notice offers Turn on again, and Replay waits for it.
    await page.getByRole("checkbox", { name: "On: send events to this endpoint" }).uncheck();
    await page.getByRole("button", { name: "Save endpoint" }).click();
    await expect(page.getByText("Endpoint saved")).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: "This endpoint is off" })).toBeVisible();
    await expect(
      page
        .getByTestId("delivery-row")
        .first()
        .getByRole("button", { name: /^Replay/ }),
    ).toBeDisabled();
    await expectNoAccessibilityViolations(page);
    await page.screenshot({ path: "test-results/screens/webhook-endpoint-off-1280.png", fullPage: true });
    await page.getByRole("button", { name: "Turn on again" }).click();
    await expect(page.getByText("Endpoint turned on")).toBeVisible();
    await expect(page.getByText("This endpoint is off")).toHaveCount(0);
  } finally {
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
