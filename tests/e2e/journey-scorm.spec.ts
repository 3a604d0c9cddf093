import fs from "node:fs";
import { type Browser, expect, test } from "@playwright/test";
import { strToU8, zipSync } from "fflate";
import { importJWK, jwtVerify } from "jose";
import { expectNoAccessibilityViolations } from "./support/accessibility";
import { addBlock, addChapter, addLesson, createCourse, expectBlockSaved } from "./support/course-builder";
import { E2E_BASE_URL, E2E_INSTRUCTOR } from "./support/e2e-environment";
import { signIn, signUp } from "./support/session";

/*
 * A SCORM 1.2 package as a lesson (decision 0097-scorm-content-packages), through the screens: an
 * instructor adds a "SCORM package" block and uploads a package built here; a student opens the
 * lesson, and the package, inside its sandboxed frame, calls LMSInitialize, sets a passing score
 * and status and calls LMSFinish from a button of its own page; the lesson and the course complete,
 * the certificate is issued, and the student downloads it as an Open Badges 3.0 credential that
 * verifies against the issuer profile's public key (decision 0100-open-badges-credentials).
 */

const run = Date.now().toString(36);
const COURSE = `ISO 9001 awareness (SCORM) ${run}`;
const LESSON = "Quality in five minutes";
const STUDENT = { name: `Sipho Mokoena ${run}`, email: `sipho-${run}@example.test`, password: "journey-scorm-pw" };

const MANIFEST = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="awareness" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="org"><organization identifier="org"><title>Quality awareness</title>
    <item identifier="sco1" identifierref="res1"><title>Quality in five minutes</title></item>
  </organization></organizations>
  <resources><resource identifier="res1" type="webcontent" adlcp:scormtype="sco" href="index.html">
    <file href="index.html"/></resource></resources>
</manifest>`;

// The SCO finds the API in its own window (Campus puts it there) and reports a pass.
const SCO_HTML = `<!DOCTYPE html><html lang="en"><head><title>Quality awareness</title></head><body>
<main><h1>Quality in five minutes</h1><p>Customer focus, leadership, engagement of people.</p>
<button id="finish" type="button">Finish the lesson</button><p id="state" role="status"></p></main>
<script>
document.getElementById("finish").addEventListener("click", function () {
  var api = window.API;
  api.LMSInitialize("");
  api.LMSSetValue("cmi.core.score.raw", "90");
  api.LMSSetValue("cmi.core.lesson_status", "passed");
  api.LMSFinish("");
  document.getElementById("state").textContent = "Reported: " + api.LMSGetLastError();
});
</script></body></html>`;

function scormPackage() {
  return {
    name: "quality-awareness.zip",
    mimeType: "application/zip",
    buffer: Buffer.from(zipSync({ "imsmanifest.xml": strToU8(MANIFEST), "index.html": strToU8(SCO_HTML) })),
  };
}

async function newPerson(browser: Browser, width = 1280) {
  const context = await browser.newContext({ baseURL: E2E_BASE_URL, viewport: { width, height: 900 } });
  return { context, page: await context.newPage() };
}

test.use({ actionTimeout: 15_000 });

test("journey: an instructor uploads a SCORM 1.2 package, a student passes it in its frame and the lesson completes", async ({
  browser,
}) => {
  test.setTimeout(180_000);

  const student = await newPerson(browser);
  await signUp(student.page, STUDENT.name, STUDENT.email, STUDENT.password);

  // The instructor: a course with one lesson holding a SCORM package block.
  const instructor = await newPerson(browser);
  const page = instructor.page;
  await signIn(page, E2E_INSTRUCTOR.email, E2E_INSTRUCTOR.password);
  const { courseId } = await createCourse(page, COURSE);
  await addChapter(page, "Awareness");
  await addLesson(page, LESSON);
  const block = await addBlock(page, "SCORM package");
  const chooser = page.waitForEvent("filechooser");
  await block.getByRole("button", { name: /Upload SCORM package/ }).click();
  await (await chooser).setFiles(scormPackage());
  await expect(block.getByText("Quality awareness")).toBeVisible();
  await expect(block.getByText(/SCORM 1\.2, 1 item\(s\), 2 files\./)).toBeVisible();
  await expectBlockSaved(block);
  await expectNoAccessibilityViolations(page);

  await page.getByRole("link", { name: "Settings", exact: true }).click();
  await page.getByRole("checkbox", { name: "Published (shown in the public catalogue)" }).check();
  await page.getByRole("checkbox", { name: "Offers a certificate on completion" }).check();
  await page.getByRole("button", { name: "Save Course" }).click();
  await expect(page.getByText("Course updated successfully")).toBeVisible();
  await page.getByRole("textbox", { name: "Find a student by name or email" }).fill(STUDENT.email);
  await page.getByRole("button", { name: "Find", exact: true }).click();
  await page.getByRole("button", { name: `Enrol ${STUDENT.name}` }).click();
  await expect(page.getByRole("button", { name: `Remove ${STUDENT.name}` })).toBeVisible();

  // The student: the lesson cannot be completed by hand before the package reports it.
  const learner = student.page;
  await learner.goto(`/course/${courseId}`);
  await expect(learner.getByRole("heading", { level: 1, name: LESSON })).toBeVisible();
  // (Clicked again until the page has hydrated: a click during hydration may be lost.)
  await expect(async () => {
    await learner.getByRole("button", { name: "Complete & continue" }).click();
    await expect(
      learner.getByText(/This lesson completes when you finish the package "Quality awareness"/),
    ).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  // The package, in its sandboxed frame, reports a pass through window.API.
  const frame = learner.frameLocator('iframe[title="Quality awareness: Quality in five minutes"]');
  await expect(frame.getByRole("heading", { name: "Quality in five minutes" })).toBeVisible();
  await frame.getByRole("button", { name: "Finish the lesson" }).click();
  await expect(frame.getByRole("status")).toHaveText("Reported: 0");

  // The lesson page relays the commit; the lesson and the course are complete.
  await expect(learner.getByRole("main").getByText("Completed").first()).toBeVisible();
  const courseComplete = learner.getByRole("alert", { name: /Course complete — your certificate is ready/ });
  await expect(courseComplete).toBeVisible();
  await learner.reload();
  await expect(courseComplete).toBeVisible();
  await expectNoAccessibilityViolations(learner);

  // My learning: the certificate, and beside it the Open Badge, signed by the site's issuer key.
  await learner.goto("/my-learning");
  const download = learner.waitForEvent("download");
  await learner.getByRole("link", { name: `Download Open Badge for ${COURSE}` }).click();
  const badge = await download;
  expect(badge.suggestedFilename()).toMatch(/^open-badge-.+\.jwt$/);
  const jwt = fs.readFileSync((await badge.path()) as string, "utf8").trim();
  const issuer = await (await learner.request.get("/credentials/issuer")).json();
  const methods: { publicKeyJwk: Record<string, string> }[] = issuer.verificationMethod ?? [];
  const verified = await Promise.any(
    methods.map(async (method) => jwtVerify(jwt, await importJWK(method.publicKeyJwk, "EdDSA"))),
  );
  expect(verified.payload.type).toEqual(["VerifiableCredential", "OpenBadgeCredential"]);
  expect((verified.payload.credentialSubject as { achievement: { name: string } }).achievement.name).toBe(COURSE);
});
