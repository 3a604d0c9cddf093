import { unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import * as packagesApi from "~/routes/instructor/course-scorm-export";
import * as uploadApi from "~/routes/instructor/packages-api";
import * as packageFileRoute from "~/routes/learn/package-file";
import { getDb } from "~/server/app-context.server";
import {
  addCourseInstructor,
  insertBlock,
  insertChapter,
  insertCourse,
  insertEnrolment,
  insertLesson,
} from "~/server/factories/course-factory";
import { pageRequest, routeArgs, settle, TEST_ORIGIN } from "~tests/support/requests";
import { signedInAs } from "~tests/support/sign-in";

/**
 * The two halves of SCORM in Campus meet: a course exported as a SCORM 1.2 package (decision
 * 0099-scorm-export) is a package Campus's own importer accepts (decision 0097-scorm-content-packages),
 * one SCO launching index.html, every exported file kept, and served with the runtime inside.
 */

async function exportedZip(courseId: string, cookie: string): Promise<Uint8Array> {
  const request = pageRequest(`/edit-course/${courseId}/export/scorm.zip`, cookie);
  const answer = (await settle(() => packagesApi.loader(routeArgs(request, { courseId })))) as Response;
  expect(answer.status).toBe(200);
  return new Uint8Array(await answer.arrayBuffer());
}

async function importZip(courseId: string, bytes: Uint8Array, cookie: string) {
  const body = new FormData();
  body.set("package", new File([new Uint8Array(bytes)], "exported.zip", { type: "application/zip" }));
  const request = new Request(`${TEST_ORIGIN}/api/courses/${courseId}/packages`, {
    method: "POST",
    body,
    headers: { Cookie: cookie, Origin: TEST_ORIGIN },
  });
  const answer = (await settle(() => uploadApi.action(routeArgs(request, { courseId })))) as Response;
  return { status: answer.status, body: (await answer.json()) as { package?: { id: string; kind: string } } };
}

describe("a Campus course exported as SCORM 1.2 and imported back", () => {
  it("is accepted whole and its launch page carries the SCORM runtime", async () => {
    const db = getDb();
    const instructor = await signedInAs("instructor");
    const student = await signedInAs("student");
    const source = await insertCourse(db, { name: "Risk-based thinking" });
    await addCourseInstructor(db, source.id, instructor.id);
    const chapter = await insertChapter(db, source.id, { title: "Risks and opportunities", position: 1 });
    const lesson = await insertLesson(db, chapter, { title: "Clause 6.1", position: 1 });
    await insertBlock(db, lesson, { position: 1, content: { html: "<p>Plan actions to address risks.</p>" } });

    const zip = await exportedZip(source.id, instructor.cookie);
    const exportedFiles = Object.keys(unzipSync(zip));

    const target = await insertCourse(db, { name: "Imported copy" });
    await addCourseInstructor(db, target.id, instructor.id);
    await insertEnrolment(db, target.id, student.id);
    const imported = await importZip(target.id, zip, instructor.cookie);
    expect(imported.status).toBe(201);
    expect(imported.body.package?.kind).toBe("scorm12");
    const packageId = imported.body.package?.id as string;

    const row = await db
      .selectFrom("packages")
      .select(["file_count", "organisation_json"])
      .where("id", "=", packageId)
      .executeTakeFirstOrThrow();
    expect(row.file_count).toBe(exportedFiles.length);
    const organisation = JSON.parse(row.organisation_json) as { scos: { path: string; isSco: boolean }[] };
    expect(organisation.scos.map((sco) => [sco.path, sco.isSco])).toEqual([["index.html", true]]);

    const targetChapter = await insertChapter(db, target.id, { title: "Imported", position: 1 });
    const targetLesson = await insertLesson(db, targetChapter, { title: "Package", position: 1 });
    await insertBlock(db, targetLesson, { type: "package", content: { packageId, title: "Risk-based thinking" } });
    const path = "0/index.html";
    const request = pageRequest(`/course/${target.id}/packages/${packageId}/files/${path}`, student.cookie);
    const page = (await settle(() =>
      packageFileRoute.loader(routeArgs(request, { courseId: target.id, packageId, "*": path })),
    )) as Response;
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html.indexOf("API")).toBeGreaterThan(-1);
    expect(html.indexOf("<script")).toBeLessThan(html.indexOf("player.js"));
  });
});
