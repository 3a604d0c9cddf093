import { strToU8 } from "fflate";
import { describe, expect, it } from "vitest";
import { getEnvironment } from "~/lib/env.server";
import { fileStorage } from "~/lib/file-storage.server";
import * as packagesApi from "~/routes/instructor/packages-api";
import * as courseViewerRoute from "~/routes/learn/course-viewer";
import * as packageFileRoute from "~/routes/learn/package-file";
import * as packageRuntimeRoute from "~/routes/learn/package-runtime";
import { getDb } from "~/server/app-context.server";
import {
  addCourseInstructor,
  insertBlock,
  insertChapter,
  insertCourse,
  insertEnrolment,
  insertLesson,
} from "~/server/factories/course-factory";
import { formRequest, jsonRequest, pageRequest, routeArgs, settle, TEST_ORIGIN } from "~tests/support/requests";
import {
  multiScoPackage,
  SCO_PAGE,
  scorm12Manifest,
  scorm12Package,
  scorm2004Package,
  zipPackage,
} from "~tests/support/sample-packages";
import { signedInAs } from "~tests/support/sign-in";

/**
 * SCORM packages as a lesson block (decision 0097-scorm-content-packages): the instructor's upload,
 * the sandboxed files with the runtime inside, the learner's commits, resume, and the lesson and
 * course completing when the package reports it. Bad input is a 4xx with its reason, storing nothing.
 */

function uploadPackageRequest(courseId: string, bytes: Uint8Array, cookie: string, fileName = "package.zip") {
  const body = new FormData();
  body.set("package", new File([new Uint8Array(bytes)], fileName, { type: "application/zip" }));
  return new Request(`${TEST_ORIGIN}/api/courses/${courseId}/packages`, {
    method: "POST",
    body,
    headers: { Cookie: cookie, Origin: TEST_ORIGIN },
  });
}

async function upload(courseId: string, bytes: Uint8Array, cookie: string) {
  const response = (await settle(() =>
    packagesApi.action(routeArgs(uploadPackageRequest(courseId, bytes, cookie), { courseId })),
  )) as Response;
  return {
    status: response.status,
    body: (await response.json()) as { package?: { id: string; title: string; kind: string }; message?: string },
  };
}

async function packageRows(courseId: string) {
  const db = getDb();
  const packages = await db.selectFrom("packages").select("id").where("course_id", "=", courseId).execute();
  return packages.length;
}

async function storedFileCount() {
  let count = 0;
  for await (const name of fileStorage(getEnvironment().uploadDirectory).list())
    if (name.startsWith("package-")) count++;
  return count;
}

async function courseWithPeople() {
  const db = getDb();
  const instructor = await signedInAs("instructor");
  const student = await signedInAs("student", { name: "Thandi Nkosi" });
  const outsider = await signedInAs("student");
  const course = await insertCourse(db, { offers_certificate: 0 });
  await addCourseInstructor(db, course.id, instructor.id);
  await insertEnrolment(db, course.id, student.id);
  const chapter = await insertChapter(db, course.id, { title: "Quality", position: 1 });
  const lesson = await insertLesson(db, chapter, { title: "ISO 9001 in brief", position: 1 });
  return { course, chapter, lesson, instructor, student, outsider };
}

type Lesson = Awaited<ReturnType<typeof insertLesson>>;

async function packageLesson(bytes: Uint8Array) {
  const people = await courseWithPeople();
  const uploaded = await upload(people.course.id, bytes, people.instructor.cookie);
  expect(uploaded.status).toBe(201);
  const packageId = uploaded.body.package?.id as string;
  await insertBlock(getDb(), people.lesson, {
    type: "package",
    content: { packageId, title: uploaded.body.package?.title },
  });
  return { ...people, packageId };
}

function fileUrl(courseId: string, packageId: string, rest: string) {
  return `/course/${courseId}/packages/${packageId}/files/${rest}`;
}

async function getFile(
  courseId: string,
  packageId: string,
  rest: string,
  cookie?: string,
  headers: Record<string, string> = {},
) {
  const request = pageRequest(fileUrl(courseId, packageId, rest), cookie);
  for (const [name, value] of Object.entries(headers)) request.headers.set(name, value);
  return (await settle(() =>
    packageFileRoute.loader(routeArgs(request, { courseId, packageId, "*": rest })),
  )) as Response;
}

const BLANK_CMI = {
  location: "",
  suspendData: "",
  scoreRaw: "",
  scoreMin: "",
  scoreMax: "",
  exit: "",
  sessionTime: "",
  terminated: false,
};

async function commit(courseId: string, packageId: string, cookie: string, body: Record<string, unknown>) {
  const response = (await settle(() =>
    packageRuntimeRoute.action(
      routeArgs(
        jsonRequest(`/course/${courseId}/packages/${packageId}/runtime`, { intent: "commit", ...body }, cookie),
        {
          courseId,
          packageId,
        },
      ),
    ),
  )) as Response;
  const text = await response.text();
  const answer = (text.startsWith("{") ? JSON.parse(text) : { message: text }) as Record<string, unknown>;
  return { status: response.status, body: answer };
}

async function isLessonComplete(userId: string, lessonId: string) {
  const row = await getDb()
    .selectFrom("lesson_completions")
    .select("lesson_id")
    .where("user_id", "=", userId)
    .where("lesson_id", "=", lessonId)
    .executeTakeFirst();
  return row !== undefined;
}

async function completeByHand(lesson: Lesson, cookie: string) {
  const url = `/course/${lesson.course_id}/${lesson.chapter_id}/${lesson.id}`;
  return settle(() =>
    courseViewerRoute.action(
      routeArgs(formRequest(url, { intent: "complete-lesson" }, cookie), {
        courseId: lesson.course_id,
        chapterId: lesson.chapter_id,
        lessonId: lesson.id,
      }),
    ),
  );
}

describe("uploading a package", () => {
  it("imports SCORM 1.2 and 2004 packages and stores every file; a cmi5 ZIP belongs in a cmi5 block", async () => {
    const { course, instructor } = await courseWithPeople();
    const twelve = await upload(course.id, scorm12Package(), instructor.cookie);
    expect(twelve).toMatchObject({ status: 201, body: { package: { title: "ISO 9001 in brief", kind: "scorm12" } } });
    const twenty = await upload(course.id, scorm2004Package(), instructor.cookie);
    expect(twenty.body.package?.kind).toBe("scorm2004");
    const cmi5Xml = `<?xml version="1.0"?><courseStructure xmlns="https://w3id.org/xapi/profiles/cmi5/v1/CourseStructure.xsd"><course id="https://example.com/risk"><title><langstring lang="en">Risk</langstring></title></course><au id="https://example.com/risk/au1" moveOn="Completed"><title><langstring lang="en">Risk basics</langstring></title><url>index.html</url></au></courseStructure>`;
    const cmi5 = await upload(
      course.id,
      zipPackage({ "cmi5.xml": cmi5Xml, "index.html": SCO_PAGE }),
      instructor.cookie,
    );
    expect(cmi5.status).toBe(400);
    expect(cmi5.body.message).toMatch(/Add it with a cmi5 block instead/);
    const files = await getDb()
      .selectFrom("package_files")
      .select("path")
      .where("package_id", "=", twelve.body.package?.id as string)
      .execute();
    expect(files.map((file) => file.path).sort()).toEqual(["imsmanifest.xml", "index.html", "sco.js"]);
  });

  it("refuses what is not a package, missing files, unsafe paths, a ZIP bomb and a plain form: 4xx, nothing stored", async () => {
    const { course, instructor } = await courseWithPeople();
    const filesBefore = await storedFileCount();
    const cases: Array<[Uint8Array, number, string | RegExp]> = [
      [zipPackage({ "readme.txt": "hello" }), 400, /not a SCORM or cmi5 package/],
      [
        zipPackage({ "imsmanifest.xml": scorm12Manifest(), "index.html": SCO_PAGE }),
        400,
        "The manifest names files the package does not hold: sco.js.",
      ],
      [
        zipPackage({ "imsmanifest.xml": scorm12Manifest(), "index.html": SCO_PAGE, "sco.js": "", "../evil.js": "x" }),
        400,
        /leaves the package/,
      ],
      [zipPackage({ "imsmanifest.xml": `<!DOCTYPE x [<!ENTITY a "b">]><manifest/>` }), 400, /DOCTYPE/],
      [
        zipPackage({
          "imsmanifest.xml": scorm12Manifest(),
          "index.html": SCO_PAGE,
          "sco.js": "",
          "big.bin": new Uint8Array(5_000_000),
        }),
        413,
        /ZIP bomb/,
      ],
      [strToU8("%PDF-1.4 not a zip"), 400, /not a ZIP archive/],
    ];
    for (const [bytes, status, message] of cases) {
      const answer = await upload(course.id, bytes, instructor.cookie);
      expect(answer.status, String(message)).toBe(status);
      expect(answer.body.message).toMatch(message);
    }
    const plain = (await settle(() =>
      packagesApi.action(
        routeArgs(formRequest(`/api/courses/${course.id}/packages`, { package: "x" }, instructor.cookie), {
          courseId: course.id,
        }),
      ),
    )) as Response;
    expect(plain.status).toBe(415);
    expect(await packageRows(course.id)).toBe(0);
    expect(await storedFileCount()).toBe(filesBefore);
  });

  it("is for the course's editors only", async () => {
    const { course, student } = await courseWithPeople();
    const answer = await settle(() =>
      packagesApi.action(
        routeArgs(uploadPackageRequest(course.id, scorm12Package(), student.cookie), { courseId: course.id }),
      ),
    );
    expect((answer as Response).status).toBe(403);
    expect(await packageRows(course.id)).toBe(0);
  });
});

describe("serving a package", () => {
  it("sends its files to the course's readers under a sandbox CSP, with the runtime in each HTML document", async () => {
    const { course, packageId, student, outsider } = await packageLesson(scorm12Package());
    const page = await getFile(course.id, packageId, "0/index.html", student.cookie);
    expect(page.status).toBe(200);
    const csp = page.headers.get("Content-Security-Policy") ?? "";
    expect(csp).toMatch(/^sandbox allow-scripts allow-forms allow-popups/);
    expect(csp).not.toContain("allow-same-origin");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(page.headers.get("Content-Type")).toBe("text/html; charset=utf-8");
    const html = await page.text();
    // The runtime comes first in the head, before the package's own script.
    expect(html.indexOf("campusInstallRuntime(window")).toBeLessThan(html.indexOf('<script src="sco.js">'));
    expect(html).toContain('"learnerName":"Thandi Nkosi"');

    const script = await getFile(course.id, packageId, "0/sco.js", student.cookie, { Range: "bytes=0-5" });
    expect(script.status).toBe(206);
    expect(script.headers.get("Content-Type")).toBe("text/javascript; charset=utf-8");
    expect(await script.text()).toBe("window");

    expect((await getFile(course.id, packageId, "0/index.html", outsider.cookie)).status).toBe(403);
    expect((await getFile(course.id, packageId, "0/missing.html", student.cookie)).status).toBe(404);
    expect((await getFile(course.id, packageId, "0/../imsmanifest.xml", student.cookie)).status).toBe(404);
    expect((await getFile(course.id, packageId, "9/index.html", student.cookie)).status).toBe(404);
  });
});

describe("the runtime's commits", () => {
  it("SCORM 1.2: saves, resumes, refuses stale and wrong values, and completes the lesson and course when passed", async () => {
    const { course, lesson, packageId, student, outsider } = await packageLesson(scorm12Package({ masteryScore: 80 }));
    // Not by hand before the package reports it.
    const byHand = (await completeByHand(lesson, student.cookie)) as { data?: { message?: string } } & Response;
    expect(JSON.stringify(byHand)).toContain("This lesson completes when you finish the package");
    expect(await isLessonComplete(student.id, lesson.id)).toBe(false);

    const first = await commit(course.id, packageId, student.cookie, {
      scoIndex: 0,
      version: 0,
      cmi: {
        ...BLANK_CMI,
        lessonStatus: "incomplete",
        location: "page-3",
        suspendData: "s=3",
        exit: "suspend",
        sessionTime: "0000:05:00",
      },
    });
    expect(first).toMatchObject({ status: 200, body: { version: 1, scoComplete: false, packageComplete: false } });

    // A stale version (another window's commit came first) and wrong values: refused, nothing changed.
    const stale = await commit(course.id, packageId, student.cookie, {
      scoIndex: 0,
      version: 0,
      cmi: { ...BLANK_CMI, lessonStatus: "passed" },
    });
    expect(stale.status).toBe(409);
    const wrong = await commit(course.id, packageId, student.cookie, {
      scoIndex: 0,
      version: 1,
      cmi: { ...BLANK_CMI, lessonStatus: "done" },
    });
    expect(wrong).toMatchObject({ status: 400, body: { message: expect.stringContaining("lesson_status") } });
    const twentyFour = await commit(course.id, packageId, student.cookie, {
      scoIndex: 0,
      version: 1,
      cmi: { ...BLANK_CMI, completionStatus: "completed" },
    });
    expect(twentyFour.status).toBe(400);
    // Another learner has no attempt of their own here and cannot reach this one's.
    const other = await commit(course.id, packageId, outsider.cookie, {
      scoIndex: 0,
      version: 1,
      cmi: { ...BLANK_CMI, lessonStatus: "passed" },
    });
    expect(other.status).toBe(403);
    // A classmate's commit is always their own attempt: naming this learner's version changes nothing here.
    const classmate = await signedInAs("student");
    await insertEnrolment(getDb(), course.id, classmate.id);
    const theirs = await commit(course.id, packageId, classmate.cookie, {
      scoIndex: 0,
      version: 1,
      cmi: { ...BLANK_CMI, lessonStatus: "passed" },
    });
    expect(theirs.status).toBe(409);

    // The launch document carries the saved data for a resume.
    const resumed = await (await getFile(course.id, packageId, "0/index.html", student.cookie)).text();
    expect(resumed).toContain('"entry":"resume"');
    expect(resumed).toContain('"location":"page-3"');
    expect(resumed).toContain('"suspendData":"s=3"');
    expect(resumed).toContain('"version":1');

    // Completed but below the mastery score: failed, not complete.
    const low = await commit(course.id, packageId, student.cookie, {
      scoIndex: 0,
      version: 1,
      cmi: { ...BLANK_CMI, lessonStatus: "completed", scoreRaw: "60", terminated: true, sessionTime: "0000:10:00" },
    });
    expect(low.body).toMatchObject({ version: 2, scoComplete: false });
    const passed = await commit(course.id, packageId, student.cookie, {
      scoIndex: 0,
      version: 2,
      cmi: { ...BLANK_CMI, lessonStatus: "passed", scoreRaw: "85", terminated: true, sessionTime: "0000:02:00" },
    });
    expect(passed.body).toMatchObject({ version: 3, scoComplete: true, packageComplete: true, finishedCourse: true });
    expect(await isLessonComplete(student.id, lesson.id)).toBe(true);
    const enrolment = await getDb()
      .selectFrom("enrolments")
      .select("completed_at")
      .where("course_id", "=", course.id)
      .where("user_id", "=", student.id)
      .executeTakeFirstOrThrow();
    expect(enrolment.completed_at).not.toBeNull();
    const attempt = await getDb()
      .selectFrom("package_attempts")
      .selectAll()
      .where("package_id", "=", packageId)
      .executeTakeFirstOrThrow();
    expect(attempt).toMatchObject({
      success_status: "passed",
      completion_status: "completed",
      total_time_seconds: 720,
    });
  });

  it("SCORM 2004: the scaled passing score decides success", async () => {
    const { course, lesson, packageId, student } = await packageLesson(scorm2004Package());
    const cmi = { ...BLANK_CMI, completionStatus: "completed", successStatus: "passed", scoreScaled: "0.5" };
    const failed = await commit(course.id, packageId, student.cookie, { scoIndex: 0, version: 0, cmi });
    expect(failed.body).toMatchObject({ scoComplete: false });
    const out = await commit(course.id, packageId, student.cookie, {
      scoIndex: 0,
      version: 1,
      cmi: { ...cmi, scoreScaled: "1.2" },
    });
    expect(out.status).toBe(400);
    const lesson12 = await commit(course.id, packageId, student.cookie, {
      scoIndex: 0,
      version: 1,
      cmi: { ...cmi, lessonStatus: "passed" },
    });
    expect(lesson12.status).toBe(400);
    const passed = await commit(course.id, packageId, student.cookie, {
      scoIndex: 0,
      version: 1,
      cmi: { ...cmi, scoreScaled: "0.9" },
    });
    expect(passed.body).toMatchObject({ scoComplete: true, packageComplete: true });
    expect(await isLessonComplete(student.id, lesson.id)).toBe(true);
  });

  it("a multi-SCO package shows its items and completes the lesson when every SCO is complete", async () => {
    const { course, lesson, packageId, student } = await packageLesson(multiScoPackage());
    const url = `/course/${course.id}/${lesson.chapter_id}/${lesson.id}`;
    const page = (await settle(() =>
      courseViewerRoute.loader(
        routeArgs(pageRequest(url, student.cookie), {
          courseId: course.id,
          chapterId: lesson.chapter_id,
          lessonId: lesson.id,
        }),
      ),
    )) as unknown as {
      lesson: {
        blocks: Array<{
          type: string;
          package: { items: unknown[]; scos: Array<{ title: string; launchUrl: string }> };
        }>;
      };
    };
    const block = page.lesson.blocks.find((candidate) => candidate.type === "package");
    expect(block?.package.scos.map((sco) => sco.title)).toEqual(["Planning the audit", "Reporting findings"]);
    const launchUrl = block?.package.scos[1]?.launchUrl ?? "";
    expect(launchUrl).toMatch(
      new RegExp(`^/course/${course.id}/packages/${packageId}/files/k\\.[^/]+/1/content/report\\.html$`),
    );
    // The launch key stands for the learner where the sandboxed frame's requests carry no cookie.
    const keyed = launchUrl.split("/files/")[1] as string;
    const byKey = await getFile(course.id, packageId, keyed);
    expect(byKey.status).toBe(200);
    expect(await byKey.text()).toContain('"learnerName":"Thandi Nkosi"');
    const tampered = keyed.replace(/^k\.([^.]+)\./, "k.$1x.");
    expect((await getFile(course.id, packageId, tampered)).status).toBe(403);
    const other = await upload(course.id, scorm12Package(), (await signedInAs("admin")).cookie);
    expect(
      (
        await getFile(
          course.id,
          other.body.package?.id as string,
          keyed.replace("1/content/report.html", "0/index.html"),
        )
      ).status,
    ).toBe(403);
    expect(block?.package.items).toMatchObject([
      { title: "Module 1", items: [{ title: "Planning the audit" }, { title: "Reporting findings" }] },
    ]);
    expect((await getFile(course.id, packageId, "1/content/report.html", student.cookie)).status).toBe(200);

    const done = { ...BLANK_CMI, completionStatus: "completed", successStatus: "unknown", terminated: true };
    const firstSco = await commit(course.id, packageId, student.cookie, { scoIndex: 0, version: 0, cmi: done });
    expect(firstSco.body).toMatchObject({ scoComplete: true, packageComplete: false });
    expect(await isLessonComplete(student.id, lesson.id)).toBe(false);
    const secondSco = await commit(course.id, packageId, student.cookie, { scoIndex: 1, version: 0, cmi: done });
    expect(secondSco.body).toMatchObject({ scoComplete: true, packageComplete: true });
    expect(await isLessonComplete(student.id, lesson.id)).toBe(true);
  });

  it("answers bad bodies with a 4xx: not JSON, unknown SCO", async () => {
    const { course, packageId, student } = await packageLesson(scorm12Package());
    const notJson = (await settle(() =>
      packageRuntimeRoute.action(
        routeArgs(
          formRequest(`/course/${course.id}/packages/${packageId}/runtime`, { intent: "commit" }, student.cookie),
          {
            courseId: course.id,
            packageId,
          },
        ),
      ),
    )) as Response;
    expect(notJson.status).toBe(415);
    const noSco = await commit(course.id, packageId, student.cookie, {
      scoIndex: 7,
      version: 0,
      cmi: { ...BLANK_CMI, lessonStatus: "passed" },
    });
    expect(noSco.status).toBe(404);
  });
});
