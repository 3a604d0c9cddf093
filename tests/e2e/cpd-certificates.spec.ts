import { type BrowserContext, expect, type Page, test } from "@playwright/test";
import { pdfToText } from "../support/pdf-text";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { E2E_ADMIN, E2E_BASE_URL, E2E_INSTRUCTOR, E2E_STUDENT } from "./support/e2e-environment";
import { waitForMail } from "./support/mailbox";
import { signIn } from "./support/session";

const run = Date.now().toString(36);
const COURSE_NAME = `Medical Laboratory Risk Management ${run}`;
const ACTIVITY_NUMBER = `MT-2026-${run.slice(-4).toUpperCase()}`;
const ENROLLED_EMAIL = `refilwe-${run}@example.test`;

async function screenshotsAtBothWidths(page: Page, name: string) {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.screenshot({ path: `test-results/screens/${name}-375.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: `test-results/screens/${name}-1280.png`, fullPage: true });
}

/**
 * 'Generate Certificate' posts to a new tab; the PDF is captured on its way there (the same
 * request, cookies and Origin the browser sends) and read back as text.
 */
async function generateCertificatePdf(context: BrowserContext, page: Page, personName: string): Promise<string> {
  let pdf: Buffer | null = null;
  await context.route("**/course-details/*/certificates/*", async (route) => {
    const response = await route.fetch();
    pdf = await response.body();
    await route.fulfill({ response });
  });
  const popup = page.waitForEvent("popup");
  await page.getByRole("button", { name: `Generate Certificate for ${personName}` }).click();
  // It asks first, with the count, as manage-events does.
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(`Issue 1 certificate for ${personName}?`);
  await dialog.getByRole("button", { name: "Issue certificate" }).click();
  await (await popup).close();
  await expect.poll(() => pdf !== null).toBe(true);
  await context.unrouteAll({ behavior: "ignoreErrors" });
  return pdfToText(pdf as unknown as Buffer);
}

let courseDetailsPath = "";

test.describe
  .serial("CPD courses, enrolled users and certificates", () => {
    test("an instructor creates a course, enrols users by overlay and CSV, edits one, and issues a verifiable certificate an admin revokes", async ({
      page,
      context,
      browser,
    }) => {
      // One whole flow on a shared two-core machine: more than the default minute.
      test.setTimeout(180_000);
      await signIn(page, E2E_INSTRUCTOR.email, E2E_INSTRUCTOR.password);
      await expect(page).toHaveURL(/\/instructor\/dashboard$/);
      await page
        .getByRole("navigation", { name: "Staff" })
        .getByRole("link", { name: "CPD courses & certificates" })
        .click();
      await expect(page).toHaveURL(/\/list-courses$/);
      await expect(page.getByRole("heading", { level: 1, name: "Courses" })).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await screenshotsAtBothWidths(page, "cpd-list-courses");

      // The course form refuses a submit without its required fields and saves nothing.
      await page.getByRole("link", { name: "Add Course" }).click();
      await expect(page).toHaveURL(/\/course\/add$/);
      for (const section of [
        "Course Details",
        "Instructor Information",
        "Facilitator Information",
        "Additional Course Details",
      ]) {
        await expect(page.getByRole("heading", { name: section, exact: true })).toBeVisible();
      }
      await page.getByRole("button", { name: "Save Course" }).click();
      await expect(page.getByText("This field is required")).toHaveCount(3);
      await expect(page).toHaveURL(/\/course\/add$/);
      await expectNoAccessibilityViolations(page);
      await screenshotsAtBothWidths(page, "cpd-course-form");

      await page.getByRole("textbox", { name: "Course name" }).fill(COURSE_NAME);
      await page
        .getByRole("textbox", { name: "Course description" })
        .fill(
          "Applying ISO 22367 risk management in the medical laboratory: hazards, risk estimation, controls and review.",
        );
      await page.getByRole("textbox", { name: "Course code" }).fill(`ISO22367-${run}`);
      await page.getByRole("textbox", { name: "Location" }).fill("Century City Conference Centre, Cape Town");
      await page.getByRole("textbox", { name: "Instructor name" }).fill("Dr Ayesha Patel");
      await page.getByRole("textbox", { name: "Facilitator name" }).fill("Sibusiso Dlamini");
      await page.getByRole("textbox", { name: "Facilitator organisation" }).fill("Campus Quality Consulting");
      await page.getByRole("textbox", { name: "Allocated CPD points" }).fill("4");
      await page.getByRole("textbox", { name: "Clinical points" }).fill("3");
      await page.getByRole("textbox", { name: "Ethics points" }).fill("1");
      await page.getByRole("textbox", { name: "Provider activity number" }).fill(ACTIVITY_NUMBER);
      await page
        .getByLabel("Accrediting body")
        .selectOption({ label: "HPCSA: Health Professions Council of South Africa" });
      await page.getByRole("textbox", { name: "Duration" }).fill("1 day");
      await page.getByRole("button", { name: "Save Course" }).click();
      await expect(page).toHaveURL(/\/list-courses$/);
      await expect(page.getByText("Course updated successfully")).toBeVisible();

      // Server-side search, then the course's details.
      await page.getByRole("searchbox", { name: "Search courses" }).fill(`risk management ${run}`);
      await page.getByRole("button", { name: "Search", exact: true }).click();
      await expect(page).toHaveURL(/\?q=/);
      await expect(page.getByRole("article")).toHaveCount(1);
      await page.getByRole("link", { name: `View Details: ${COURSE_NAME}` }).click();
      await expect(page.getByRole("heading", { level: 1, name: COURSE_NAME })).toBeVisible();
      courseDetailsPath = new URL(page.url()).pathname;

      // course/{id} (SPEC 2) opens the same course's form, filled in.
      const courseId = courseDetailsPath.split("/").pop() as string;
      await page.goto(`/course/${courseId}`);
      await expect(page).toHaveURL(new RegExp(`/course/${courseId}/edit$`));
      await expect(page.getByRole("textbox", { name: "Course name" })).toHaveValue(COURSE_NAME);
      await page.goto(courseDetailsPath);

      // Enroll user overlay: an empty submission shows messages and saves nothing.
      await page.getByRole("button", { name: "Add User" }).click();
      const enrol = page.getByRole("dialog", { name: "Enroll user" });
      await expect(enrol.getByRole("textbox", { name: "Title" })).toHaveValue("CERTIFICATE OF SUCCESSFUL COMPLETION");
      await expect(enrol.getByRole("textbox", { name: "Name" })).toHaveAttribute("placeholder", "Enter a name here...");
      await enrol.getByRole("button", { name: "Save" }).click();
      await expect(enrol.getByText("This field is required")).toHaveCount(2);
      await enrol.getByRole("textbox", { name: "Name" }).fill("Refilwe Mokoena");
      await enrol.getByRole("textbox", { name: "Email" }).fill(ENROLLED_EMAIL);
      await enrol.getByRole("textbox", { name: "ID number" }).fill("MT 0101010");
      await enrol.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("User added successfully")).toBeVisible();
      await expect(enrol).toBeHidden();
      await expect(page.getByRole("button", { name: "Refilwe Mokoena: edit" })).toBeVisible();

      // CSV import: a file with a bad row imports nothing and says which line and why.
      const fileInput = page.locator('input[type="file"]');
      const csv = (rows: string[]) => ({
        name: "attendees.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(["name,email,idNumber,title,allocatedPoints,certificateNumber,date", ...rows].join("\n")),
      });
      await fileInput.setInputFiles(
        csv([`Jabu Khoza,jabu-${run}@example.test,MT 0202020,,4,,2026-06-01`, `No Email ${run},,,,4,,2026-06-01`]),
      );
      await page.getByRole("button", { name: "Import CSV" }).click();
      const report = page.getByRole("alert").filter({ hasText: "Nothing was imported" });
      await expect(report).toContainText("Email: This field is required");
      await expect(report.getByRole("row", { name: /^3 No Email/ })).toBeVisible();
      await expect(page.getByRole("button", { name: "Jabu Khoza: edit" })).toHaveCount(0);

      await fileInput.setInputFiles(
        csv([
          `Jabu Khoza,jabu-${run}@example.test,MT 0202020,,4,,2026-06-01`,
          `Megan Fourie,megan-${run}@example.test,9105230123088,,4,,2026-06-01`,
        ]),
      );
      await page.getByRole("button", { name: "Import CSV" }).click();
      await expect(page.getByText("2 users imported")).toBeVisible();
      await expect(page.getByRole("button", { name: "Megan Fourie: edit" })).toBeVisible();

      // Edit one user by clicking the name.
      await page.getByRole("button", { name: "Jabu Khoza: edit" }).click();
      const editUser = page.getByRole("dialog", { name: "Edit user" });
      await editUser.getByRole("textbox", { name: "Name" }).fill("Jabulani Khoza");
      await editUser.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("User updated successfully")).toBeVisible();
      await expect(page.getByRole("button", { name: "Jabulani Khoza: edit" })).toBeVisible();

      // The Edit Course overlay, independent of the other overlay.
      await page.getByRole("button", { name: "Edit", exact: true }).click();
      const editCourse = page.getByRole("dialog", { name: "Edit Course" });
      await expect(page.getByRole("dialog", { name: "Enroll user" })).toHaveCount(0);
      await editCourse.getByRole("textbox", { name: "Location" }).fill("Cape Town International Convention Centre");
      await editCourse.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText("Course details updated successfully")).toBeVisible();
      await expect(page.getByText("Cape Town International Convention Centre")).toBeVisible();

      await expectNoAccessibilityViolations(page);
      await screenshotsAtBothWidths(page, "cpd-course-details");

      // Generate Certificate: a PDF made by Campus, read back as text.
      const text = await generateCertificatePdf(context, page, "Refilwe Mokoena");
      const certificateNumber = /Certificate number: (CPD-\d{4}-[A-Z0-9]+)/.exec(text)?.[1];
      expect(certificateNumber).toBeTruthy();
      // The ID number is printed masked, its last four characters only (POPIA, decision 0036).
      for (const expected of [
        "Refilwe Mokoena",
        COURSE_NAME,
        "CPD points: 4",
        ACTIVITY_NUMBER,
        "ID number: ******1010",
      ]) {
        expect(text).toContain(expected);
      }
      expect(text).not.toContain("0101010");
      const verifyPath = /\/verify\/[a-z0-9]+/.exec(text)?.[0];
      expect(verifyPath).toBeTruthy();
      // The page refreshes behind the new tab and links the verification page.
      await expect(page.getByRole("link", { name: "Verification page" })).toHaveAttribute("href", verifyPath as string);
      const mail = await waitForMail(ENROLLED_EMAIL, /Your certificate/);
      expect(mail.attachments[0]?.contentType).toBe("application/pdf");

      // The verification page is public: a fresh browser with no session.
      const visitor = await browser.newContext({ baseURL: E2E_BASE_URL });
      const visitorPage = await visitor.newPage();
      await visitorPage.goto(verifyPath as string);
      await expect(visitorPage.getByTestId("certificate-status")).toHaveText("Valid");
      await expect(visitorPage.getByText("Refilwe Mokoena")).toBeVisible();
      await expect(visitorPage.getByText(certificateNumber as string)).toBeVisible();
      await expect(visitorPage.getByRole("button", { name: "Revoke certificate" })).toHaveCount(0);
      await expectNoAccessibilityViolations(visitorPage);

      // An employer types the printed number into /verify, in lower case with spaces: the same page,
      // without the PDF (that stays behind the QR code's link). An unknown number says so.
      await visitorPage.goto("/verify");
      await visitorPage
        .getByRole("textbox", { name: "Certificate number" })
        .fill(`  ${(certificateNumber as string).toLowerCase()} `);
      await visitorPage.getByRole("button", { name: "Verify certificate" }).click();
      await expect(visitorPage.getByTestId("certificate-status")).toHaveText("Valid");
      await expect(visitorPage.getByText("Refilwe Mokoena")).toBeVisible();
      await expect(visitorPage.getByRole("link", { name: "Download the certificate (PDF)" })).toHaveCount(0);
      await visitorPage.goto("/verify");
      await visitorPage.getByRole("textbox", { name: "Certificate number" }).fill("CPD-2026-NOTREAL");
      await visitorPage.getByRole("button", { name: "Verify certificate" }).click();
      await expect(visitorPage.getByRole("alert")).toContainText("No certificate has the number CPD-2026-NOTREAL");
      await expect(visitorPage.getByRole("contentinfo")).toBeVisible(); // inside the site frame
      await expectNoAccessibilityViolations(visitorPage);
      await visitorPage.goto(verifyPath as string);

      // The instructor is told why they cannot revoke it, where the form would be.
      await page.goto(verifyPath as string);
      await expect(page.getByText("Only an administrator can revoke a certificate.")).toBeVisible();

      // The certificate form refuses missing fields and a bad email.
      await page.goto(courseDetailsPath.replace("/course-details/", "/create-certificate/"));
      for (const section of [
        "User Information",
        "Course Information",
        "Facilitator Information",
        "Organization Information",
      ]) {
        await expect(page.getByRole("heading", { name: section, exact: true })).toBeVisible();
      }
      await page.getByRole("textbox", { name: "Course name" }).fill("");
      await page.getByRole("textbox", { name: "Email" }).fill("not-an-email");
      await page.getByRole("button", { name: "Submit Certificate" }).click();
      await expect(page.getByText("This field is required")).toHaveCount(4);
      await expect(page.getByText("Enter a valid email address")).toBeVisible();
      await expectNoAccessibilityViolations(page);
      await screenshotsAtBothWidths(page, "cpd-create-certificate");
      await expect(page).not.toHaveURL(/issued=/);

      // An admin revokes it with a reason; the public page then says revoked.
      const adminContext = await browser.newContext({ baseURL: E2E_BASE_URL });
      const adminPage = await adminContext.newPage();
      await signIn(adminPage, E2E_ADMIN.email, E2E_ADMIN.password);
      await adminPage.goto(verifyPath as string);
      await adminPage.getByRole("button", { name: "Revoke certificate" }).click();
      await expect(adminPage.getByText("This field is required")).toBeVisible();
      await adminPage.getByRole("textbox", { name: "Reason" }).fill("Issued to the wrong attendee");
      await adminPage.getByRole("button", { name: "Revoke certificate" }).click();
      await expect(adminPage.getByTestId("certificate-status")).toHaveText("Revoked");
      await visitorPage.reload();
      await expect(visitorPage.getByTestId("certificate-status")).toHaveText("Revoked");
      await expect(visitorPage.getByText("Reason: Issued to the wrong attendee")).toBeVisible();
      await visitorPage.screenshot({ path: "test-results/screens/cpd-verify-revoked-1280.png", fullPage: true });
      await adminContext.close();
      await visitor.close();
    });

    test("a student can see none of these screens", async ({ page }) => {
      expect(courseDetailsPath).not.toBe("");
      await signIn(page, E2E_STUDENT.email, E2E_STUDENT.password);
      const courseId = courseDetailsPath.split("/").pop();
      for (const screen of ["/list-courses", "/course/add", courseDetailsPath, `/create-certificate/${courseId}`]) {
        const response = await page.goto(screen);
        expect(response?.status(), screen).toBe(403);
        await expect(page.getByRole("heading", { name: "You do not have access to this page" })).toBeVisible();
      }
      const csv = await page.request.get(`${courseDetailsPath}/enrolled-users.csv`);
      expect(csv.status()).toBe(403);
    });
  });
