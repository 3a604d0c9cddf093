import { expect, type Page, test } from "@playwright/test";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { E2E_BASE_URL, E2E_INSTRUCTOR, E2E_STUDENT } from "./support/e2e-environment";
import { waitForMail } from "./support/mailbox";
import { samplePdf } from "./support/sample-files";
import { newSignedInPage } from "./support/session";

/**
 * External CPD activities (issue 14 item 4, decision 0038): a learner adds an activity with a PDF
 * on My CPD, an instructor finds it from the staff navigation's count, opens the evidence and
 * approves it; the learner is mailed and their balance grows by the activity's points. Looked at at 375 and 1280 px.
 */
const run = Date.now().toString(36);

async function screenshotsAtBothWidths(page: Page, name: string) {
  await page.setViewportSize({ width: 375, height: 800 });
  // Polled: the staff shell settles its layout a moment after the viewport changes.
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth), { message: "no sideways scroll at 375 px" })
    .toBeLessThanOrEqual(375);
  await page.screenshot({ path: `test-results/screens/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `test-results/screens/${name}-1280.png`, fullPage: true });
}

/** The "Points in {year}" figure's value, as the learner reads it. */
async function pointsThisYear(page: Page, year: string) {
  const figure = page.getByText(`Points in ${year}`, { exact: true }).locator("xpath=..");
  return (await figure.locator("p").nth(1).textContent())?.trim();
}

test("a learner adds an activity with a PDF, staff approve it from the queue, the balance changes", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const today = new Date().toLocaleDateString("en-CA", { timeZone: "Africa/Johannesburg" });
  const year = today.slice(0, 4);
  const title = `Ethics in practice ${run}`;
  const email = E2E_STUDENT.email;

  // The seeded student (the same account whatever else the run did): the balance is read before and after.
  const { context: learnerContext, page: learner } = await newSignedInPage(browser, E2E_STUDENT, {
    baseURL: E2E_BASE_URL,
    viewport: { width: 1280, height: 900 },
  });
  await learner.goto("/my-learning");
  await learner.getByRole("link", { name: "My CPD points" }).click();
  await expect(learner.getByRole("heading", { level: 1, name: "My CPD" })).toBeVisible();
  // Counted against HPCSA's rules (no body is assumed for a learner who has not chosen one).
  await learner.getByLabel("Count against").selectOption("HPCSA");
  await learner.getByRole("button", { name: "Show" }).click();
  await expect(learner).toHaveURL(/body=HPCSA/);
  const before = Number(await pointsThisYear(learner, year));

  await learner.getByRole("button", { name: "Add an activity" }).click();
  const form = learner.getByRole("form", { name: "Add an activity" });
  await form.getByRole("button", { name: "Send for review" }).click();
  await expect(form.getByText("Enter the activity's title.")).toBeVisible();
  await expect(form.getByText("Choose a category.")).toBeVisible();

  await form.getByRole("textbox", { name: "Title" }).fill(title);
  await form.getByRole("textbox", { name: "Provider" }).fill("SA Medical Ethics Forum");
  await form.getByLabel("Date").fill(today);
  await form.getByRole("textbox", { name: "Points" }).fill("2.5");
  await form.getByRole("combobox", { name: "Category" }).selectOption("ethics");
  await form.getByRole("combobox", { name: "Accrediting body" }).selectOption("HPCSA");
  await form.getByLabel("Evidence").setInputFiles(samplePdf("ethics-attendance.pdf"));
  await expectNoAccessibilityViolations(learner);
  await screenshotsAtBothWidths(learner, "cpd-activity-form");
  await form.getByRole("button", { name: "Send for review" }).click();

  const activities = learner.getByRole("region", { name: "Your activities", exact: true });
  const row = activities.getByRole("row", { name: new RegExp(title) });
  await expect(row).toContainText("Pending");
  await expect(row.getByRole("link", { name: /ethics-attendance\.pdf/ })).toBeVisible();
  expect(Number(await pointsThisYear(learner, year)), "pending points do not count").toBe(before);
  await expectNoAccessibilityViolations(learner);
  await screenshotsAtBothWidths(learner, "cpd-activities-learner");

  // The evidence is the learner's: streamed with its name and nosniff; a signed-out visitor is sent to sign in.
  const evidenceHref = (await row.getByRole("link", { name: /ethics-attendance\.pdf/ }).getAttribute("href")) ?? "";
  const evidence = await learner.request.get(evidenceHref);
  expect(evidence.status()).toBe(200);
  expect(evidence.headers()["content-type"]).toBe("application/pdf");
  expect(evidence.headers()["content-disposition"]).toBe('inline; filename="ethics-attendance.pdf"');
  // The server sets nosniff on every response and the file response sets it again: either way, nosniff.
  expect(evidence.headers()["x-content-type-options"]).toMatch(/^nosniff(, nosniff)?$/);
  const anonymous = await browser.newContext({ baseURL: E2E_BASE_URL });
  const refused = await anonymous.request.get(evidenceHref, { maxRedirects: 0 });
  expect(refused.status()).toBe(302);
  expect(refused.headers().location).toContain("/sign-in");
  await anonymous.close();

  // Staff: from the dashboard, the navigation's count leads to the queue.
  const { context: staffContext, page: staff } = await newSignedInPage(browser, E2E_INSTRUCTOR, {
    baseURL: E2E_BASE_URL,
    viewport: { width: 1280, height: 900 },
  });
  await staff.goto("/instructor/dashboard");
  const navLink = staff
    .getByRole("navigation", { name: "Staff" })
    .getByRole("link", { name: /^CPD activities\s?, \d+ waiting$/ });
  await expect(navLink).toBeVisible();
  await navLink.click();
  await expect(staff.getByRole("heading", { level: 1, name: "CPD activities" })).toBeVisible();
  await staff
    .getByRole("searchbox", { name: "Learner" })
    .or(staff.getByRole("textbox", { name: "Learner" }))
    .fill(email);
  await staff.getByRole("button", { name: "Show" }).click();
  await expect(staff.getByRole("link", { name: title })).toBeVisible();
  await expectNoAccessibilityViolations(staff);
  await screenshotsAtBothWidths(staff, "cpd-activities-queue");

  await staff.getByRole("link", { name: title }).click();
  await expect(staff.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(staff.getByText(email, { exact: false })).toBeVisible();
  const staffEvidence = await staff.request.get(
    (await staff.getByRole("link", { name: /Open ethics-attendance\.pdf/ }).getAttribute("href")) ?? "",
  );
  expect(staffEvidence.status()).toBe(200);
  expect((await staffEvidence.body()).subarray(0, 5).toString()).toBe("%PDF-");
  await expectNoAccessibilityViolations(staff);
  await screenshotsAtBothWidths(staff, "cpd-activity-review");
  await staff.getByRole("button", { name: "Approve" }).click();
  await expect(staff.getByText("Activity approved; the learner was mailed")).toBeVisible();
  await expect(staff.getByText("Approved", { exact: true }).first()).toBeVisible();
  await expect(staff.getByRole("button", { name: "Approve" })).toHaveCount(0);
  await staffContext.close();

  const mail = await waitForMail(email, /CPD activity approved/);
  expect(mail.text).toContain(title);

  await learner.reload();
  await expect(row).toContainText("Approved");
  expect(Number(await pointsThisYear(learner, year))).toBe(before + 2.5);
  // The approved activity is now one of the ledger's records, counted for HPCSA.
  await expect(
    learner.getByRole("region", { name: "CPD records", exact: true }).getByRole("row", { name: new RegExp(title) }),
  ).toContainText("Valid");

  // A second activity, sent by mistake: withdrawn after the confirmation, it leaves the list.
  const mistaken = `Sent by mistake ${run}`;
  await learner.getByRole("button", { name: "Add an activity" }).click();
  await form.getByRole("textbox", { name: "Title" }).fill(mistaken);
  await form.getByRole("textbox", { name: "Provider" }).fill("Nobody");
  await form.getByLabel("Date").fill(today);
  await form.getByRole("textbox", { name: "Points" }).fill("1");
  await form.getByRole("combobox", { name: "Category" }).selectOption("general");
  await form.getByRole("combobox", { name: "Accrediting body" }).selectOption("HPCSA");
  await form.getByLabel("Evidence").setInputFiles(samplePdf("mistake.pdf"));
  await form.getByRole("button", { name: "Send for review" }).click();
  const mistakenRow = activities.getByRole("row", { name: new RegExp(mistaken) });
  await expect(mistakenRow).toContainText("Pending");
  const withdraw = mistakenRow.getByRole("button", { name: `Withdraw ${mistaken}` });
  await withdraw.click();
  const dialog = learner.getByRole("dialog", { name: "Withdraw activity" });
  await expect(dialog).toContainText("It and its evidence file are removed");
  // Escape asks nothing more of the learner and gives focus back to the button that asked (the shared dialog).
  await learner.keyboard.press("Escape");
  await expect(dialog).toHaveCount(0);
  await expect(withdraw).toBeFocused();
  await withdraw.click();
  await dialog.getByRole("button", { name: "Withdraw" }).click();
  await expect(learner.getByText("Activity withdrawn")).toBeVisible();
  await expect(mistakenRow).toHaveCount(0);
  await expect(row).toContainText("Approved");
  await learnerContext.close();
});

test("staff reject with a reason; the learner reads it, corrects the activity and sends it again", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const today = new Date().toLocaleDateString("en-CA", { timeZone: "Africa/Johannesburg" });
  const title = `Wound care workshop ${run}`;
  const { context: learnerContext, page: learner } = await newSignedInPage(browser, E2E_STUDENT, {
    baseURL: E2E_BASE_URL,
    viewport: { width: 1280, height: 900 },
  });
  await learner.goto("/my-learning/cpd");
  await learner.getByRole("button", { name: "Add an activity" }).click();
  const form = learner.getByRole("form", { name: "Add an activity" });
  await form.getByRole("textbox", { name: "Title" }).fill(title);
  await form.getByRole("textbox", { name: "Provider" }).fill("Durban Wound Care Society");
  await form.getByLabel("Date").fill(today);
  await form.getByRole("textbox", { name: "Points" }).fill("30");
  await form.getByRole("combobox", { name: "Category" }).selectOption("clinical");
  await form.getByRole("combobox", { name: "Accrediting body" }).selectOption("HPCSA");
  await form.getByLabel("Evidence").setInputFiles(samplePdf("wound-care.pdf"));
  await form.getByRole("button", { name: "Send for review" }).click();
  const row = learner.getByRole("region", { name: "Your activities", exact: true }).getByRole("row", {
    name: new RegExp(title),
  });
  await expect(row).toContainText("Pending");

  const { context: staffContext, page: staff } = await newSignedInPage(browser, E2E_INSTRUCTOR, {
    baseURL: E2E_BASE_URL,
  });
  await staff.goto("/instructor/cpd-activities");
  await staff.getByRole("link", { name: title }).click();
  await staff.getByRole("button", { name: "Reject" }).click();
  await expect(staff.getByText("Give the reason for rejecting, so the learner can put it right.")).toBeVisible();
  const reason = "The certificate shows 3 points, not 30.";
  await staff.getByRole("textbox", { name: "Reason for rejecting" }).fill(reason);
  await staff.getByRole("button", { name: "Reject" }).click();
  await expect(staff.getByText("Activity rejected; the learner was mailed")).toBeVisible();
  await staffContext.close();
  const mail = await waitForMail(E2E_STUDENT.email, new RegExp(`CPD activity not approved: ${title}`));
  expect(mail.text).toContain(reason);

  await learner.reload();
  await expect(row).toContainText("Rejected");
  await expect(row).toContainText(`Reason: ${reason}`);
  await row.getByRole("link", { name: `Correct and send again: ${title}` }).click();
  const again = learner.getByRole("form", { name: "Correct and send again" });
  await expect(again.getByText(`Reviewer's reason: ${reason}`)).toBeVisible();
  await expect(again.getByRole("textbox", { name: "Title" })).toHaveValue(title);
  await again.getByRole("textbox", { name: "Points" }).fill("3");
  await expectNoAccessibilityViolations(learner);
  await again.getByRole("button", { name: "Send again" }).click();
  await expect(learner.getByText("Activity sent again for review")).toBeVisible();
  await expect(row).toContainText("Pending");
  await expect(row).toContainText("3");
  // The evidence sent the first time is kept.
  await expect(row.getByRole("link", { name: /wound-care\.pdf/ })).toBeVisible();
  await learnerContext.close();
});
